import FrontMatter
import Guidelines
import Templates

/// Builds the typed values each template receives (documented in `docs/view-model.md`).
package struct ViewModelBuilder: Sendable {
    package var site: Site
    package var generator: String

    package init(site: Site, generator: String) {
        self.site = site
        self.generator = generator
    }

    /// `foundations/color.html` → `../`.
    package static func rootPrefix(forOutputPath path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    func common(kind: String, title: String, outputPath: String, currentPage: String?, root: String? = nil) -> [String: TemplateValue] {
        let root = root ?? Self.rootPrefix(forOutputPath: outputPath)
        var siteValue: [String: TemplateValue] = [
            "title": .string(site.configuration.title),
            "language": .string(site.configuration.language),
            "generator": .string(generator),
        ]
        if let description = site.configuration.description { siteValue["description"] = .string(description) }
        if let base = site.configuration.baseURL { siteValue["baseURL"] = .string(base) }
        let nav: [TemplateValue] = site.groups.map { group in
            .object([
                "title": .string(group.title),
                "id": .string(group.id),
                "pages": .list(
                    group.pages.map { page in
                        .object([
                            "title": .string(page.title),
                            "url": .string(root + page.source.outputPath),
                            "current": .bool(page.source.outputPath == currentPage),
                        ])
                    }),
            ])
        }
        return [
            "site": .object(siteValue),
            "root": .string(root),
            "assets": .string(root + "assets/"),
            "kind": .string(kind),
            "isGuideline": .bool(kind == "guideline"),
            "isIndex": .bool(kind == "index"),
            "isNotFound": .bool(kind == "404"),
            "title": .string(title),
            "nav": .list(nav),
        ]
    }

    package func guideline(_ page: Page, previous: Page?, next: Page?, group: Site.Group) -> TemplateValue {
        let path = page.source.outputPath
        let root = Self.rootPrefix(forOutputPath: path)
        var value = common(kind: "guideline", title: page.title, outputPath: path, currentPage: path)
        let meta = page.metadata
        var pageValue: [String: TemplateValue] = [
            "id": .string(page.id),
            "title": .string(page.title),
            "group": .string(group.title),
            "groupId": .string(group.id),
            "platforms": .list((meta.platforms ?? []).map { .string($0) }),
            "alsoCalled": .list(page.alsoCalled.map { .string($0) }),
            "extra": .object(meta.extra.mapValues(Self.templateValue)),
        ]
        pageValue["description"] = page.description.map(TemplateValue.string)
        pageValue["summary"] = page.summary.map(TemplateValue.string)
        pageValue["availability"] = meta.availability.map(TemplateValue.string)
        pageValue["reviewed"] = meta.reviewed.map { .string($0.text) }
        pageValue["source"] = meta.source.map(TemplateValue.string)
        pageValue["hig"] = meta.hig.map(TemplateValue.string)
        pageValue["docs"] = meta.docs.map(TemplateValue.string)
        value["page"] = .object(pageValue.compactMapValues { $0 })
        value["content"] = .string(page.bodyHTML)
        value["toc"] = .list(page.sections.map(Self.section))
        value["hasToc"] = .bool(!page.sections.isEmpty)
        value["changeLog"] = .list(page.changeLog.map { .object(["date": .string($0.date), "changes": .string($0.changes)]) })
        value["hasChangeLog"] = .bool(!page.changeLog.isEmpty)
        let platforms = meta.platforms ?? []
        value["hasPlatforms"] = .bool(!platforms.isEmpty)
        value["hasMeta"] = .bool(!platforms.isEmpty || meta.availability != nil || meta.reviewed != nil)
        value["hasAlsoCalled"] = .bool(!page.alsoCalled.isEmpty)
        value["hasRelated"] = .bool(!page.related.isEmpty)
        value["hasReferences"] = .bool(meta.hig != nil || meta.docs != nil || meta.source != nil)
        value["related"] = .list(page.related.map { .object(["title": .string($0.title), "url": .string($0.href)]) })
        if let previous {
            value["previous"] = .object(["title": .string(previous.title), "url": .string(root + previous.source.outputPath)])
        }
        if let next {
            value["next"] = .object(["title": .string(next.title), "url": .string(root + next.source.outputPath)])
        }
        return .object(value)
    }

    package func index() -> TemplateValue {
        var value = common(kind: "index", title: site.configuration.title, outputPath: "index.html", currentPage: "index.html")
        value["groups"] = .list(
            site.groups.map { group in
                .object([
                    "title": .string(group.title),
                    "id": .string(group.id),
                    "pages": .list(
                        group.pages.map { page in
                            var entry: [String: TemplateValue] = [
                                "title": .string(page.title),
                                "url": .string(page.source.outputPath),
                                "platforms": .list((page.metadata.platforms ?? []).map { .string($0) }),
                            ]
                            if let summary = page.description ?? page.summary { entry["summary"] = .string(summary) }
                            return .object(entry)
                        }),
                ])
            })
        return .object(value)
    }

    /// A server shows `404.html` at any depth, so with a base URL its links are absolute.
    package func notFound() -> TemplateValue {
        var value = common(kind: "404", title: "Page not found", outputPath: "404.html", currentPage: nil)
        if var base = site.configuration.baseURL {
            if !base.hasSuffix("/") { base += "/" }
            value = common(kind: "404", title: "Page not found", outputPath: "404.html", currentPage: nil, root: base)
        }
        return .object(value)
    }

    static func section(_ section: PageSection) -> TemplateValue {
        .object(["id": .string(section.id), "title": .string(section.title), "children": .list(section.children.map(Self.section))])
    }

    static func templateValue(_ yaml: YAMLValue) -> TemplateValue {
        if let entries = yaml.mappingEntries {
            return .object(Dictionary(entries.map { ($0.key, templateValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        }
        if case .sequence(let items, _) = yaml {
            return .list(items.map(templateValue))
        }
        if yaml.isNull { return .null }
        if let b = yaml.boolValue { return .bool(b) }
        return .string(yaml.scalarText ?? "")
    }
}
