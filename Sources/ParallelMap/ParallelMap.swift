import Dispatch
import Foundation

/// Work split over every core: `map` keeps the order of its input, so results are the same whatever the scheduling.
package enum Parallel {
    /// How many workers a build uses: one per active core.
    package static var width: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `items.map(transform)`, with the items shared out to the cores in small chunks.
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], chunk: Int = 16, _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count > chunk, width > 1 else { return items.map(transform) }
        let slots = ResultSlots<Result>(count: items.count)
        let chunks = (items.count + chunk - 1) / chunk
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: width) { _ in
            while true {
                let c = next.take()
                guard c < chunks else { return }
                for index in (c * chunk)..<min(items.count, (c + 1) * chunk) { slots.set(index, transform(items[index])) }
            }
        }
        return slots.values()
    }
}

/// A counter handed out to several threads, one number each.
package final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    package init() {}

    package func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

/// One slot per item; each index is written by exactly one worker, and read only after all have finished.
final class ResultSlots<Value>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value?>

    init(count: Int) {
        base = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
        self.count = count
    }

    let count: Int

    func set(_ index: Int, _ value: Value) { base[index] = value }

    func values() -> [Value] { (0..<count).map { base[$0]! } }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
