"""Search on a generated site, in headless Chromium from file://: typo and CJK queries find exactly the pages
scripts/generate-search-corpus says they must, the pages that have the query as typed first.

Usage: search_scale_test.py SITE_DIR EXPECTED_JSON
Prints, per query, the pages found and the bytes of index files it loaded on a fresh page. Exits 1 on a failure.
"""
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

RUN = ("(async () => { const a = await PreceptSearch.search(%s); "
       "return {pages: a.results.map(r => r.page), loaded: PreceptSearch.loaded.slice()}; })()")


def main():
    site = os.path.abspath(sys.argv[1])
    with open(sys.argv[2], encoding="utf-8") as handle:
        expected = json.load(handle)
    packs = {}
    with open(os.path.join(site, "search", "index.js"), encoding="utf-8") as handle:
        pack_size = json.loads(re.match(r"PreceptSearch\.manifest\((.*)\);\n$", handle.read(), re.S).group(1))["pack"]

    def url_of(number):
        """The path of page `number`: entry number mod pack of record pack number / pack (docs/search.md)."""
        pack = number // pack_size
        if pack not in packs:
            with open(os.path.join(site, "search", "p", "%d.js" % pack), encoding="utf-8") as handle:
                text = handle.read()
            packs[pack] = json.loads(re.match(r"PreceptSearch\.pack\(\d+,(.*)\);\n$", text, re.S).group(1))
        return packs[pack][number % pack_size]["u"]

    failures = []
    start = "file://" + site + "/" + min(p for q in expected["queries"] for p in q["pages"])
    b = cdp.Browser()
    try:
        for item in expected["queries"]:
            query = item["query"]
            b.events.clear()
            b.navigate(start)  # a fresh page: nothing of the index loaded yet
            answer = b.evaluate(RUN % json.dumps(query), timeout=120)
            found = [url_of(n) for n in answer["pages"]]
            index_bytes = sum(os.path.getsize(os.path.join(site, "search", p)) for p in answer["loaded"] if not p.startswith("p/"))
            files = sum(1 for p in answer["loaded"] if not p.startswith("p/"))
            print("%d pages: %r found %d pages (expected %d), loading %d index files, %d bytes" % (
                expected["pages"], query, len(found), len(item["pages"]), files, index_bytes))
            if sorted(found) != item["pages"]:
                missing = sorted(set(item["pages"]) - set(found))
                extra = sorted(set(found) - set(item["pages"]))
                failures.append("%r: missing %d pages %r, %d unexpected %r" % (query, len(missing), missing[:3], len(extra), extra[:3]))
            first = item["first"]
            if first and sorted(found[:len(first)]) != sorted(first):
                failures.append("%r: %r should come first, got %r" % (query, first[:3], found[:len(first)][:3]))
            requests = [e["params"]["request"]["url"] for e in b.events if e.get("method") == "Network.requestWillBeSent"]
            # `data:` URLs (the empty favicon, the toggles' icons in the style sheet) are inline, not requests.
            outside = [u for u in requests if not (u.startswith("file://" + site + "/") or u.startswith("data:"))]
            if outside:
                failures.append("%r: requests outside the site: %r" % (query, outside[:3]))
            errors = [e["params"] for e in b.events if e.get("method") == "Runtime.exceptionThrown"]
            if errors:
                failures.append("%r: script errors: %r" % (query, errors[:2]))
    finally:
        b.close()
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    print("search scale checks at %d pages: %d queries, %d failed" % (expected["pages"], len(expected["queries"]), len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
