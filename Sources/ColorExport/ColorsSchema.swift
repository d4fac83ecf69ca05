/// JSON Schema (draft 2020-12) of `api/colors.json`, written next to it on every build.
package enum ColorsSchema {
    package static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://precept.invalid/schemas/colors-1.json",
          "title": "Precept colors",
          "description": "Every color table of a Precept site, with values per appearance and their contrast.",
          "type": "object",
          "required": ["schemaVersion", "generator", "backgrounds", "tables"],
          "additionalProperties": false,
          "properties": {
            "schemaVersion": { "const": 1 },
            "generator": { "type": "string" },
            "backgrounds": {
              "type": "object",
              "required": ["light", "dark"],
              "additionalProperties": false,
              "properties": {
                "light": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/hex" } },
                "dark": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/hex" } }
              }
            },
            "tables": { "type": "array", "items": { "$ref": "#/$defs/table" } }
          },
          "$defs": {
            "hex": { "type": "string", "pattern": "^#[0-9A-F]{6}([0-9A-F]{2})?$" },
            "appearance": {
              "description": "light, dark, light-increased-contrast, dark-increased-contrast; background and foreground in a table of kind pairs; else the slug of a column header the reader does not know (aqua)",
              "type": "string", "minLength": 1
            },
            "source": {
              "type": "object",
              "required": ["file", "line", "column"],
              "additionalProperties": false,
              "properties": {
                "file": { "type": "string" },
                "line": { "type": "integer", "minimum": 1 },
                "column": { "type": "integer", "minimum": 1 }
              }
            },
            "apis": { "type": "object", "additionalProperties": { "type": "string" } },
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
              "required": ["hex", "rgb", "alpha", "colorSpace", "notation", "original", "source", "contrast"],
              "additionalProperties": false,
              "properties": {
                "hex": { "$ref": "#/$defs/hex" },
                "rgb": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "type": "integer", "minimum": 0, "maximum": 255 } },
                "alpha": { "type": "number", "minimum": 0, "maximum": 1 },
                "colorSpace": { "enum": ["srgb", "display-p3"] },
                "displayP3": { "type": "array", "minItems": 3, "maxItems": 3, "items": { "type": "number", "minimum": 0, "maximum": 1 } },
                "notation": { "enum": ["rgb-labeled", "css-rgb", "hex", "triplet", "display-p3", "argb-hex", "named"] },
                "original": { "type": "string", "minLength": 1 },
                "source": { "$ref": "#/$defs/source" },
                "contrast": { "type": "array", "minItems": 1, "items": { "$ref": "#/$defs/contrast" } }
              }
            },
            "color": {
              "type": "object",
              "required": ["name", "apis", "source", "values"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string", "minLength": 1 },
                "localizedName": { "type": "string" },
                "apis": { "$ref": "#/$defs/apis" },
                "source": { "$ref": "#/$defs/source" },
                "deprecated": { "type": "string", "description": "deprecated, with the reason (empty when none is given)" },
                "values": {
                  "type": "object",
                  "propertyNames": { "$ref": "#/$defs/appearance" },
                  "additionalProperties": { "$ref": "#/$defs/value" }
                }
              }
            },
            "semanticColor": {
              "type": "object",
              "required": ["name", "purpose", "apis", "source"],
              "additionalProperties": false,
              "properties": {
                "name": { "type": "string", "minLength": 1 },
                "purpose": { "type": "string" },
                "apis": { "$ref": "#/$defs/apis" },
                "source": { "$ref": "#/$defs/source" }
              }
            },
            "table": {
              "type": "object",
              "required": ["id", "page", "pageTitle", "url", "title", "kind", "platforms", "notes", "appearances",
                           "recoveredFromLines", "source", "colors", "semanticColors"],
              "additionalProperties": false,
              "properties": {
                "id": { "type": "string", "minLength": 1 },
                "page": { "type": "string", "minLength": 1 },
                "pageTitle": { "type": "string" },
                "url": { "type": "string" },
                "title": { "type": "string" },
                "kind": { "enum": ["specification", "semantic", "pairs"] },
                "platforms": { "type": "array", "items": { "type": "string" } },
                "notes": { "type": "array", "items": { "type": "string" } },
                "appearances": { "type": "array", "items": { "$ref": "#/$defs/appearance" }, "uniqueItems": true },
                "recoveredFromLines": { "type": "boolean" },
                "source": { "$ref": "#/$defs/source" },
                "deprecated": { "type": "string", "description": "deprecated, with the reason: the heading's (deprecated: …), else the page's" },
                "colors": { "type": "array", "items": { "$ref": "#/$defs/color" } },
                "semanticColors": { "type": "array", "items": { "$ref": "#/$defs/semanticColor" } }
              }
            }
          }
        }

        """#
}
