// Renders a page template with 50 partial calls 10,000 times and prints the time.
// Run in release mode: swift run -c release TemplatesBenchmark
import Templates

let partialNames = ["header", "nav", "card", "badge", "swatch", "rule", "note", "link", "meta", "footer"]

/// A page with 50 partial tags: half standalone (indented), half inline.
func pageSource() -> String {
    var page = "<!doctype html>\n<html>\n<head><title>{{title}}</title></head>\n<body>\n"
    for call in 0..<50 {
        let name = partialNames[call % partialNames.count]
        if call.isMultiple(of: 2) {
            page += "  <div class=\"block-\(call)\">\n    {{>\(name)}}\n  </div>\n"
        } else {
            page += "  <p>Inline {{>\(name)}} call \(call)</p>\n"
        }
    }
    return page + "</body>\n</html>\n"
}

let partialSources: [String: String] = [
    "header": "<header>\n  <h1>{{title}}</h1>\n  {{#subtitle}}<p>{{.}}</p>{{/subtitle}}\n</header>\n",
    "nav": "<nav>\n{{#sections}}\n  <a href=\"{{url}}\">{{name}}</a>\n{{/sections}}\n</nav>\n",
    "card": "<div class=\"card\">{{summary}} by {{author.name}}</div>",
    "badge": "{{#tags}}<span class=\"badge\">{{.}}</span>{{/tags}}",
    "swatch": "{{#colors}}<i style=\"background:{{hex}}\" title=\"{{name}} ({{ratio}}:1)\"></i>{{/colors}}",
    "rule": "{{#rules}}\n<h2 id=\"{{id}}\">{{title}}</h2>\n{{{body}}}\n{{/rules}}\n",
    "note": "{{^draft}}<em>published</em>{{/draft}}{{#draft}}<em>draft</em>{{/draft}}",
    "link": "<a href=\"{{url}}\">{{title}} &rarr;</a>",
    "meta": "<meta name=\"author\" content=\"{{author.name}} <{{author.email}}>\">",
    "footer": "<footer>&copy; {{year}} {{site}}</footer>",
]

let data: TemplateValue = [
    "title": "Buttons & Links <primary>",
    "subtitle": "Everything about \"primary\" actions",
    "url": "/components/buttons/",
    "site": "Precept",
    "year": 2026,
    "draft": false,
    "summary": "Use one primary button per view; keep labels short.",
    "author": ["name": "Ada Lovelace", "email": "ada@example.com"],
    "tags": ["color", "contrast", "a11y"],
    "sections": [
        ["name": "Colors", "url": "/colors/"], ["name": "Type", "url": "/type/"],
        ["name": "Components", "url": "/components/"],
    ],
    "colors": [
        ["name": "Blue 600", "hex": "#1d4ed8", "ratio": 6.7], ["name": "Gray 100", "hex": "#f3f4f6", "ratio": 1.1],
    ],
    "rules": [
        ["id": "r1", "title": "Label contrast", "body": "<p>White on blue 600.</p>"],
        ["id": "r2", "title": "Focus ring", "body": "<p>Two pixels, offset.</p>"],
    ],
]

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

let clock = ContinuousClock()
var templates: [String: Template] = [:]
let parseTime = try clock.measure {
    templates["page"] = try Template(parsing: pageSource(), name: "page")
    for (name, source) in partialSources { templates[name] = try Template(parsing: source, name: name) }
}
let library = TemplateLibrary(templates: templates)
let check = library.render("page", with: data, strict: true)
precondition(check.warnings.isEmpty, "\(check.warnings)")

let iterations = 10_000
var totalBytes = 0
for _ in 0..<200 { totalBytes &+= library.render("page", with: data).output.utf8.count }  // warm-up
totalBytes = 0
let serialTime = clock.measure {
    for _ in 0..<iterations { totalBytes &+= library.render("page", with: data).output.utf8.count }
}
let strictTime = clock.measure {
    for _ in 0..<iterations { totalBytes &+= library.render("page", with: data, strict: true).output.utf8.count }
}
let tasks = 8
let concurrentTime = await clock.measure {
    await withTaskGroup(of: Int.self) { group in
        for _ in 0..<tasks {
            group.addTask {
                var bytes = 0
                for _ in 0..<(iterations / tasks) { bytes &+= library.render("page", with: data).output.utf8.count }
                return bytes
            }
        }
        for await bytes in group { totalBytes &+= bytes }
    }
}

let pageBytes = check.output.utf8.count
func report(_ label: String, _ time: Duration) {
    let total = seconds(time)
    let perRender = total / Double(iterations) * 1e6
    let megabytes = Double(pageBytes * iterations) / 1e6 / total
    print(
        "\(label): \(iterations) renders in \(String(total * 1000).prefix(7)) ms, "
            + "\(String(perRender).prefix(6)) µs per page, \(String(megabytes).prefix(6)) MB/s")
}
print("page: 50 partial calls, \(pageBytes) bytes of output; parse of 11 templates: \(seconds(parseTime) * 1000) ms")
report("serial          ", serialTime)
report("serial, strict  ", strictTime)
report("\(tasks) tasks, shared", concurrentTime)
print("checksum \(totalBytes)")
