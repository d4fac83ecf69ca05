"""A real MCP client (the `mcp` Python SDK from PyPI) against `precept mcp` serving the bundled site.

Each session starts `precept mcp` as the SDK starts any stdio server, lists the tools and resources, calls every
tool, and checks what comes back. Run twice: with the initialize handshake (mode="legacy", protocol 2025-11-25)
and with the SDK's default (mode="auto"), which negotiates the 2026-07-28 revision through `server/discover`.
The expected values are written here by hand from the bundled content.

Usage: test_mcp_client.py PRECEPT_BINARY PROJECT_DIR   (exits 1 when a check fails)
"""
import asyncio
import json
import os
import shutil
import sys
import tempfile
import warnings

from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters

checks = 0
failures = []


def check(condition, message):
    global checks
    checks += 1
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)


def structured(result):
    return result.structured_content or {}


async def session(binary, project, mode):
    label = "[%s] " % mode
    params = StdioServerParameters(command=binary, args=["mcp"], cwd=project)
    async with Client(params, mode=mode) as client:
        version = client.protocol_version
        expected_version = "2025-11-25" if mode == "legacy" else "2026-07-28"
        check(version == expected_version, label + "negotiated %r" % version)

        tools = (await client.list_tools()).tools
        names = sorted(t.name for t in tools)
        check(names == ["check_contrast", "get_page", "list_colors", "list_rules", "search"], label + "tools: %r" % names)
        for tool in tools:
            schema = tool.input_schema
            check(schema.get("type") == "object" and "properties" in schema, label + "%s has an input schema" % tool.name)

        result = await client.call_tool("search", {"query": "dark mode"})
        hits = structured(result).get("results", [])
        check(not result.is_error and hits and hits[0]["title"] == "Dark Mode",
              label + "search 'dark mode' finds Dark Mode first: %r" % [h["title"] for h in hits])
        result = await client.call_tool("search", {"query": "#0088FF"})
        hits = structured(result).get("results", [])
        check([h["title"] for h in hits] == ["Color"] and hits[0]["matches"][:1] == ["color: Blue"],
              label + "search by a color value finds Blue on the Color page: %r" % hits)

        result = await client.call_tool("get_page", {"page": "foundations/color"})
        text = result.content[0].text
        check(text.startswith('---\ntitle: "Color"\n'), label + "get_page returns the Markdown copy")
        check("| Red | SwiftUI: `red` | #FF383C | #FF4245 | #E9152D | #FF6165 |" in text,
              label + "the copy's color table has every value in hex")
        check("**Must not:** **Never make color the only carrier of meaning.**" in text, label + "rules are led by their kind")
        check(structured(result).get("url") == "foundations/color.html", label + "get_page metadata: %r" % structured(result).get("url"))
        result = await client.call_tool("get_page", {"page": "no/such/page"})
        check(result.is_error and "no page" in result.content[0].text, label + "an unknown page is a tool error")

        result = await client.call_tool("list_colors", {"name": "Red", "appearance": "light"})
        tables = structured(result).get("tables", [])
        values = [c["values"]["light"]["hex"] for t in tables for c in t["colors"] if c["name"] == "Red"]
        check("#FF383C" in values and "#FF3B30" in values, label + "list_colors: Red in light: %r" % values)

        result = await client.call_tool("check_contrast", {"foreground": "#FFFFFF", "background": "#000000"})
        wcag = structured(result).get("wcag", {})
        check(wcag.get("ratio") == 21 and wcag.get("verdicts", {}).get("aaa-text") is True, label + "white on black: %r" % wcag)
        lc = structured(result).get("apca", {}).get("lc")
        check(lc is not None and lc < -100, label + "white text on black has a negative APCA Lc past -100: %r" % lc)
        result = await client.call_tool("check_contrast", {"foreground": "#777777", "appearance": "light"})
        data = structured(result)
        check(data.get("wcag", {}).get("verdicts", {}).get("aa-text") is False, label + "#777777 on white fails AA text")
        check(all(c["ratio"] >= 4.5 for c in data.get("passingColors", [])) and data.get("passingColorCount", 0) > 0,
              label + "passing guideline colors are listed and pass: %r" % data.get("passingColors"))

        result = await client.call_tool("list_rules", {"kind": "must-not"})
        rules = structured(result).get("rules", [])
        check(rules and all(r["kind"] == "must-not" for r in rules), label + "list_rules by kind: %d" % len(rules))
        result = await client.call_tool("list_rules", {"kind": "sometimes"})
        check(result.is_error, label + "a kind outside the schema's enum is a tool error")

        resources = (await client.list_resources()).resources
        uris = [str(r.uri) for r in resources]
        check("precept://pages/foundations/color.md" in uris and "precept://llms.txt" in uris, label + "resources: %r" % uris[:3])
        contents = (await client.read_resource("precept://pages/foundations/color.md")).contents
        check(contents and "### System colors" in contents[0].text, label + "a page resource reads as its Markdown copy")

        if mode == "legacy":  # ping is not part of the 2026-07-28 revision
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # the SDK warns of that even on a 2025-11-25 connection
                await client.send_ping()


async def reload(binary, project):
    """The server reads the site again when a page changes."""
    params = StdioServerParameters(command=binary, args=["mcp"], cwd=project)
    async with Client(params, mode="legacy") as client:
        before = structured(await client.call_tool("search", {"query": "zebrafish"})).get("results", [])
        check(before == [], "reload: nothing mentions zebrafish yet")
        page = os.path.join(project, "content", "foundations", "typography.md")
        with open(page, "a", encoding="utf-8") as f:
            f.write("\nA zebrafish sentence.\n")
        after = structured(await client.call_tool("search", {"query": "zebrafish"})).get("results", [])
        check([h["title"] for h in after] == ["Typography"], "reload: the edited page is found: %r" % after)


def main():
    binary = os.path.abspath(sys.argv[1])
    source = os.path.abspath(sys.argv[2])
    scratch = tempfile.mkdtemp()
    try:
        project = os.path.join(scratch, "site")
        os.makedirs(project)
        for item in ("content", "precept.yml"):
            src = os.path.join(source, item)
            (shutil.copytree if os.path.isdir(src) else shutil.copy)(src, os.path.join(project, item))
        before = sorted(os.path.join(d, f) for d, _, files in os.walk(project) for f in files)
        for mode in ("legacy", "auto"):
            asyncio.run(session(binary, project, mode))
        after = sorted(os.path.join(d, f) for d, _, files in os.walk(project) for f in files)
        check(before == after, "the server wrote no file: %r" % sorted(set(after) - set(before)))
        asyncio.run(reload(binary, project))
    finally:
        shutil.rmtree(scratch)
    print("mcp client tests: %d checks, %d failed" % (checks, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
