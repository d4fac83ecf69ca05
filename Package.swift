// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Precept",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "precept", targets: ["precept"])
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        // Header only (static inline functions over the C library): calls Swift cannot import directly.
        .systemLibrary(name: "CFileSystem"),
        .target(name: "Diagnostics"),
        .target(name: "BinaryCoding"),
        .target(name: "MarkdownSyntax", dependencies: ["CCmarkGFM", "Diagnostics"]),
        .target(name: "FrontMatter", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "Templates"),
        .target(name: "ColorScience"),
        .target(name: "Guidelines", dependencies: ["Diagnostics", "MarkdownSyntax", "FrontMatter", "ColorScience", "BinaryCoding"]),
        .target(name: "PageIsolation", dependencies: ["Diagnostics", "Guidelines", "BinaryCoding", "ColorScience", "FrontMatter"]),
        .target(name: "ColorExport", dependencies: ["Guidelines", "ColorScience"]),
        // Reads the colors an app ships (asset catalogs, design tokens, CSS, Android resources) and compares them
        // with the guidelines' (`precept verify`).
        .target(name: "ShippedColors", dependencies: ["Guidelines", "ColorScience", "Diagnostics", "ColorExport"]),
        // What changed between two states of a site: pages, colors (ΔE2000, contrast flips) and rules (`precept diff`).
        .target(name: "GuidelineDiff", dependencies: ["Guidelines", "ColorScience", "ColorExport", "Diagnostics"]),
        // templates/ embedded at build time by Plugins/EmbedTheme; no generated file is committed. The link
        // Sources/BuiltInTheme/templates → templates/ is not a source: it makes SwiftPM plan the build again
        // (and so rerun the plugin) when a template is added or removed.
        .executableTarget(name: "EmbedThemeTool"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["EmbedThemeTool"]),
        .target(name: "BuiltInTheme", exclude: ["templates"], plugins: ["EmbedTheme"]),
        .target(name: "ContentHashing", dependencies: ["CCrypto"]),
        .target(name: "ParallelMap"),
        .target(name: "OutputStore", dependencies: ["Diagnostics", "ContentHashing", "ParallelMap", "CFileSystem"]),
        .target(name: "SearchIndex", dependencies: ["Guidelines", "MarkdownSyntax", "ParallelMap", "OutputStore"]),
        .target(name: "PageCache", dependencies: ["Diagnostics", "Guidelines", "ContentHashing", "OutputStore"]),
        // The fuzz targets' checks (Fuzz/README.md): the fuzzers call them, and FuzzTargetsTests replays the seeds.
        .target(name: "FuzzTargets", dependencies: ["Diagnostics", "FrontMatter", "Guidelines", "SearchIndex", "Templates"]),
        // The site half, inner to outer: the site model, rendering, then the orchestration of a build.
        .target(
            name: "SiteModel",
            dependencies: [
                "Diagnostics", "Guidelines", "ColorScience", "FrontMatter", "MarkdownSyntax", "ParallelMap", "PageCache", "ContentHashing",
            ]),
        .target(
            name: "SiteRendering",
            dependencies: [
                "SiteModel", "Diagnostics", "Guidelines", "BuiltInTheme", "ColorExport", "Templates", "FrontMatter", "MarkdownSyntax",
                "ParallelMap", "OutputStore", "SearchIndex",
            ]),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "SiteModel", "SiteRendering", "Diagnostics", "Guidelines", "PageIsolation", "BinaryCoding", "ColorExport", "ShippedColors",
                "Templates", "ContentHashing", "ParallelMap", "OutputStore", "SearchIndex", "PageCache", "GuidelineDiff",
            ]),
        .target(name: "PreviewServer", dependencies: ["Diagnostics"]),
        .target(name: "PreviewSession", dependencies: ["SiteBuilder", "Diagnostics", "PageIsolation"]),
        .target(name: "MCPServer"),
        .target(
            name: "PreceptMCP",
            dependencies: [
                "MCPServer", "SiteBuilder", "SiteModel", "SiteRendering", "SearchIndex", "ColorExport", "ColorScience", "Guidelines",
                "ContentHashing",
            ]),
        .target(
            name: "PreceptCLI",
            dependencies: [
                "MCPServer", "PreceptMCP", "SiteBuilder", "SiteModel", "SiteRendering", "OutputStore", "PageIsolation", "ColorExport",
                "Diagnostics", "GuidelineDiff", "PreviewServer", "PreviewSession",
            ]),
        .executableTarget(name: "precept", dependencies: ["PreceptCLI"]),
        .executableTarget(name: "TemplatesBenchmark", dependencies: ["Templates"], path: "Benchmarks/TemplatesBenchmark"),
        .executableTarget(name: "CodecBenchmark", dependencies: ["Guidelines"], path: "Benchmarks/CodecBenchmark"),
        .executableTarget(name: "PageBenchmark", dependencies: ["PageIsolation", "Guidelines"], path: "Benchmarks/PageBenchmark"),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "BinaryCodingTests", dependencies: ["BinaryCoding"]),
        .testTarget(name: "MarkdownSyntaxTests", dependencies: ["TestSupport", "MarkdownSyntax"]),
        .testTarget(name: "FrontMatterTests", dependencies: ["FrontMatter"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience"]),
        .testTarget(name: "ColorExportTests", dependencies: ["ColorExport"]),
        .testTarget(name: "GuidelineDiffTests", dependencies: ["GuidelineDiff", "Guidelines", "ColorExport"]),
        .testTarget(
            name: "ShippedColorsTests", dependencies: ["ShippedColors", "ColorExport", "Guidelines", "ColorScience", "Diagnostics"]),
        .testTarget(name: "TemplatesTests", dependencies: ["TestSupport", "Templates"], resources: [.copy("Fixtures")]),
        .testTarget(name: "GuidelinesTests", dependencies: ["TestSupport", "Guidelines", "BinaryCoding"]),
        .testTarget(name: "PageIsolationTests", dependencies: ["PageIsolation", "Guidelines", "ColorScience", "FrontMatter"]),
        .testTarget(name: "BuiltInThemeTests", dependencies: ["BuiltInTheme"]),
        .testTarget(name: "EmbedThemeToolTests", dependencies: ["EmbedThemeTool"]),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: [
                "TestSupport", "SiteBuilder", "SiteModel", "SiteRendering", "ContentHashing", "ParallelMap", "OutputStore", "SearchIndex",
                "PageCache", "ColorScience", "CFileSystem",
            ]),
        .testTarget(name: "OutputStoreTests", dependencies: ["TestSupport", "OutputStore"]),
        .testTarget(name: "SearchIndexTests", dependencies: ["TestSupport", "SearchIndex", "Guidelines"]),
        .testTarget(name: "PreceptCLITests", dependencies: ["TestSupport", "PreceptCLI", "ContentHashing", "PageIsolation", "Guidelines"]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer"]),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "MCPServerTests", dependencies: ["MCPServer"]),
        .testTarget(name: "PreceptMCPTests", dependencies: ["PreceptMCP", "MCPServer", "SiteBuilder", "SiteRendering", "SearchIndex"]),
        .testTarget(
            name: "PreviewSessionTests", dependencies: ["TestSupport", "PreviewSession", "SiteBuilder", "SiteRendering", "Diagnostics"]),
    ],
    swiftLanguageModes: [.v6]
)
