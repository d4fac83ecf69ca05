import Foundation
import FuzzTargets
import Testing

/// Every seed of the fuzzers' corpora (`Fuzz/corpus/<target>/`) through its target's check, the one the libFuzzer
/// executables run (`FuzzTarget`), in an ordinary debug build: a seed that fails a check, or traps in the code
/// under test, fails `make test` without `make fuzz`.
@Suite struct SeedReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")

    /// The files of a target's corpus folder, in name order.
    static func seeds(of target: FuzzTarget) throws -> [URL] {
        let folder = corpus.appendingPathComponent(target.rawValue)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { folder.appendingPathComponent($0) }
    }

    /// A corpus folder with no target (or a target with no folder) would go unreplayed.
    @Test func everyCorpusFolderBelongsToATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(folders == FuzzTarget.allCases.map(\.rawValue).sorted())
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedPassesItsTargetsCheck(target: FuzzTarget) throws {
        let seeds = try Self.seeds(of: target)
        var replayed = 0
        for seed in seeds {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: seed.path, isDirectory: &isFolder) && !isFolder.boolValue, "\(seed.path)")
            let failure = target.check([UInt8](try Data(contentsOf: seed)))
            #expect(failure == nil, "\(target.rawValue)/\(seed.lastPathComponent): \(failure ?? "")")
            replayed += 1
        }
        #expect(replayed == seeds.count)
        #expect(replayed >= 5, "\(target.rawValue): \(replayed) seeds; every target has at least five")
    }
}
