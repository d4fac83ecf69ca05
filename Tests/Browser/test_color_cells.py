"""How the compact color table's cells read at 1440, 1024 and 390 px: each verdict is one aligned block (never
wrapping beside and then under its swatch), a ratio is never split from its level, and a color's Chinese name is
never broken inside a word. Run through scripts/browser-tests; the helpers and browser are test_site's."""

import unittest

import test_site as site
from test_site import find_all, open_page, set_window

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

WIDTHS = ((1440, 900), (1024, 900), (390, 844))


def line_boxes(element):
    """The rectangles of an element's lines of text: one per line it wraps onto."""
    return site.driver.execute_script("""
        var range = document.createRange();
        range.selectNodeContents(arguments[0]);
        var lines = [];
        Array.from(range.getClientRects()).forEach(function (r) {
          if (r.width < 1) { return; }
          var same = lines.find(function (l) { return Math.abs(l.top - r.top) < 3; });
          if (same) { same.left = Math.min(same.left, r.left); same.right = Math.max(same.right, r.right); }
          else { lines.push({top: r.top, left: r.left, right: r.right, bottom: r.bottom}); }
        });
        return lines;""", element)


class ColorCellTests(site.SiteTestCase):
    def tearDown(self):
        set_window(site.WINDOW)

    def test_each_verdict_is_one_aligned_block(self):
        for size in WIDTHS:
            for path in ("foundations/color.html", "patterns/zh-color.html"):
                with self.subTest(width=size[0], page=path):
                    set_window(size)
                    open_page(path, "file")
                    verdicts = find_all(".spec-row > td > .verdict")
                    self.assertGreater(len(verdicts), 20)
                    for verdict in verdicts:
                        lefts = {round(line["left"]) for line in line_boxes(verdict)}
                        # Every line starts at one edge: the icon's line and any continuation line.
                        self.assertLessEqual(max(lefts) - min(lefts), 2, verdict.text)

    def test_localized_names_stay_whole(self):
        for size in WIDTHS:
            with self.subTest(width=size[0]):
                set_window(size)
                open_page("patterns/zh-color.html", "file")
                names = find_all(".swatch-localized")
                self.assertGreater(len(names), 5)
                for name in names:
                    self.assertEqual(len(line_boxes(name)), 1, name.text)


if __name__ == "__main__":
    unittest.main()
