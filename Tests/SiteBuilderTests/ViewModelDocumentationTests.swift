import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering
@testable import Templates

@Suite struct ViewModelDocumentationTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

    /// Fields whose object holds whatever the user wrote, so it has no documented type of its own.
    static let freeFormFields: Set<String> = ["PageInfoView.extra", "CommonPageView.strings"]

    @Test func readmeHoldsTheGeneratedTables() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let updated = try #require(ViewModelDocumentation.updating(text), "README.md lacks the view-model markers")
        if FixtureSite.recording {
            if updated != text { try Data(updated.utf8).write(to: Self.readme) }
            Issue.record("recorded README.md's view-model section; run again without PRECEPT_RECORD")
            return
        }
        #expect(updated == text, "README.md's view-model section is out of date; PRECEPT_RECORD=1 swift test rewrites it")
    }

    @Test(arguments: ViewModelDocumentation.viewTypes.map { ViewModelDocumentation.name(of: $0) })
    func everyEncodedKeyIsDocumentedAndEveryDocumentedKeyEncoded(typeName: String) throws {
        let type = try #require(ViewModelDocumentation.viewTypes.first { ViewModelDocumentation.name(of: $0) == typeName })
        guard case .object(let encoded) = type.sample.templateValue else {
            Issue.record("\(typeName) does not encode to an object")
            return
        }
        let documented = type.fields.map(\.name)
        #expect(Set(documented).count == documented.count, "a field is documented twice")
        #expect(Set(encoded.keys).subtracting(documented).isEmpty, "undocumented: \(Set(encoded.keys).subtracting(documented).sorted())")
        #expect(
            Set(documented).subtracting(encoded.keys).isEmpty,
            "documented but not produced by the sample: \(Set(documented).subtracting(encoded.keys).sorted())")
        for field in type.fields {
            let value = encoded[field.name]
            if let nested = field.type {
                #expect(ViewModelDocumentation.viewTypes.contains { $0 == nested }, "\(nested) is not listed in viewTypes")
                let nestedKeys = Set(nested.fields.map(\.name))
                switch value {
                case .object(let object):
                    #expect(Set(object.keys) == nestedKeys, "\(typeName).\(field.name) is not a \(nested)")
                case .list(let items):
                    let first = try #require(items.first, "the sample's \(typeName).\(field.name) is empty")
                    guard case .object(let object) = first else {
                        Issue.record("\(typeName).\(field.name) items are not objects")
                        continue
                    }
                    #expect(Set(object.keys) == nestedKeys, "\(typeName).\(field.name) items are not \(nested)")
                default:
                    Issue.record("\(typeName).\(field.name) is documented as \(nested) but encodes to \(String(describing: value))")
                }
            } else if case .object = value {
                #expect(Self.freeFormFields.contains("\(typeName).\(field.name)"), "\(typeName).\(field.name) needs `of:` its view type")
            } else if case .list(let items) = value {
                #expect(items.allSatisfy { if case .object = $0 { false } else { true } }, "\(typeName).\(field.name) needs `of:`")
            }
        }
    }

    @Test func pageKindFieldsDoNotCollideWithTheCommonOnes() {
        let common = Set(CommonPageView.fields.map(\.name))
        for kind in ViewModelDocumentation.pageKinds {
            let own = Set(kind.type.fields.map(\.name))
            #expect(common.isDisjoint(with: own), "\(kind.template): \(common.intersection(own).sorted())")
            #expect(!own.contains("body") && !common.contains("body"))
        }
    }

    @Test func aPageViewFlattensCommonFieldsKindFieldsAndBody() {
        let view = PageView(common: .sample, fields: GuidelinePageView.sample, body: "<p>x</p>")
        guard case .object(let fields) = view.templateValue else {
            Issue.record("not an object")
            return
        }
        let expected = Set(CommonPageView.fields.map(\.name) + GuidelinePageView.fields.map(\.name) + ["body"])
        #expect(Set(fields.keys) == expected)
        #expect(PageView(common: .sample, fields: NotFoundView()).templateValue["body"] == nil)
    }

    @Test func optionalFieldsAreMarkedAndRequiredOnesAreNot() {
        #expect(
            ViewModelDocumentation.optionalFields(of: GuidelinePageView.self) == ["previous", "next", "translationNotice", "markdownCopy"])
        #expect(ViewModelDocumentation.optionalFields(of: NavPageView.self) == ["lang"])
        let markdown = ViewModelDocumentation.markdown()
        #expect(markdown.contains("| `previous` | [`LinkView`](#linkview), *optional* |"))
        #expect(markdown.contains("| `nav` | list of [`NavGroupView`](#navgroupview) |"))
        #expect(markdown.contains("| `platforms` | list of strings |"))
    }
}
