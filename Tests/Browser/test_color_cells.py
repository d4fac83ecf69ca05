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


def phrase_lines(element, phrase):
    """On how many lines `phrase` (with the number after "AA " when it ends in a space) is drawn in `element`: 0 when
    absent."""
    return site.driver.execute_script("""
        var phrase = arguments[1], tops = [];
        var walker = document.createTreeWalker(arguments[0], NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          var node = walker.currentNode, at = node.data.indexOf(phrase);
          if (at < 0) { continue; }
          var end = phrase.endsWith("\u00a0") ? node.data.length : at + phrase.length;
          var range = document.createRange();
          range.setStart(node, at); range.setEnd(node, end);
          Array.from(range.getClientRects()).forEach(function (r) {
            if (r.width > 0 && !tops.some(function (t) { return Math.abs(t - r.top) < 3; })) { tops.push(r.top); }
          });
        }
        return tops.length;""", element, phrase)


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
                        lines = line_boxes(verdict)
                        lefts = {round(line["left"]) for line in lines}
                        # "large text" (大号文字 on the Chinese page) and "AA 4.55:1" are never split across lines.
                        for phrase in ("large\u00a0text", "大号文字", "AA\u00a0"):
                            self.assertLessEqual(phrase_lines(verdict, phrase), 1, verdict.text)
                        # Every line starts at one edge: the icon's line and any continuation line.
                        self.assertLessEqual(max(lefts) - min(lefts), 2, verdict.text)

    def test_review_styles_leave_the_table_verdicts_alone(self):
        # A page with rules loads the review's stylesheet too; its verdict badges must not restyle the table's
        # verdicts (which are text on the table's own background, in the table's verdict colors).
        for appearance in ("light", "dark"):
            with self.subTest(appearance=appearance):
                open_page("patterns/zh-color.html", "file", appearance)
                self.assertTrue(find_all(".rule-checklist"))
                verdicts = find_all(".spec-row > td > .verdict")[:12]
                self.assertEqual(len(verdicts), 12, "the page has fewer verdicts than the test looks at")
                for verdict in verdicts:
                    background = site.rgba(site.computed_style(verdict, "background-color"))
                    self.assertEqual(background[3], 0, verdict.text)

    def test_a_color_name_button_is_announced_as_written(self):
        open_page("foundations/color.html", "file")
        document = site.driver.execute_cdp_cmd("DOM.getDocument", {})
        node = site.driver.execute_cdp_cmd("DOM.querySelector", {
            "nodeId": document["root"]["nodeId"], "selector": "#color-system-colors-red .spec-toggle"})
        tree = site.driver.execute_cdp_cmd("Accessibility.getPartialAXTree", {
            "nodeId": node["nodeId"], "fetchRelatives": False})
        self.assertEqual(tree["nodes"][0]["name"]["value"], "Red, details")

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
