/// JSON Schema (draft 2020-12) of `api/index.json` and of the files of `api/groups/`, written beside
/// `api/colors.schema.json` on every build (`scripts/check-api-schemas` validates built sites against them).
package enum APISchemas {
    package static let indexPath = APIIndex.schemaPath
    package static let groupPath = "api/group.schema.json"

    package static let index = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://precept.invalid/schemas/api-index-1.json",
          "title": "Precept API index",
          "description": "The site's counts and every navigation group with the files, relative to api/, that hold its pages.",
          "type": "object",
          "required": ["schemaVersion", "generator", "site", "counts", "limits", "ruleBodies", "schemas", "wholeSite", "groups"],
          "additionalProperties": false,
          "properties": {
            "schemaVersion": { "const": 2 },
            "generator": { "type": "string" },
            "site": { "type": "string" },
            "counts": {
              "type": "object",
              "required": ["pages", "rules", "colorTables", "groups", "files"],
              "additionalProperties": false,
              "properties": {
                "pages": { "$ref": "#/$defs/count" },
                "rules": { "$ref": "#/$defs/count" },
                "colorTables": { "$ref": "#/$defs/count" },
                "groups": { "$ref": "#/$defs/count" },
                "files": { "$ref": "#/$defs/count" }
              }
            },
            "limits": {
              "type": "object",
              "required": ["partBytes", "wholeSiteBytes", "ruleBodiesMaxPages"],
              "additionalProperties": false,
              "properties": {
                "partBytes": { "type": "integer", "minimum": 1 },
                "ruleBodiesMaxPages": { "type": "integer", "minimum": 0 },
                "wholeSiteBytes": { "type": "integer", "minimum": 0 }
              }
            },
            "schemas": {
              "type": "object",
              "required": ["index", "group", "colors"],
              "additionalProperties": false,
              "properties": {
                "index": { "const": "index.schema.json" },
                "group": { "const": "group.schema.json" },
                "colors": { "const": "colors.schema.json" }
              }
            },
            "ruleBodies": {
              "description": "whether the group files' rules carry their body: false above limits.ruleBodiesMaxPages pages, or with api: { rule_bodies: false }",
              "type": "boolean"
            },
            "wholeSite": {
              "description": "pages.json, rules.json and colors.json are written only while the group files together hold at most limits.wholeSiteBytes",
              "type": "object",
              "required": ["written", "files"],
              "additionalProperties": false,
              "properties": {
                "written": { "type": "boolean" },
                "files": { "type": "array", "items": { "enum": ["pages.json", "rules.json", "colors.json"] }, "uniqueItems": true }
              }
            },
            "groups": { "type": "array", "items": { "$ref": "#/$defs/group" } }
          },
          "$defs": {
            "count": { "type": "integer", "minimum": 0 },
            "file": {
              "type": "object",
              "required": ["path", "part", "pages", "rules", "colorTables"],
              "additionalProperties": false,
              "properties": {
                "path": { "type": "string", "pattern": "^groups/[a-z0-9_-]+\\.json$" },
                "part": { "type": "integer", "minimum": 1 },
                "pages": { "$ref": "#/$defs/count" },
                "rules": { "$ref": "#/$defs/count" },
                "colorTables": { "$ref": "#/$defs/count" },
                "firstPage": { "type": "string", "description": "the id of the file's first page" }
              }
            },
            "group": {
              "type": "object",
              "required": ["id", "title", "pages", "rules", "colorTables", "files"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string" },
                "title": { "type": "string" },
                "pages": { "$ref": "#/$defs/count" },
                "rules": { "$ref": "#/$defs/count" },
                "colorTables": { "$ref": "#/$defs/count" },
                "files": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/file" } }
              }
            }
          }
        }

        """#

    package static let group = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://precept.invalid/schemas/api-group-1.json",
          "title": "Precept API group file",
          "description": "One navigation group's pages, or one part of them, each with its rules and color tables. A rule's link is its page's url and #anchor; every line and column is in the page's source file.",
          "type": "object",
          "required": ["schemaVersion", "group", "part", "partCount", "pages"],
          "additionalProperties": false,
          "properties": {
            "schemaVersion": { "const": 2 },
            "group": {
              "type": "object",
              "required": ["id", "title"],
              "additionalProperties": false,
              "properties": { "id": { "type": "string" }, "title": { "type": "string" } }
            },
            "part": { "type": "integer", "minimum": 1 },
            "partCount": { "type": "integer", "minimum": 1 },
            "pages": { "type": "array", "items": { "$ref": "#/$defs/page" } }
          },
          "$defs": {
            "strings": { "type": "array", "items": { "type": "string" } },
            "position": { "type": "integer", "minimum": 1 },
            "apis": { "type": "object", "additionalProperties": { "type": "string" } },
            "hex": { "type": "string", "pattern": "^#[0-9A-F]{6}([0-9A-F]{2})?$" },
            "section": {
              "type": "object",
              "required": ["id", "title", "children"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string" },
                "title": { "type": "string" },
                "children": { "type": "array", "items": { "$ref": "#/$defs/section" } }
              }
            },
            "rule": {
              "type": "object",
              "required": ["id", "anchor", "lead", "kind", "hash", "line", "column"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string", "minLength": 1 },
                "anchor": { "type": "string", "minLength": 1 },
                "lead": { "type": "string" },
                "body": { "type": "string", "description": "the text after the lead; left out when the index's ruleBodies is false" },
                "kind": { "enum": ["must", "must-not", "avoid", "prefer", "guidance"] },
                "section": { "type": "string" },
                "deprecated": { "type": "string", "description": "the lead started Deprecated: (the lead is given without it); the explanation, the reason" },
                "hash": { "type": "string" },
                "line": { "$ref": "#/$defs/position" },
                "column": { "$ref": "#/$defs/position" }
              }
            },
            "contrast": {
              "type": "object",
              "required": ["background", "wcag", "apca", "aaText", "aaaText", "aaLargeText", "nonText"],
              "additionalProperties": false,
              "properties": {
                "background": { "$ref": "#/$defs/hex" },
                "wcag": { "type": "number", "minimum": 1, "maximum": 21 },
                "apca": { "type": "number", "minimum": -110, "maximum": 110 },
                "aaText": { "type": "boolean" },
                "aaaText": { "type": "boolean" },
                "aaLargeText": { "type": "boolean" },
                "nonText": { "type": "boolean" }
              }
            },
            "value": {
              "type": "object",
              "required": ["hex", "rgb", "alpha", "colorSpace", "notation", "original", "line", "column", "contrast"],
              "additionalProperties": false,
              "properties": {
                "hex": { "$ref": "#/$defs/hex" },
                "rgb": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "type": "integer", "minimum": 0, "maximum": 255 } },
                "alpha": { "type": "number", "minimum": 0, "maximum": 1 },
                "colorSpace": { "enum": ["srgb", "display-p3"] },
                "displayP3": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "type": "number", "minimum": 0, "maximum": 1 } },
                "notation": { "enum": ["rgb-labeled", "css-rgb", "hex", "triplet", "display-p3", "argb-hex", "named"] },
                "original": { "type": "string", "minLength": 1 },
                "line": { "$ref": "#/$defs/position" },
                "column": { "$ref": "#/$defs/position" },
                "contrast": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/contrast" } }
              }
            },
            "color": {
              "type": "object",
              "required": ["name", "apis", "line", "column", "values"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string", "minLength": 1 },
                "localizedName": { "type": "string" },
                "apis": { "$ref": "#/$defs/apis" },
                "deprecated": { "type": "string", "description": "deprecated, with the reason (empty when none is given): the Status or Deprecated cell, else the table's or page's" },
                "line": { "$ref": "#/$defs/position" },
                "column": { "$ref": "#/$defs/position" },
                "values": { "type": "object", "additionalProperties": { "$ref": "#/$defs/value" } }
              }
            },
            "semanticColor": {
              "type": "object",
              "required": ["name", "purpose", "apis", "line", "column"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string", "minLength": 1 },
                "purpose": { "type": "string" },
                "apis": { "$ref": "#/$defs/apis" },
                "line": { "$ref": "#/$defs/position" },
                "column": { "$ref": "#/$defs/position" }
              }
            },
            "colorTable": {
              "type": "object",
              "required": ["id", "title", "kind", "platforms", "notes", "appearances", "recoveredFromLines", "line", "column",
                           "colors", "semanticColors"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string", "minLength": 1 },
                "anchor": { "type": "string" },
                "title": { "type": "string" },
                "kind": { "enum": ["specification", "semantic", "pairs"] },
                "platforms": { "$ref": "#/$defs/strings" },
                "notes": { "$ref": "#/$defs/strings" },
                "appearances": { "type": "array", "items": { "type": "string", "minLength": 1 }, "uniqueItems": true },
                "recoveredFromLines": { "type": "boolean" },
                "deprecated": { "type": "string", "description": "deprecated, with the reason: the heading's (deprecated: …), else the page's" },
                "line": { "$ref": "#/$defs/position" },
                "column": { "$ref": "#/$defs/position" },
                "colors": { "type": "array", "items": { "$ref": "#/$defs/color" } },
                "semanticColors": { "type": "array", "items": { "$ref": "#/$defs/semanticColor" } }
              }
            },
            "page": {
              "type": "object",
              "required": ["id", "title", "path", "url", "source", "language", "platforms", "aliases", "alsoCalled", "sections", "changeLog",
                           "rules", "colorTables"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string", "minLength": 1 },
                "title": { "type": "string" },
                "path": { "type": "string", "description": "output-relative path of the page's HTML" },
                "url": { "type": "string", "description": "path percent-encoded for a link; a rule's link is url#anchor" },
                "source": { "type": "string", "description": "content-relative path of the page's Markdown" },
                "language": {
                  "type": "string", "pattern": "^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$",
                  "description": "BCP 47 tag of the page's language: front matter language:, else detected from the text, else the site's"
                },
                "description": { "type": "string" },
                "summary": { "type": "string" },
                "platforms": { "$ref": "#/$defs/strings" },
                "aliases": { "$ref": "#/$defs/strings" },
                "alsoCalled": { "$ref": "#/$defs/strings" },
                "reviewed": { "type": "string" },
                "deprecated": { "type": "string", "description": "front matter deprecated: the reason, empty for true" },
                "sections": { "type": "array", "items": { "$ref": "#/$defs/section" } },
                "changeLog": {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "required": ["date", "changes"],
                    "additionalProperties": false,
                    "properties": { "date": { "type": "string" }, "changes": { "type": "string" } }
                  }
                },
                "rules": { "type": "array", "items": { "$ref": "#/$defs/rule" } },
                "colorTables": { "type": "array", "items": { "$ref": "#/$defs/colorTable" } },
                "translation": {
                  "type": "object",
                  "description": "on a translated page: how it stands against the page it translates",
                  "required": ["language", "source", "status", "changes"],
                  "additionalProperties": false,
                  "properties": {
                    "language": { "type": "string", "minLength": 1 },
                    "source": { "type": "string", "description": "content-relative path of the page it translates" },
                    "status": { "enum": ["current", "outdated"] },
                    "changes": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "required": ["kind", "summary"],
                        "additionalProperties": false,
                        "properties": {
                          "kind": { "enum": ["value-changed", "appearance-added", "color-added", "color-removed", "rules-changed"] },
                          "summary": { "type": "string" },
                          "color": { "type": "string" },
                          "api": { "type": "string" },
                          "appearance": { "type": "string" },
                          "translated": { "type": "string", "description": "the translation's value in hex" },
                          "source": { "type": "string", "description": "the source's value in hex" },
                          "deltaE": { "type": "number", "minimum": 0, "description": "CIEDE2000 between the two values" }
                        }
                      }
                    }
                  }
                },
                "translations": {
                  "type": "object",
                  "description": "on a page that has translations: language → output-relative path of each",
                  "additionalProperties": { "type": "string" }
                }
              }
            }
          }
        }

        """#
}
