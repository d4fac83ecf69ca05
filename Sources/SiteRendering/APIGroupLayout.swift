import Guidelines
import SiteModel

/// How the site's API is cut into files: `api/index.json` and one file per navigation group,
/// `api/groups/<slug>.json`, a group whose pages' parts hold more than `SiteConfiguration.apiPartBytes` cut into
/// parts of consecutive pages (`<slug>-part-2.json`…; a page is never cut, so no file is bigger than the limit
/// unless one page alone is). And whether the whole-site files (`api/pages.json`, `api/rules.json`,
/// `api/colors.json`) are written: only while every group file together holds at most
/// `SiteConfiguration.apiWholeSiteBytes`.
///
/// Paths follow `ChecklistLayout`'s scheme: every group is given its path in group order; a path that a page or a
/// static file of the content, or an earlier group, takes is passed over for the next free `-2`, `-3`… (compared
/// without case); the paths of later parts are given after every group's, the same way.
package struct APIGroupLayout: Sendable, Hashable {
    package static let indexPath = "api/index.json"
    package static let folder = "api/groups/"

    /// One file of `api/groups/`: a group, or one part of a group cut into parts.
    package struct File: Sendable, Hashable {
        /// The group's position in `Site.groups`.
        package var group: Int
        /// The group's pages in the file, as positions in the group's `pages`.
        package var pages: Range<Int>
        /// The part's number from 1, and how many parts the group has (1 when it is not cut).
        package var part = 1
        package var partCount = 1
        /// The output-relative path.
        package var path: String
        package var ruleCount = 0
        package var colorTableCount = 0
        /// The bytes of its pages' parts (the file is that, the commas between them, and about a hundred more).
        package var partBytes = 0
    }

    /// Every group's files, in group order, a group's parts in order.
    package var files: [File]
    /// The bytes of every page's part.
    package var totalBytes: Int
    /// Whether `api/pages.json`, `api/rules.json` and `api/colors.json` are written.
    package var writesWholeSite: Bool

    /// The layout for `site`, whose pages' parts (`GroupAPI.part`) are `partLengths` bytes long, in reading order.
    package init(site: Site, partLengths: [Int]) {
        let limit = max(1, site.configuration.apiPartBytes)
        var taken = Set<String>()
        let paths = Self.paths(for: site, taken: &taken)
        var files: [File] = []
        var start = 0
        for (number, group) in site.groups.enumerated() {
            var parts: [File] = []
            var current = File(group: number, pages: 0..<0, path: paths[number])
            for item in group.pages.indices {
                let length = start + item < partLengths.count ? partLengths[start + item] : 0
                if !current.pages.isEmpty, current.partBytes + 1 + length > limit {
                    parts.append(current)
                    current = File(group: number, pages: item..<item, path: "")
                }
                current.pages = current.pages.lowerBound..<(item + 1)
                current.partBytes += (current.pages.count > 1 ? 1 : 0) + length
                current.ruleCount += group.pages[item].rules.count
                current.colorTableCount += group.pages[item].colorTables.count
            }
            parts.append(current)
            for index in parts.indices {
                parts[index].part = index + 1
                parts[index].partCount = parts.count
            }
            files += parts
            start += group.pages.count
        }
        for index in files.indices where files[index].part > 1 {
            files[index].path = Self.partPath(paths[files[index].group], part: files[index].part, taken: &taken)
        }
        self.files = files
        totalBytes = partLengths.reduce(0, +)
        writesWholeSite = totalBytes <= site.configuration.apiWholeSiteBytes
    }

    /// The files of the group at `group`, in part order.
    package func files(forGroup group: Int) -> [File] {
        files.filter { $0.group == group }
    }

    /// `api/groups/<slug>.json` for every group, none of them a path the content's pages or files take.
    static func paths(for site: Site, taken: inout Set<String>) -> [String] {
        fileNames.paths(for: site, taken: &taken)
    }

    static func partPath(_ path: String, part: Int, taken: inout Set<String>) -> String {
        fileNames.partPath(path, part: part, taken: &taken)
    }

    static let fileNames = GroupFilePaths(folder: folder, fileExtension: ".json")
}
