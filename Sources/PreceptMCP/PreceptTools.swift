import MCPServer

/// The tools `precept mcp` offers, each with the JSON Schema of its arguments.
enum PreceptTools {
    static let appearances: [JSON] = ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]
    static let kinds: [JSON] = ["must", "must-not", "avoid", "prefer", "guidance"]

    static func schema(_ properties: [String: JSON], required: [String] = []) -> JSON {
        [
            "type": "object", "properties": .object(properties), "required": .array(required.map(JSON.string)),
            "additionalProperties": false,
        ]
    }

    static func text(_ description: String) -> JSON { ["type": "string", "description": .string(description)] }

    static let all: [MCPTool] = [
        MCPTool(
            name: "search", title: "Search the guidelines",
            description:
                "Searches the guideline pages as the site's search box does (titles, aliases, headings, colors by name or value such as #0088FF, rule leads, text) and returns the pages best first, with the sections, rules and colors that matched.",
            inputSchema: schema(
                [
                    "query": text("words, an API name or a color value"),
                    "limit": ["type": "integer", "minimum": 1, "maximum": 50, "default": 10, "description": "how many pages at most"],
                ], required: ["query"])),
        MCPTool(
            name: "get_page", title: "Read a page",
            description:
                "Returns one guideline page as clean Markdown (front matter, text, color tables with hex values and API names, rules led by their kind) with its metadata.",
            inputSchema: schema(
                ["page": text("the page's id, its content path (foundations/color.md) or its URL path (foundations/color.html)")],
                required: ["page"])),
        MCPTool(
            name: "list_colors", title: "List guideline colors",
            description:
                "Lists the colors the guidelines specify, with their values per appearance, API names and contrast against the site's backgrounds; the filters are those of `precept colors`.",
            inputSchema: schema([
                "page": text("page id or content path"), "table": text("table id or title"),
                "name": text("part of a color's name, localized name or API name"),
                "appearance": ["type": "string", "enum": .array(appearances)],
                "platform": text("a platform the table applies to, such as iOS"),
                "failing": ["type": "string", "enum": ["AA", "AAA"], "description": "only values whose text contrast fails this level"],
            ])),
        MCPTool(
            name: "check_contrast", title: "Check contrast",
            description:
                "Measures a foreground color on a background (a color, or the site's background of an appearance): the WCAG 2 ratio with its AA/AAA verdicts and the APCA Lc, and which of the guideline colors of that appearance would pass as text on that background.",
            inputSchema: schema(
                [
                    "foreground": text("a color: #RRGGBB, rgb(…), color(display-p3 …) or a CSS name"),
                    "background": text("a color; when absent, the site's primary background of the appearance"),
                    "appearance": [
                        "type": "string", "enum": .array(appearances),
                        "description": "whose background and guideline colors to use (default: light, or dark for a dark background)",
                    ],
                ], required: ["foreground"])),
        MCPTool(
            name: "list_rules", title: "List rules",
            description: "Lists the guidelines' rules (must, must-not, avoid, prefer, guidance) with their page, section and text.",
            inputSchema: schema([
                "page": text("page id or content path"), "kind": ["type": "string", "enum": .array(kinds)],
                "platform": text("a platform the page applies to"),
            ])),
    ]
}
