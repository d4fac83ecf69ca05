import Guidelines
import SiteModel
import SiteRendering

extension SiteOutputs {
    /// `llms.txt` reads every page's title, description or summary and path, by group; `llms-full.txt` every
    /// page's result (its copy) and path, in reading order. Each only while `llms:` asks for it, and the content
    /// folder has no file of its own at that path (a hand-written `llms.txt` is copied as it is).
    static func llms(_ site: Site, siteInputs: String, pageKeys: [String: String], staticFiles: [String: String]) -> [OutputDeclaration] {
        let settings = site.configuration.llms
        var declarations: [OutputDeclaration] = []
        if settings.index, staticFiles[LLMsText.indexPath] == nil {
            var digest = InputDigest("llms index")
            digest.add(siteInputs)
            for group in site.groups {
                digest.add(group.title)
                digest.add(group.pages.count)
                for page in group.pages {
                    for field in [page.title, page.description ?? page.summary ?? "", page.source.outputPath] { digest.add(field) }
                }
            }
            declarations.append(OutputDeclaration(path: LLMsText.indexPath, inputs: digest.finish(), product: .llmsIndex))
        }
        if settings.full, staticFiles[LLMsText.fullPath] == nil {
            var digest = InputDigest("llms full")
            digest.add(siteInputs)
            for group in site.groups {
                for page in group.pages {
                    digest.add(pageKeys[page.source.relativePath] ?? "")
                    digest.add(page.source.outputPath)
                }
            }
            declarations.append(OutputDeclaration(path: LLMsText.fullPath, inputs: digest.finish(), product: .llmsFull))
        }
        return declarations
    }
}
