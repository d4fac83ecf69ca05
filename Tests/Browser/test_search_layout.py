"""Where the search results open: wholly on screen at every width, however narrow the field beside the header's
toggles is. Run through scripts/browser-tests; the helpers, browser and server are test_site's."""

import unittest

import test_site as site
from test_site import SCHEMES, WINDOW, eventually, find, open_page, set_window

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

WIDTHS = (390, 600, 800, 1024, 1440)


class SearchResultsPlacementTests(site.SiteTestCase):
    def tearDown(self):
        set_window(WINDOW)

    def test_results_open_inside_the_viewport_at_every_width(self):
        for scheme in SCHEMES:
            for width in WIDTHS:
                with self.subTest(scheme=scheme, width=width):
                    set_window((width, 844))
                    open_page("foundations/color.html?q=blue", scheme)
                    results = find(".search-results")
                    self.assertTrue(eventually(lambda: results.is_displayed(), timeout=5), "no results shown")
                    box = site.driver.execute_script(
                        "var r = arguments[0].getBoundingClientRect();"
                        "return {left: r.left, right: r.right, width: r.width,"
                        " viewport: document.documentElement.clientWidth};", results)
                    self.assertGreaterEqual(box["left"], 0, box)
                    self.assertLessEqual(box["right"], box["viewport"], box)
                    # Wide enough to read a result: at least 300 px, or all but the screen's margins on a phone.
                    self.assertGreaterEqual(box["width"], min(300, box["viewport"] - 32), box)
                    first = find(".search-results .search-option-title")
                    left = site.driver.execute_script("return arguments[0].getBoundingClientRect().left;", first)
                    self.assertGreaterEqual(left, 0)


if __name__ == "__main__":
    unittest.main()
