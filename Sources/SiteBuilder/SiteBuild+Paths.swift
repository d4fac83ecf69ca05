import Foundation
import OutputStore
import PageCache
import SiteModel

extension SiteBuild {
    /// The folders and file a build reads and writes, resolved against the project root: what `watch`
    /// and `serve` watch and serve. Uses `precept.yml` when it can be read, defaults otherwise.
    package struct Paths: Sendable {
        package var content: URL
        package var templates: URL
        package var configuration: URL
        package var output: URL
        package var outputDisplay: String
        /// The files and folders `verify:` reads: a change to one is a change to the build's diagnostics.
        package var shipped: [URL] = []
    }

    /// The output folder of `config`, resolved against the project root; when that path is a symbolic link,
    /// the link's target, which every build reads and writes instead (`OutputWriter.followingLinks`).
    /// The page cache's folder: the project's `.precept-cache/`, or the one a version's build shares.
    package var pageCacheURL: URL {
        request.pageCacheDirectory ?? resolve(PageCache.directoryName)
    }

    package func outputFolder(_ config: SiteConfiguration) -> URL {
        OutputWriter.followingLinks(resolve(config.outputDirectory))
    }

    package func paths() -> Paths {
        let (config, _, _) = configuration()
        return Paths(
            content: resolve(config.contentDirectory), templates: resolve(config.templatesDirectory ?? "templates"),
            configuration: resolve(request.configPath ?? ConfigurationLoader.fileName), output: outputFolder(config),
            outputDisplay: config.outputDirectory, shipped: config.verify.map { resolve($0.path) })
    }
}
