import ColorExport
import Diagnostics
import Foundation
import SiteBuilder
import SiteModel
import SiteRendering

/// `precept colors`, `rules` and `pages`: read the site like `check` does and print extracted data.
struct QueryCommand {
    var command: PreceptCommand

    static let colorFormats = ["json", "ndjson", "csv", "css", "dtcg", "xcassets"]
    /// Formats that produce several files and so need `--output <dir>`.
    static let folderFormats: Set<String> = ["dtcg", "xcassets"]

    func colors(_ args: CommandLineArguments) async throws(UsageError) -> Int32 {
        let format = args.query["format"] ?? "json"
        guard Self.colorFormats.contains(format) else {
            throw UsageError("'--format' must be one of \(Self.colorFormats.joined(separator: ", ")), not '\(format)'")
        }
        if Self.folderFormats.contains(format), args.output == nil {
            throw UsageError("'--format \(format)' writes several files: give a folder with '--output <dir>'")
        }
        var failing: ColorQuery.Level?
        if let level = args.query["failing"] {
            guard let parsed = ColorQuery.Level(rawValue: level.uppercased()) else { throw UsageError("'--failing' must be AA or AAA") }
            failing = parsed
        }
        let appearances = ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]
        if let appearance = args.query["appearance"], !appearances.contains(appearance) {
            throw UsageError("'--appearance' must be one of \(appearances.joined(separator: ", "))")
        }
        let query = ColorQuery(
            page: args.query["page"], table: args.query["table"], name: args.query["name"],
            appearance: args.query["appearance"], platform: args.query["platform"], failing: failing)
        guard let loaded = await load(args) else { return PreceptCommand.exitContentErrors }
        let document = query.apply(
            to: ColorsDocument(
                pages: loaded.site.pages, settings: loaded.configuration.colorChecks,
                generator: SiteBuild.generator))
        let text: String
        switch format {
        case "ndjson": text = ColorTextFormats.ndjson(document)
        case "csv": text = ColorTextFormats.csv(document)
        case "css": text = ColorCSSExporter().render(document)
        case "dtcg": return writeFiles(ColorDTCGExporter().files(for: document), into: args.output!)
        case "xcassets": return writeFiles(ColorAssetCatalogExporter().files(for: document), into: args.output!)
        default: text = String(decoding: document.encoded(), as: UTF8.self) + "\n"
        }
        return write(text, to: args.output)
    }

    func rules(_ args: CommandLineArguments) async throws(UsageError) -> Int32 {
        let kinds = ["must-not", "avoid", "must", "prefer", "guidance"]
        if let kind = args.query["kind"], !kinds.contains(kind.lowercased()) {
            throw UsageError("'--kind' must be one of \(kinds.joined(separator: ", "))")
        }
        guard let loaded = await load(args) else { return PreceptCommand.exitContentErrors }
        let filter = RulesAPI.Filter(page: args.query["page"], kind: args.query["kind"], platform: args.query["platform"])
        return write(String(decoding: RulesAPI.encode(loaded.site, filter: filter), as: UTF8.self) + "\n", to: args.output)
    }

    func pages(_ args: CommandLineArguments) async -> Int32 {
        guard let loaded = await load(args) else { return PreceptCommand.exitContentErrors }
        return write(String(decoding: PagesAPI.encode(loaded.site), as: UTF8.self) + "\n", to: args.output)
    }

    /// Loads the site; prints errors (not warnings, which `check` is for) to standard error.
    func load(_ args: CommandLineArguments) async -> LoadedSite? {
        var request = BuildRequest(
            projectRoot: command.workingDirectory, configPath: args.config, contentDirectory: args.content,
            mode: .check)
        if args.noCache { request.cacheMode = .off }
        args.applyIsolation(to: &request)
        switch await SiteBuild(request).load() {
        case .failure(let failure):
            for diagnostic in failure.diagnostics { command.output.error(DiagnosticFormatter.text(diagnostic)) }
            command.output.error("error: " + TerminalText.escaped("\(failure.message)"))
            return nil
        case .success(let loaded):
            for diagnostic in loaded.diagnostics.sorted where diagnostic.severity == .error {
                command.output.error(DiagnosticFormatter.text(diagnostic))
            }
            return loaded
        }
    }

    /// Writes exported files under `folder` (created when missing), never outside it.
    func writeFiles(_ files: [ColorExportFile], into folder: String) -> Int32 {
        let base = command.resolve(folder).standardizedFileURL
        do {
            for file in files {
                let url = base.appendingPathComponent(file.path).standardizedFileURL
                guard url.path.hasPrefix(base.path + "/") else {
                    command.output.error("error: refusing to write '\(file.path)' outside '\(folder)'")
                    return PreceptCommand.exitContentErrors
                }
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url)
            }
            command.output.standard("Wrote \(CountText.of(files.count, "file")) into \(folder)/")
            return PreceptCommand.exitSuccess
        } catch {
            command.output.error("error: cannot write into '\(folder)': \(error.localizedDescription)")
            return PreceptCommand.exitContentErrors
        }
    }

    func write(_ text: String, to path: String?) -> Int32 {
        guard let path else {
            // The console adds the final line break; compare scalars because "\r\n" is one Character.
            var scalars = text.unicodeScalars
            if scalars.last == "\n" { scalars.removeLast() }
            command.output.standard(String(scalars))
            return PreceptCommand.exitSuccess
        }
        do {
            try Data(text.utf8).write(to: command.resolve(path))
            return PreceptCommand.exitSuccess
        } catch {
            command.output.error("error: cannot write '\(path)': \(error.localizedDescription)")
            return PreceptCommand.exitContentErrors
        }
    }
}
