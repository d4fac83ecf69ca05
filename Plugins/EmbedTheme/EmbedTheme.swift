import Foundation
import PackagePlugin

/// Generates `BuiltInTheme`'s Swift source from the package's `templates/` folder at build time, so the theme
/// the binary carries is always the one in `templates/` and no generated file is committed.
///
/// Every embedded file is an input of the build command, so an edit reruns `EmbedThemeTool` and recompiles
/// `BuiltInTheme`. SwiftPM runs a plugin only when it plans a build, and it plans again only when a target's
/// folder gains or loses a file; `Sources/BuiltInTheme/templates` is a link to `templates/` (excluded from the
/// target's sources) so that a file added to or removed from `templates/` makes it plan, and run this, again.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates", directoryHint: .isDirectory)
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTheme+Files.swift")
        let files = try Self.themeFiles(in: templates)
        return [
            .buildCommand(
                displayName: "Embedding the theme in \(target.name)",
                executable: try context.tool(named: "EmbedThemeTool").url,
                arguments: [templates.path, output.path] + files,
                inputFiles: files.map { templates.appending(path: $0) },
                outputFiles: [output])
        ]
    }

    /// The relative paths of the regular files under `directory`, without hidden files or folders (as
    /// `Theme.load` reads a user's folder), sorted by their bytes so the output never depends on the file system.
    static func themeFiles(in directory: URL) throws -> [String] {
        let base = directory.standardizedFileURL.path + "/"
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { throw EmbedThemeError(description: "EmbedTheme: cannot list \(directory.path)") }
        var files: [String] = []
        for case let url as URL in enumerator {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            files.append(String(path.dropFirst(base.count)))
        }
        guard !files.isEmpty else { throw EmbedThemeError(description: "EmbedTheme: \(directory.path) holds no theme files") }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

/// Why the plugin could not plan the command.
struct EmbedThemeError: Error, CustomStringConvertible {
    let description: String
}
