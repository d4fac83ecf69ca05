import Foundation
import Guidelines

extension VersionSites {
    /// Pages git finds renamed between two states of the project, as output paths: `(path in from, path in to)` for
    /// each. `to` nil is the working tree. Only pages under `contentDirectory` (relative to the project) count.
    static func renames(from: String, to: String?, in project: URL, contentDirectory: String) -> [(String, String)] {
        var folder = contentDirectory
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.hasSuffix("/") { folder.removeLast() }
        guard !folder.hasPrefix("/"), !folder.isEmpty else { return [] }
        let arguments = ["diff", "-M", "--name-status", "--diff-filter=R", "-z", "--relative", from] + (to.map { [$0] } ?? [])
        guard case .success(let text) = GitCommand.output(arguments + ["--", folder], in: project) else { return [] }
        // `R<score> NUL old NUL new NUL` for each rename.
        let fields = text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        var found: [(String, String)] = []
        var index = 0
        while index + 2 < fields.count {
            defer { index += 3 }
            guard fields[index].hasPrefix("R") else { continue }
            let prefix = folder + "/"
            let (old, new) = (fields[index + 1], fields[index + 2])
            guard old.hasPrefix(prefix), new.hasPrefix(prefix), old.hasSuffix(".md"), new.hasSuffix(".md") else { continue }
            found.append(
                (
                    PageSource.outputPath(forContentPath: String(old.dropFirst(prefix.count))),
                    PageSource.outputPath(forContentPath: String(new.dropFirst(prefix.count)))
                ))
        }
        return found
    }

    /// For each pair of sites (`nil` the current one, else a version's index), the pages renamed between them:
    /// `renamed[a][b]` maps a page of site `a` to where site `b` has it.
    static func renamedPages(_ versions: [Resolved], in project: URL, contentDirectory: String) -> [Int?: [Int?: [String: String]]] {
        var renamed: [Int?: [Int?: [String: String]]] = [:]
        func add(_ pairs: [(String, String)], _ a: Int?, _ b: Int?) {
            for (inA, inB) in pairs {
                renamed[a, default: [:]][b, default: [:]][inA] = inB
                renamed[b, default: [:]][a, default: [:]][inB] = inA
            }
        }
        for (index, version) in versions.enumerated() {
            add(renames(from: version.commit, to: nil, in: project, contentDirectory: contentDirectory), index, nil)
            for other in versions.indices where other > index && versions[other].commit != version.commit {
                add(
                    renames(from: version.commit, to: versions[other].commit, in: project, contentDirectory: contentDirectory), index,
                    other)
            }
        }
        return renamed
    }
}
