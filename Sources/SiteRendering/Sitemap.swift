import Foundation
import MarkdownSyntax
import SiteModel

/// `sitemap.xml`, written only when the site has a base URL.
package enum Sitemap {
    package static func render(_ site: Site) -> String? {
        guard var base = site.configuration.baseURL, !base.isEmpty else { return nil }
        if !base.hasSuffix("/") { base += "/" }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in ["index.html"] + site.pages.map(\.source.outputPath) {
            xml += "  <url><loc>\(HTMLEscaping.text(base + path))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
