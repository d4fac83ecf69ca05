import Diagnostics
import Foundation
import Guidelines

/// Reads a verify source (a file or a folder) into its colors, recognizing the format from the path and content:
/// an asset catalog or color set, design token files or a resolver, Android resources, or style sheets.
///
/// Reading is bounded: a file over `maximumFileBytes` or a folder of more than `maximumFiles` files is reported,
/// not read.
package struct ShippedColorLoader: Sendable {
    package static let maximumFileBytes = 32 << 20
    package static let maximumFiles = 20_000

    package init() {}

    /// The catalog of `url`, whose findings name it `display` (the path as configured).
    package func load(_ url: URL, display: String) -> ShippedCatalog {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return ShippedCatalog(
                source: display, format: .css,
                diagnostics: [
                    .warning(
                        "verify.unreadable", "\(display) does not exist", at: nil,
                        notes: ["check the path in 'verify:' of precept.yml or '--against'; it is relative to the folder precept runs in"])
                ])
        }
        if isFolder.boolValue { return loadFolder(url, display: display) }
        let folder = (display as NSString).deletingLastPathComponent
        return loadFile(url, display: display, root: (url.deletingLastPathComponent(), folder.isEmpty ? "." : folder))
    }

    /// The regular files below `url`, sorted, as paths relative to it; nil when there are more than the limit.
    func files(below url: URL) -> [String]? {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var paths: [String] = []
        let base = url.standardizedFileURL.path
        for case let file as URL in enumerator {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = file.standardizedFileURL.path
            paths.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file.lastPathComponent)
            if paths.count > Self.maximumFiles { return nil }
        }
        return paths.sorted()
    }

    func loadFolder(_ url: URL, display: String) -> ShippedCatalog {
        guard let paths = files(below: url) else {
            return ShippedCatalog(
                source: display, format: .css,
                diagnostics: [
                    ShippedDiagnostics.unreadable(display, "holds more than \(Self.maximumFiles) files and is not read", at: false)
                ])
        }
        let join = { (path: String) in display.hasSuffix("/") ? display + path : display + "/" + path }
        if url.pathExtension == "xcassets" || url.pathExtension == "colorset" || paths.contains(where: { $0.contains(".colorset/") }) {
            return assetCatalog(url, paths: paths, display: display, join: join)
        }
        if let resolver = paths.first(where: { $0.hasSuffix(".resolver.json") }) {
            var catalog = loadFile(url.appendingPathComponent(resolver), display: join(resolver), root: (url, display))
            catalog.source = display
            return catalog
        }
        let tokenFiles = paths.filter { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".tokens") }
        if !tokenFiles.isEmpty { return designTokens(url, files: tokenFiles, display: display, join: join) }
        let resources = paths.filter { path in
            let parts = path.split(separator: "/")
            return path.hasSuffix(".xml") && parts.count >= 2
                && AndroidColorReader.appearance(folder: String(parts[parts.count - 2])) != nil
        }
        if !resources.isEmpty { return android(url, files: resources, display: display, join: join) }
        let sheets = paths.filter { $0.hasSuffix(".css") }
        if !sheets.isEmpty {
            var catalog = ShippedCatalog(source: display, format: .css)
            for sheet in sheets { catalog.merge(loadFile(url.appendingPathComponent(sheet), display: join(sheet), root: (url, display))) }
            return catalog
        }
        return ShippedCatalog(
            source: display, format: .css,
            diagnostics: [
                ShippedDiagnostics.unreadable(
                    display, "holds no asset catalog, design token files, Android color resources or style sheets", at: false)
            ])
    }

    /// The catalog of one file; a resolver in it reads only files inside `root`, the folder of the verify source.
    func loadFile(_ url: URL, display: String, root: (url: URL, display: String)) -> ShippedCatalog {
        let format: ShippedFormat
        switch url.pathExtension.lowercased() {
        case "css": format = .css
        case "xml": format = .android
        default: format = .designTokens
        }
        var catalog = ShippedCatalog(source: display, format: format, files: [url.path])
        let bytes: [UInt8]
        switch read(url, display: display) {
        case .failure(let failure):
            catalog.diagnostics.append(failure.diagnostic)
            return catalog
        case .success(let read): bytes = read
        }
        switch format {
        case .css:
            (catalog.colors, catalog.diagnostics) = CSSColorReader().colors(String(decoding: bytes, as: UTF8.self), file: display)
        case .android:
            let folder = url.deletingLastPathComponent().lastPathComponent
            let appearance: Appearance? = AndroidColorReader.appearance(folder: folder) ?? nil
            let input: (data: Data, file: String, appearance: Appearance?) = (Data(bytes), display, appearance)
            (catalog.colors, catalog.diagnostics) = AndroidColorReader().colors([input])
        case .designTokens, .assetCatalog:
            switch PositionedJSONReader.read(bytes) {
            case .failure(let error): catalog.diagnostics.append(ShippedDiagnostics.syntax(error, file: display))
            case .success(let json):
                if json["colors"] != nil && json["info"] != nil {
                    catalog.format = .assetCatalog
                    let name = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                    let (color, diagnostics) = AssetCatalogReader().color(bytes, name: [name], file: display)
                    catalog.colors = color.map { [$0] } ?? []
                    catalog.diagnostics = diagnostics
                } else if json["resolutionOrder"] != nil || json["modifiers"] != nil || json["sets"] != nil {
                    catalog.merge(resolver(json, at: url, display: display, root: root))
                } else {
                    let tokens = DesignTokenReader.tokens(json, file: display)
                    if let layer = ShippedAppearanceWords.appearance(fileName: url.lastPathComponent) {
                        (catalog.colors, catalog.diagnostics) = DesignTokenReader().colors(base: [], layers: [(layer, tokens)])
                    } else {
                        (catalog.colors, catalog.diagnostics) = DesignTokenReader().colors(base: tokens, layers: [])
                    }
                }
            }
        }
        return catalog
    }

    /// The file's bytes, or a diagnostic when it cannot be read or is too large.
    func read(_ url: URL, display: String) -> Result<[UInt8], ShippedReadFailure> {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        if size > Self.maximumFileBytes {
            return .failure(
                ShippedReadFailure(
                    diagnostic: ShippedDiagnostics.unreadable(
                        display, "is \(size >> 20) MiB; files over \(Self.maximumFileBytes >> 20) MiB are not read", at: true)))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(ShippedReadFailure(diagnostic: ShippedDiagnostics.unreadable(display, "cannot be read", at: true)))
        }
        return .success(Array(data))
    }
}

extension ShippedCatalog {
    /// Adds another part of the same source.
    mutating func merge(_ other: ShippedCatalog) {
        format = other.format
        colors += other.colors
        diagnostics += other.diagnostics
        files += other.files
    }
}
