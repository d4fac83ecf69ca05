"""The table of contents: one `details[data-toc]` a page, open in its own column beside the text on wide
screens, a closed disclosure above the text on narrow ones (and on phones held sideways, where it must not
cover the text), following the window across that width. Run by scripts/browser-tests with test_site's browser
and built site."""

import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import test_site as site
from test_color_table import enable_touch

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

# A phone held sideways: wider than tall, narrower than the 1,200 px from which the contents get a column.
LANDSCAPE_PHONE = (844, 390)


class TableOfContentsTests(site.SiteTestCase):
    """One table of contents a page (`details[data-toc]`): open in its own column beside the text on wide
    screens, a closed disclosure above the text on narrow ones, following the window across that width."""

    def toc(self):
        tocs = site.find_all("details.toc")
        self.assertEqual(len(tocs), 1, "expected one table of contents")
        return tocs[0]

    def test_wide_screens_show_it_open_beside_the_text(self):
        for scheme in site.SCHEMES:
            with self.subTest(scheme=scheme):
                site.open_page("components/buttons.html", scheme)
                toc = self.toc()
                self.assertTrue(toc.get_property("open"))
                links = [a for a in toc.find_elements(By.CSS_SELECTOR, "nav a") if a.is_displayed()]
                self.assertGreater(len(links), 1)
                content = site.find(".content")
                self.assertGreaterEqual(toc.rect["x"], content.rect["x"] + content.rect["width"],
                                        "the table of contents is not beside the text")
                self.assertEqual(site.computed_style(toc, "position"), "sticky")

    def test_narrow_screens_show_a_closed_disclosure_that_opens_from_the_keyboard(self):
        site.set_window(site.NARROW_WINDOW)
        site.open_page("components/buttons.html")
        toc = self.toc()
        summary = toc.find_element(By.CSS_SELECTOR, "summary")
        self.assertFalse(toc.get_property("open"))
        self.assertFalse(any(a.is_displayed() for a in toc.find_elements(By.CSS_SELECTOR, "nav a")))
        self.assertLess(toc.rect["y"], site.find(".content").rect["y"], "the disclosure is not above the text")
        site.driver.execute_script("arguments[0].focus();", summary)
        site.press(Keys.ENTER)
        self.assertTrue(toc.get_property("open"))
        self.assertTrue(site.is_visible(toc.find_element(By.CSS_SELECTOR, "nav a")))
        # Widened, it opens beside the text; narrowed again, it closes.
        site.set_window(site.WINDOW)
        self.assertTrue(site.eventually(lambda: toc.get_property("open")))
        # Narrowed with focus on one of its links, it closes and focus moves to its summary.
        site.driver.execute_script("arguments[0].focus();", toc.find_element(By.CSS_SELECTOR, "nav a"))
        site.set_window(site.NARROW_WINDOW)
        self.assertTrue(site.eventually(lambda: not toc.get_property("open")))
        self.assertEqual(site.driver.switch_to.active_element, summary, "focus was lost when the contents closed")
        self.assertEqual(site.console_errors(), [])

    def test_without_javascript_it_is_a_disclosure_on_every_width(self):
        site.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            for size in (site.WINDOW, site.NARROW_WINDOW):
                with self.subTest(window=size):
                    site.set_window(size)
                    site.open_page("components/buttons.html")
                    toc = self.toc()
                    self.assertFalse(toc.get_property("open"))
                    summary = toc.find_element(By.CSS_SELECTOR, "summary")
                    self.assertTrue(site.is_visible(summary))
                    site.click(summary)
                    self.assertTrue(toc.get_property("open"))
                    self.assertTrue(site.is_visible(toc.find_element(By.CSS_SELECTOR, "nav a")))
        finally:
            site.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    def test_a_phone_held_sideways_opens_it_in_the_text_without_covering_it(self):
        site.set_window(LANDSCAPE_PHONE)
        enable_touch()
        try:
            site.open_page("components/buttons.html")
            toc = self.toc()
            self.assertFalse(toc.get_property("open"))
            site.click(toc.find_element(By.CSS_SELECTOR, "summary"))
            self.assertTrue(toc.get_property("open"))
            self.assertEqual(site.computed_style(toc, "position"), "static")
            links = toc.find_elements(By.CSS_SELECTOR, "nav a")
            self.assertGreater(len(links), 8, "too few entries to need more than a short window's height")
            self.assertTrue(all(site.is_visible(a) for a in links), "a link of the open contents is hidden")
            # Every entry ends above the text: none spills out of a box cut to the window's height.
            top = site.find(".content").rect["y"]
            for link in links:
                self.assertLessEqual(link.rect["y"] + link.rect["height"], top, "'%s' covers the text" % link.text)
        finally:
            enable_touch(False)


if __name__ == "__main__":
    unittest.main()
