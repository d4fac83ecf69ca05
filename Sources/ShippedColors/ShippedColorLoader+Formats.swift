import Diagnostics
import Foundation
import Guidelines

extension ShippedColorLoader {
    /// Every color set below `url`, named after the namespaces it sits in.
    func assetCatalog(_ url: URL, paths: [String], display: String, join: (String) -> String) -> ShippedCatalog {
        var catalog = ShippedCatalog(source: display, format: .assetCatalog)
        // Folders whose Contents.json provides a namespace, by path relative to `url`.
        var namespaces = Set<String>()
        for path in paths where path.hasSuffix("Contents.json") && !path.contains(".colorset/") {
            guard case .success(let bytes) = read(url.appendingPathComponent(path), display: join(path)),
                case .success(let json) = PositionedJSONReader.read(bytes),
                case .bool(true) = json["properties"]?["provides-namespace"]?.value
            else { continue }
            namespaces.insert(String(path.dropLast("/Contents.json".count)))
        }
        let sets = paths.filter { $0.hasSuffix(".colorset/Contents.json") || (url.pathExtension == "colorset" && $0 == "Contents.json") }
        for path in sets {
            let file = url.appendingPathComponent(path)
            catalog.files.append(file.path)
            let folders = path.split(separator: "/").dropLast().map(String.init)
            var name: [String] = []
            for index in folders.indices.dropLast() where namespaces.contains(folders[...index].joined(separator: "/")) {
                name.append(folders[index])
            }
            let setName = (folders.last ?? url.lastPathComponent)
            name.append(String(setName.dropLast(setName.hasSuffix(".colorset") ? ".colorset".count : 0)))
            switch read(file, display: join(path)) {
            case .failure(let failure): catalog.diagnostics.append(failure.diagnostic)
            case .success(let bytes):
                let (color, diagnostics) = AssetCatalogReader().color(bytes, name: name, file: join(path))
                if let color { catalog.colors.append(color) }
                catalog.diagnostics += diagnostics
            }
        }
        return catalog
    }

    /// Token files without a resolver: those whose names say no appearance hold for any; the others are layered
    /// over them in the appearance their names say (`dark.tokens.json`).
    func designTokens(_ url: URL, files: [String], display: String, join: (String) -> String) -> ShippedCatalog {
        var catalog = ShippedCatalog(source: display, format: .designTokens)
        var base: [DesignToken] = []
        var layers: [(Appearance, [DesignToken])] = []
        for path in files {
            let file = url.appendingPathComponent(path)
            catalog.files.append(file.path)
            switch read(file, display: join(path)).flatMap({ bytes in
                PositionedJSONReader.read(bytes).mapError {
                    ShippedReadFailure(diagnostic: ShippedDiagnostics.syntax($0, file: join(path)))
                }
            }) {
            case .failure(let failure): catalog.diagnostics.append(failure.diagnostic)
            case .success(let json):
                let tokens = DesignTokenReader.tokens(json, file: join(path))
                if let appearance = ShippedAppearanceWords.appearance(fileName: file.lastPathComponent) {
                    layers.append((appearance, tokens))
                } else {
                    base += tokens
                }
            }
        }
        let (colors, diagnostics) = DesignTokenReader().colors(base: base, layers: layers)
        catalog.colors = colors
        catalog.diagnostics += diagnostics
        return catalog
    }

    /// Resource files below `url` in `values*/` folders.
    func android(_ url: URL, files: [String], display: String, join: (String) -> String) -> ShippedCatalog {
        var catalog = ShippedCatalog(source: display, format: .android)
        var inputs: [(data: Data, file: String, appearance: Appearance?)] = []
        for path in files {
            let file = url.appendingPathComponent(path)
            catalog.files.append(file.path)
            let parts = path.split(separator: "/")
            guard let appearance = AndroidColorReader.appearance(folder: String(parts[parts.count - 2])) else { continue }
            switch read(file, display: join(path)) {
            case .failure(let failure): catalog.diagnostics.append(failure.diagnostic)
            case .success(let bytes): inputs.append((Data(bytes), join(path), appearance))
            }
        }
        let (colors, diagnostics) = AndroidColorReader().colors(inputs)
        catalog.colors = colors
        catalog.diagnostics += diagnostics
        return catalog
    }

    /// A resolver document (Resolver Module 2025.10): the sources of its sets, and of every context of a modifier
    /// whose contexts are not appearances (its default context), hold for any appearance, as do the sources every
    /// context of an appearance modifier shares; each context's other sources are layered in its appearance. A
    /// source's `$ref` is read only when the file is inside `root`, also after following symbolic links.
    func resolver(_ json: PositionedJSON, at url: URL, display: String, root: (url: URL, display: String)) -> ShippedCatalog {
        var catalog = ShippedCatalog(source: display, format: .designTokens)
        let folder = url.deletingLastPathComponent()
        let displayFolder = (display as NSString).deletingLastPathComponent
        var cache: [String: [DesignToken]] = [:]
        func tokens(_ source: PositionedJSON) -> [DesignToken] {
            guard let reference = source["$ref"]?.string else { return DesignTokenReader.tokens(source, file: display) }
            let path = String(reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
            guard !path.isEmpty else { return [] }
            if let known = cache[path] { return known }
            let file = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            guard ShippedSourceFolder.contains(root.url, file) else {
                cache[path] = []
                catalog.diagnostics.append(
                    .warning(
                        "verify.outside-reference", "'\(path)' in \(display) is outside \(root.display) and is not read",
                        at: SourceLocation(path: display, line: source.line, column: source.column),
                        notes: [
                            "a resolver reads token files inside the folder of its verify source only; move the file there, or point "
                                + "'verify:' in precept.yml at a folder that holds the resolver and its token files"
                        ]))
                return []
            }
            let shown = displayFolder.isEmpty ? path : displayFolder + "/" + path
            catalog.files.append(file.path)
            var found: [DesignToken] = []
            switch read(file, display: shown).flatMap({
                PositionedJSONReader.read($0).mapError { ShippedReadFailure(diagnostic: ShippedDiagnostics.syntax($0, file: shown)) }
            }) {
            case .failure(let failure): catalog.diagnostics.append(failure.diagnostic)
            case .success(let json): found = DesignTokenReader.tokens(json, file: shown)
            }
            cache[path] = found
            return found
        }
        func key(_ source: PositionedJSON) -> String { source["$ref"]?.string ?? "inline \(source.line):\(source.column)" }

        var base: [DesignToken] = []
        var layers: [(Appearance, [DesignToken])] = []
        // Sets and modifiers are named under `sets`/`modifiers`, or written inline in `resolutionOrder`.
        let inline = (json["resolutionOrder"]?.elements ?? []).filter { $0["$ref"] == nil }
        let sets = (json["sets"]?.members.map(\.value) ?? []) + inline.filter { $0["type"]?.string == "set" }
        let modifiers = (json["modifiers"]?.members.map(\.value) ?? []) + inline.filter { $0["type"]?.string == "modifier" }
        for set in sets {
            for source in set["sources"]?.elements ?? [] { base += tokens(source) }
        }
        for modifier in modifiers {
            let contexts = modifier["contexts"]?.members ?? []
            let appearances = contexts.map { ShippedAppearanceWords.appearance(words: ShippedAppearanceWords.words($0.key)) }
            guard appearances.contains(where: { $0 != nil }) else {
                let name = modifier["default"]?.string
                for source in (contexts.first { $0.key == name } ?? contexts.first)?.value.elements ?? [] { base += tokens(source) }
                continue
            }
            var shared = Set(contexts.first?.value.elements.map(key) ?? [])
            for context in contexts.dropFirst() { shared.formIntersection(context.value.elements.map(key)) }
            var sharedDone = Set<String>()
            for (context, appearance) in zip(contexts, appearances) {
                for source in context.value.elements where shared.contains(key(source)) && sharedDone.insert(key(source)).inserted {
                    base += tokens(source)
                }
                guard let appearance else { continue }
                let own = context.value.elements.filter { !shared.contains(key($0)) }.flatMap(tokens)
                if !own.isEmpty { layers.append((appearance, own)) }
            }
        }
        let (colors, diagnostics) = DesignTokenReader().colors(base: base, layers: layers)
        catalog.colors = colors
        catalog.diagnostics += diagnostics
        return catalog
    }
}
