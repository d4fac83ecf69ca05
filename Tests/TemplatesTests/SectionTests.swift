import Testing

@testable import Templates

@Suite("Sections")
struct SectionTests {
    static let cases: [RenderCase] = [
        RenderCase("true shows the body", "<{{#on}}shown{{/on}}>", ["on": true], expected: "<shown>"),
        RenderCase("false hides the body", "<{{#on}}shown{{/on}}>", ["on": false], expected: "<>"),
        RenderCase("null hides the body", "<{{#v}}shown{{/v}}>", ["v": nil], expected: "<>"),
        RenderCase("a missing name hides the body", "<{{#v}}shown{{/v}}>", expected: "<>"),
        RenderCase("an empty string hides the body", "<{{#v}}shown{{/v}}>", ["v": ""], expected: "<>"),
        RenderCase("a string shows the body once", "<{{#v}}[{{.}}]{{/v}}>", ["v": "abc"], expected: "<[abc]>"),
        RenderCase("zero is true", "<{{#n}}{{.}}{{/n}}>", ["n": 0], expected: "<0>"),
        RenderCase(
            "an object becomes the context", "{{#user}}{{first}} {{last}}{{/user}}",
            ["user": ["first": "Grace", "last": "Hopper"]], expected: "Grace Hopper"),
        RenderCase(
            "outer names stay visible", "{{#inner}}{{a}}-{{b}}{{/inner}}",
            ["a": "outer", "b": "shadowed", "inner": ["b": "inner"]], expected: "outer-inner"),
        RenderCase(
            "the section value is the dot", "{{#word}}{{.}}={{word}}{{/word}}", ["word": "w"],
            expected: "w=w"),
        RenderCase(
            "lists repeat the body per item", "{{#items}}<li>{{name}}</li>{{/items}}",
            ["items": [["name": "a"], ["name": "b"], ["name": "c"]]], expected: "<li>a</li><li>b</li><li>c</li>"),
        RenderCase("an empty list hides the body", "<{{#items}}x{{/items}}>", ["items": []], expected: "<>"),
        RenderCase(
            "nested lists see every level", "{{#rows}}{{#cells}}{{row}}{{col}};{{/cells}}{{/rows}}",
            ["rows": [["row": "r1", "cells": [["col": "a"], ["col": "b"]]], ["row": "r2", "cells": [["col": "c"]]]]],
            expected: "r1a;r1b;r2c;"),
        RenderCase("dot iterates strings", "{{#l}}({{.}}){{/l}}", ["l": ["x", "y"]], expected: "(x)(y)"),
        RenderCase("dot iterates numbers", "{{#l}}{{.}},{{/l}}", ["l": [1, 2.5, -3]], expected: "1,2.5,-3,"),
        RenderCase("dot escapes list items", "{{#l}}{{.}}{{/l}}", ["l": ["<", "&"]], expected: "&lt;&amp;"),
        RenderCase("triple dot does not escape", "{{#l}}{{{.}}}{{/l}}", ["l": ["<", "&"]], expected: "<&"),
        RenderCase(
            "nested lists through dot", "{{#l}}[{{#.}}{{.}}{{/.}}]{{/l}}", ["l": [[1, 2], ["a"]]],
            expected: "[12][a]"),
        RenderCase("a root list through dot", "{{#.}}{{v}}{{/.}}", [["v": 1], ["v": 2]], expected: "12"),
        RenderCase(
            "dotted section names", "{{#a.b}}yes{{/a.b}}{{#a.c}}no{{/a.c}}", ["a": ["b": true, "c": false]],
            expected: "yes"),
        RenderCase("broken dotted section names are false", "<{{#a.b.c}}x{{/a.b.c}}>", ["a": [:]], expected: "<>"),
        RenderCase("the same section twice", "{{#t}}1{{/t}}-{{#t}}2{{/t}}", ["t": true], expected: "1-2"),
        RenderCase("nested true sections", "a{{#t}}b{{#t}}c{{/t}}d{{/t}}e", ["t": true], expected: "abcde"),
        RenderCase("nested false sections", "a{{#t}}b{{#t}}c{{/t}}d{{/t}}e", ["t": false], expected: "ae"),
        RenderCase("padding inside section tags", "[{{#  t }}x{{/ t  }}]", ["t": true], expected: "[x]"),
        RenderCase(
            "five levels of contexts",
            "{{#a}}{{#b}}{{#c}}{{#d}}{{#e}}{{one}}{{two}}{{three}}{{four}}{{five}}{{/e}}{{/d}}{{/c}}{{/b}}{{/a}}",
            ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3], "d": ["four": 4], "e": ["five": 5]],
            expected: "12345"),
    ]

    @Test(arguments: cases)
    func renders(_ testCase: RenderCase) throws {
        try check(testCase)
    }

    static let invertedCases: [RenderCase] = [
        RenderCase("false shows the body", "<{{^on}}shown{{/on}}>", ["on": false], expected: "<shown>"),
        RenderCase("null shows the body", "<{{^on}}shown{{/on}}>", ["on": nil], expected: "<shown>"),
        RenderCase("missing shows the body", "<{{^on}}shown{{/on}}>", expected: "<shown>"),
        RenderCase("an empty list shows the body", "<{{^l}}none{{/l}}>", ["l": []], expected: "<none>"),
        RenderCase("an empty string shows the body", "<{{^s}}none{{/s}}>", ["s": ""], expected: "<none>"),
        RenderCase("true hides the body", "<{{^on}}shown{{/on}}>", ["on": true], expected: "<>"),
        RenderCase("an object hides the body", "<{{^o}}x{{/o}}>", ["o": ["k": 1]], expected: "<>"),
        RenderCase("a full list hides the body", "<{{^l}}{{n}}{{/l}}>", ["l": [["n": 1]]], expected: "<>"),
        RenderCase(
            "dotted names", "<{{^a.b}}x{{/a.b}}{{^a.c}}y{{/a.c}}>", ["a": ["b": true, "c": false]],
            expected: "<y>"),
        RenderCase("broken dotted names are false", "<{{^a.b.c}}x{{/a.b.c}}>", ["a": [:]], expected: "<x>"),
        RenderCase("nested inverted sections", "a{{^f}}b{{^f}}c{{/f}}d{{/f}}e", ["f": false], expected: "abcde"),
        RenderCase("an if/else pair", "{{#l}}{{.}}{{/l}}{{^l}}empty{{/l}}", ["l": []], expected: "empty"),
        RenderCase("padding inside inverted tags", "[{{^ f }}x{{/ f }}]", ["f": false], expected: "[x]"),
    ]

    @Test(arguments: invertedCases)
    func rendersInverted(_ testCase: RenderCase) throws {
        try check(testCase)
    }
}
