import Foundation
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
    }

    package func paths() -> Paths {
        let (config, _, _) = configuration()
        return Paths(
            content: resolve(config.contentDirectory), templates: resolve(config.templatesDirectory ?? "templates"),
            configuration: resolve(request.configPath ?? ConfigurationLoader.fileName), output: resolve(config.outputDirectory),
            outputDisplay: config.outputDirectory)
    }
}
