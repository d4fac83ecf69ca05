import Guidelines

/// The pages of a site in reading order (group by group), read in place from the groups: at 10,000
/// pages, copying them into one array costs more than a page edit in `watch` may take.
package struct ReadingOrder: RandomAccessCollection, Sendable {
    package let groups: [Site.Group]
    /// The position of each group's first page.
    package let starts: [Int]
    package let endIndex: Int

    package init(_ groups: [Site.Group]) {
        self.groups = groups
        var starts: [Int] = []
        var position = 0
        for group in groups {
            starts.append(position)
            position += group.pages.count
        }
        self.starts = starts
        endIndex = position
    }

    package var startIndex: Int { 0 }

    package subscript(position: Int) -> Page {
        let group = group(at: position)
        return groups[group].pages[position - starts[group]]
    }

    /// The index of the group holding the page at `position`.
    package func group(at position: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `transform` of every page, in reading order, without copying the pages.
    package func mapPages<T>(_ transform: (Page) -> T) -> [T] {
        var result: [T] = []
        result.reserveCapacity(endIndex)
        for group in groups { result += group.pages.map(transform) }
        return result
    }
}
