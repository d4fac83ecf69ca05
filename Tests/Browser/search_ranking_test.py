"""How the shipped search (templates/assets/search.js) ranks and matches, in headless Chromium, on small sites
built from Tests/Fixtures/search-ranking/: fields (title over headings over rules over body), every term must
match, colors by value, exact over prefix over one typo, pages found as typed before pages found by a typo, CJK
words of the body. The expected orders are written here by hand, not computed by any copy of the ranking.

Usage: search_ranking_test.py SITES_DIR   (SITES_DIR/<fixture>/ holds each built site). Exits 1 when a check fails.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
from search_test import check, failures, options, query  # noqa: E402
import search_test  # noqa: E402


def pages(opts):
    return [o["title"] for o in opts if o["page"]]


def first_entry(opts, page):
    """The first section, color or rule listed under a page's result."""
    for i, o in enumerate(opts):
        if o["page"] and o["title"] == page:
            rest = opts[i + 1:]
            return rest[0] if rest and not rest[0]["page"] else None
    return None


def no_results(b, text):
    query(b, text)
    return b.evaluate("document.getElementById('search-status').textContent").startswith("No results")


def run(b, sites):
    def open_site(name, page="index.html"):
        b.navigate("file://" + os.path.join(sites, name, page))

    open_site("fields")
    opts = query(b, "contrast")
    check(pages(opts) == ["Contrast", "Color and contrast", "Buttons", "Color"],
          "fields: 'contrast' ranks the shorter title, the longer title, a heading, then a rule lead: %r" % pages(opts))
    entry = first_entry(opts, "Buttons")
    check(entry is not None and entry["href"].endswith("#contrast"),
          "fields: Buttons is found by its Contrast heading, listed first: %r" % entry)
    entry = first_entry(opts, "Color")
    check(entry is not None and "#rule-keep-contrast-high" in entry["href"],
          "fields: Color is found by its rule, listed first: %r" % entry)
    opts = query(b, "color contrast")
    check(pages(opts) == ["Color and contrast", "Color"], "fields: every term must match: %r" % pages(opts))
    check(no_results(b, "buttons ratios"), "fields: 'buttons ratios' is on no one page")
    for text in ("#0088FF", "0088ff", "0 136 255"):
        opts = query(b, text)
        entry = first_entry(opts, "Color")
        check(pages(opts) == ["Color"] and entry is not None and entry["title"].endswith("Blue"),
              "fields: %r finds Blue on the Color page: %r" % (text, opts[:2]))

    open_site("layout")
    opts = query(b, "layout")
    check(pages(opts) == ["Layout", "Layouts guide", "Lajout"],
          "layout: exact, then prefix, then one typo: %r" % pages(opts))

    open_site("typos")
    for text in ("cintrast", "kontrast", "contrsst", "contarst", "ocntrast", "contrst", "contrasts", "contrasy"):
        opts = query(b, text)
        check(pages(opts) == ["Contrast"], "typos: %r is one edit from Contrast: %r" % (text, pages(opts)))
    for text in ("xintrast", "kontrast layout", "layuot grids"):
        check(no_results(b, text), "typos: %r finds nothing (two edits, or a term on no page)" % text)
    # A typo needs a query of five letters or more: 'ligth' finds 'light', 'ligt' finds nothing.
    check(pages(query(b, "ligth")) == ["Contrast"], "typos: 'ligth' is 'light' with two letters swapped")
    check(no_results(b, "ligt"), "typos: four letters are too few to guess a typo from")
    check(no_results(b, "layout x"), "typos: every term must match, even a one-letter one")

    open_site("found-first")
    opts = query(b, "kontrast")
    check(pages(opts) == ["Kontrast matters", "Notes", "Contrast"],
          "found-first: pages with the word as typed (title, then body) before the page found by a typo: %r" % pages(opts))
    opts = query(b, "contrast")
    check(pages(opts) == ["Contrast", "Kontrast matters", "Notes"],
          "found-first: the exact title first, then the typo matches by field: %r" % pages(opts))

    open_site("deprecated")
    opts = query(b, "indigo")
    titles = [t[len("Deprecated"):] if t.startswith("Deprecated") else t for t in pages(opts)]
    check(titles == ["Indigo", "Tints", "Accent colors", "Menus", "Legacy palette", "Buttons"],
          "deprecated: a deprecated page, color and rule rank lower (the page still leads by its title): %r" % titles)
    labels = b.evaluate("Array.from(%s.querySelectorAll('[role=option]')).map(function (o) {"
                        " return [o.querySelector('.search-option-title').textContent,"
                        " !!o.querySelector('.search-deprecated')]; })" % search_test.RESULTS)
    deprecated = sorted(title for title, flagged in labels if flagged)
    check(len(deprecated) == 3 and deprecated[0].startswith("Color") and deprecated[1].startswith("DeprecatedIndigo")
          and deprecated[2].startswith("Rule"),
          "deprecated: the page, the color and the rule say Deprecated in words: %r" % labels)

    open_site("cjk")
    for text, page in (("颜色", "Seed"), ("辅助功能", "Seed"), ("视觉连续性", "Seed"), ("コントラスト", "Page 2"),
                       ("人々", "Page 2"), ("読みやすい", "Page 2"), ("접근성", "Page 3"), ("색상 대비", "Page 3")):
        opts = query(b, text)
        check(pages(opts) == [page], "cjk: %r is a word of %s's body: %r" % (text, page, pages(opts)))


def main():
    sites = os.path.abspath(sys.argv[1])
    b = cdp.Browser()
    try:
        run(b, sites)
    finally:
        b.close()
    print("search ranking tests: %d checks, %d failed" % (search_test.checks, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
