import Foundation

// Run by the EmbedTheme build-tool plugin (Plugins/EmbedTheme):
//     EmbedThemeTool <templates folder> <output.swift> <relative path>...
// Writes a Swift file defining `BuiltInTheme.files`: the text of each named file, by its relative path. The
// output is rewritten only when its text changes, so a template saved unchanged recompiles nothing.

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: EmbedThemeTool <templates folder> <output.swift> <relative path>...\n".utf8))
    exit(64)
}
let templates = URL(fileURLWithPath: arguments[1], isDirectory: true)
let output = URL(fileURLWithPath: arguments[2])

do {
    var source = """
        // Generated at build time by the EmbedTheme plugin from templates/; never committed.

        extension BuiltInTheme {
            /// Every file of the project's `templates/` folder, by relative path (`layout.mustache`, `assets/precept.css`).
            package static let files: [String: String] = [

        """
    for path in arguments.dropFirst(3) {
        let text = try String(contentsOf: templates.appendingPathComponent(path), encoding: .utf8)
        source += "        \(SwiftLiteral.escaped(path)): \(SwiftLiteral.string(text)),\n"
    }
    source += "    ]\n}\n"
    if (try? String(contentsOf: output, encoding: .utf8)) != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("EmbedThemeTool: \(error)\n".utf8))
    exit(1)
}
