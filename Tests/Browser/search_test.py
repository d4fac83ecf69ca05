"""Browser tests of the built site's search, in headless Chromium, from file:// and over HTTP.

Usage: search_test.py SITE_DIR [--screenshots DIR]
SITE_DIR is the bundled content/ built by precept. Exits 1 when a check fails.
"""
import functools
import http.server
import json
import os
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

failures = []
checks = 0


def check(condition, message):
    global checks
    checks += 1
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)


RESULTS = "document.getElementById('search-results')"


def options(b):
    return b.evaluate("Array.from(%s.querySelectorAll('[role=option]')).map(o => ({"
                      "title: o.querySelector('.search-option-title').textContent, href: o.getAttribute('href'), "
                      "page: o.classList.contains('search-option-page'), "
                      "marks: Array.from(o.querySelectorAll('mark')).map(m => m.textContent)}))" % RESULTS)


def query(b, text):
    """Types `text` into the focused search box (replacing what is there) and waits for its answer."""
    b.evaluate("(() => { const i = document.getElementById('search-input'); i.focus(); i.select(); })()")
    b.insert_text(text)
    b.wait_for("!%s.hidden && %s.getAttribute('data-query') === %s" % (RESULTS, RESULTS, json.dumps(text)))
    return options(b)


def pages_of(opts):
    return [o["title"] for o in opts if o["page"]]


def run(b, base):
    label = base.split(":")[0]
    b.navigate(base + "foundations/color.html")
    check(b.evaluate("!!document.getElementById('search-input')"), label + ": the search box is built")
    check(b.evaluate("document.querySelector('#search-input').labels[0].textContent") == "Search the guidelines",
          label + ": the search box has an accessible name")

    # `/` focuses search from a nested page; typing shows grouped results with highlighting.
    b.call("Runtime.evaluate", {"expression": "document.body.focus()"}, session=True)
    b.key("/", "Slash", 191, "/")
    check(b.evaluate("document.activeElement.id") == "search-input", label + ": / focuses the search box")
    check(b.evaluate("document.getElementById('search-input').value") == "", label + ": / is not typed into the box")
    opts = query(b, "contrast")
    titles = pages_of(opts)
    check(len(titles) > 0 and "ontrast" in titles[0], label + ": 'contrast' ranks a page titled with it first: %r" % titles)
    check(any("contrast" in m.lower() for o in opts for m in o["marks"]), label + ": matched words are highlighted")
    status = b.evaluate("document.getElementById('search-status').textContent")
    more = b.evaluate("!!document.querySelector('#search-results .search-more')")
    announced = int(status.split()[0]) if status.endswith("pages found") and status.split()[0].isdigit() else -1
    # The live region counts every page found; the panel shows the first ones and a "Show more" button for the rest.
    check(announced == len(titles) and not more or announced > len(titles) and more,
          label + ": the live region announces the count (%r) of the %d pages shown%s"
          % (status, len(titles), " and more" if more else ""))
    check(b.evaluate("document.getElementById('search-status').getAttribute('aria-live')") == "polite",
          label + ": the status is a polite live region")

    # Colors by value in three notations, by API and by localized name.
    for text in ("#0088FF", "0088ff", "0 136 255", "rgb(0, 136, 255)"):
        opts = query(b, text)
        colors = [o for o in opts if not o["page"] and o["title"].startswith("Color")]
        check(colors and colors[0]["title"] == "ColorBlue" and colors[0]["href"].endswith("foundations/color.html#color-system-colors-blue"),
              label + ": %r finds Blue and links to its swatch: %r" % (text, colors[:1]))
    check(b.evaluate("!!document.getElementById('color-system-colors-blue')"),
          label + ": the color page has the swatch a color result links to")
    # Rules are findable and link to their anchor.
    opts = query(b, "never rely on color alone")
    check(any(o["href"].endswith("#rule-never-rely-on-color-alone") for o in opts),
          label + ": a rule lead finds the rule's anchor: %r" % [o["href"] for o in opts][:4])
    opts = query(b, "systemIndigo")
    check(any(o["title"].startswith("ColorIndigo") for o in opts), label + ": the API systemIndigo finds Indigo")
    opts = query(b, "蓝色")
    check(any("蓝色" in o["title"] and o["href"].startswith("../patterns/zh-color.html") for o in opts),
          label + ": 蓝色 finds the Chinese Blue: %r" % opts[:3])
    opts = query(b, "颜色")
    check(pages_of(opts)[:1] == ["系统颜色"], label + ": 颜色 ranks the Chinese page first: %r" % pages_of(opts))
    check(any("颜色" in m for o in opts for m in o["marks"]), label + ": CJK matches are highlighted")

    # Typos, diacritics, case, aliases.
    check("Color" in pages_of(query(b, "colour")), label + ": the alias 'colour' finds Color")
    check(pages_of(query(b, "COLOR"))[:1] == ["Color"], label + ": case-insensitive")
    check(pages_of(query(b, "cólor"))[:1] == ["Color"], label + ": diacritic-insensitive")
    check(any("ypography" in t for t in pages_of(query(b, "typograpy"))), label + ": one typo in a long word is tolerated")
    for typo in ("cintrast", "kontrast", "contarst"):
        titles = pages_of(query(b, typo))
        check(titles and "ontrast" in titles[0], label + ": %r (one substituted or swapped letter) finds contrast: %r" % (typo, titles[:3]))
    check(query(b, "zzzqqq") == [] and b.evaluate("document.getElementById('search-status').textContent").startswith("No results"),
          label + ": no results are announced")

    # Keyboard: arrows move, Enter opens, Escape closes.
    opts = query(b, "dark mode")
    b.key("ArrowDown", "ArrowDown", 40)
    b.key("ArrowDown", "ArrowDown", 40)
    active = b.evaluate("document.getElementById('search-input').getAttribute('aria-activedescendant')")
    check(active == b.evaluate("%s.querySelectorAll('[role=option]')[1].id" % RESULTS),
          label + ": ArrowDown twice makes the second option active: %r" % active)
    check(b.evaluate("document.getElementById(%s).getAttribute('aria-selected')" % json.dumps(active or "")) == "true",
          label + ": the active option is aria-selected")
    b.key("ArrowUp", "ArrowUp", 38)
    target = b.evaluate("document.getElementById(document.getElementById('search-input').getAttribute('aria-activedescendant')).href")
    b.key("Escape", "Escape", 27)
    check(b.evaluate("%s.hidden && document.getElementById('search-input').getAttribute('aria-expanded') === 'false'" % RESULTS),
          label + ": Escape closes the results")
    b.key("ArrowDown", "ArrowDown", 40)
    b.key("Enter", "Enter", 13, "\r")
    b.wait_for("location.href === %s" % json.dumps(target))
    check(b.evaluate("location.href") == target, label + ": Enter opens the active result")

    # Ctrl-K from the index page (another depth).
    b.navigate(base + "index.html")
    b.key("k", "KeyK", 75, modifiers=2)
    check(b.evaluate("document.activeElement.id") == "search-input", label + ": Ctrl-K focuses the search box")
    opts = query(b, "blue")
    check(opts and opts[0]["href"].startswith("foundations/") or opts[0]["href"].startswith("patterns/"),
          label + ": links from the root page are relative to it: %r" % opts[:1])


def main():
    site = os.path.abspath(sys.argv[1])
    shots = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    b = cdp.Browser()
    try:
        for base in ("file://" + site + "/", "http://127.0.0.1:%d/" % server.server_address[1]):
            b.events.clear()
            run(b, base)
            requests = [e["params"]["request"]["url"] for e in b.events if e.get("method") == "Network.requestWillBeSent"]
            outside = [u for u in requests if not (u.startswith(base) or u.startswith("data:"))]
            check(not outside, base + ": no request leaves the site: %r" % outside[:3])
            errors = [e["params"] for e in b.events if e.get("method") == "Runtime.exceptionThrown"]
            errors += [e["params"]["entry"] for e in b.events
                       if e.get("method") == "Log.entryAdded" and e["params"]["entry"]["level"] == "error"]
            check(not errors, base + ": no console errors: %r" % errors[:2])
        if shots:
            os.makedirs(shots, exist_ok=True)
            for scheme in ("light", "dark"):
                b.color_scheme(scheme)
                b.navigate("file://" + site + "/foundations/color.html")
                query(b, "blue")
                b.key("ArrowDown", "ArrowDown", 40)
                b.key("ArrowDown", "ArrowDown", 40)
                b.screenshot(os.path.join(shots, "search-%s.png" % scheme))
    finally:
        b.close()
        server.shutdown()
    print("search browser tests: %d checks, %d failed" % (checks, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
