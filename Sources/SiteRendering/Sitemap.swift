import Foundation
import Guidelines
import MarkdownSyntax
import SiteModel

/// `sitemap.xml`, written only when the site has a base URL.
package enum Sitemap {
    package static func render(_ site: Site) -> String? {
        guard var base = site.configuration.baseURL, !base.isEmpty else { return nil }
        if !base.hasSuffix("/") { base += "/" }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        // Each language's index (`zh/index.html`) after the site's.
        let indexes = ["index.html"] + site.homes.filter { !$0.isEmpty }.map { $0 + "index.html" }
        for path in indexes + site.pages.map(\.source.outputPath) {
            // Crawlers want RFC 3986 URLs: non-ASCII percent-encoded too.
            xml += "  <url><loc>\(HTMLEscaping.text(base + URLPath.encode(path, nonASCII: .percentEncoded)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
