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
        let dated =
            indexes.map { ($0, nil as String?) } + site.pages.map { ($0.source.outputPath, site.lastUpdated[$0.source.relativePath]) }
        for (path, date) in dated {
            // Crawlers want RFC 3986 URLs: non-ASCII percent-encoded too.
            let lastmod = date.map { "<lastmod>\($0)</lastmod>" } ?? ""
            xml += "  <url><loc>\(HTMLEscaping.text(base + URLPath.encode(path, nonASCII: .percentEncoded)))</loc>\(lastmod)</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
