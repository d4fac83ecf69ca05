// swift-tools-version:6.0
// libFuzzer targets for Precept (`make fuzz`, docs in Fuzz/README.md).
//
// A separate package so the main one never builds with `-sanitize=fuzzer`. Precept's modules use `package`
// access, which does not cross package boundaries, so instead of depending on `..` this package compiles the
// same source folders itself: `Sources/<Module>` are symlinks to `../../Sources/<Module>`.
import PackageDescription

// Every module is instrumented for coverage, not only the harnesses; only the executables link libFuzzer.
let instrumented: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

func fuzzer(_ name: String) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzTargets", "FuzzDriver"], path: "Targets/\(name)",
        swiftSettings: instrumented,
        linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
    )
}

let package = Package(
    name: "PreceptFuzz",
    targets: [
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm"),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1"),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto"),
        .systemLibrary(name: "CFileSystem"),
        .target(name: "Diagnostics", swiftSettings: instrumented),
        .target(name: "BinaryCoding", swiftSettings: instrumented),
        .target(name: "MarkdownSyntax", dependencies: ["CCmarkGFM", "Diagnostics"], swiftSettings: instrumented),
        .target(name: "FrontMatter", dependencies: ["CYAML", "Diagnostics"], swiftSettings: instrumented),
        .target(name: "Templates", swiftSettings: instrumented),
        .target(name: "ColorScience", swiftSettings: instrumented),
        .target(
            name: "Guidelines", dependencies: ["Diagnostics", "MarkdownSyntax", "FrontMatter", "ColorScience", "BinaryCoding"],
            swiftSettings: instrumented),
        // SearchIndex and what it needs (the output store for its file type), not the rest of the site build.
        .target(name: "ContentHashing", dependencies: ["CCrypto"], swiftSettings: instrumented),
        .target(name: "ParallelMap", swiftSettings: instrumented),
        .target(
            name: "OutputStore", dependencies: ["Diagnostics", "ContentHashing", "ParallelMap", "CFileSystem"],
            swiftSettings: instrumented),
        .target(
            name: "SearchIndex", dependencies: ["Guidelines", "MarkdownSyntax", "ParallelMap", "OutputStore"],
            swiftSettings: instrumented),
        // The targets' checks, shared with the main package's tests that replay the seeds (`FuzzTargetsTests`).
        .target(
            name: "FuzzTargets", dependencies: ["Diagnostics", "FrontMatter", "Guidelines", "SearchIndex", "Templates"],
            swiftSettings: instrumented),
        .target(name: "FuzzDriver", path: "Targets/FuzzDriver"),

        fuzzer("FrontMatterFuzzer"),
        fuzzer("ColorNotationFuzzer"),
        fuzzer("TemplateFuzzer"),
        fuzzer("PageTableFuzzer"),
        fuzzer("SearchTokenizerFuzzer"),
        fuzzer("PageResultFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
