"""Browser tests of Tests/Fixtures/deprecation, built by scripts/browser-tests into PRECEPT_HISTORY_SITE and opened
from file://: deprecated pages, tables, colors and rules shown in words beside an icon; the last-updated date and
the "Edit this page" link; the What's new page with its Atom feed link; keyboard, touch size and axe in both
appearances."""

import os
import unittest

import test_site as site
from test_site import AXE_TAGS, assert_every_control_reachable, axe_audit, axe_report, console_errors, drain_logs, find, find_all

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

HISTORY_SITE = os.path.abspath(os.environ["PRECEPT_HISTORY_SITE"]) if os.environ.get("PRECEPT_HISTORY_SITE") else ""
PAGES = ["tints.html", "color.html", "whats-new.html", "checklist.html", "index.html"]


class HistoryTests(site.SiteTestCase):
    @classmethod
    def setUpClass(cls):
        if not HISTORY_SITE or not os.path.isfile(os.path.join(HISTORY_SITE, "tints.html")):
            raise AssertionError("PRECEPT_HISTORY_SITE is not the built deprecation fixture; run scripts/browser-tests")

    def open(self, path):
        drain_logs()
        site.driver.get("file://" + os.path.join(HISTORY_SITE, path))
        site.wait_until_ready()

    def test_deprecation_is_said_in_words_with_an_icon_beside_them(self):
        self.open("tints.html")
        notice = find(".guideline-header .deprecated-notice")
        self.assertEqual(notice.text, "Deprecated. Use the Color page")
        self.assertEqual(notice.get_attribute("role"), "note")
        badges = find_all(".spec-row .deprecated-badge")
        self.assertEqual([badge.text for badge in badges],
                         ["Deprecated: use Blue", "Deprecated", "Deprecated", "Deprecated: Replaced by Ember"])
        for badge in badges:
            icon = badge.find_element("css selector", "svg.deprecated-icon")
            self.assertEqual(icon.get_attribute("aria-hidden"), "true")
            self.assertGreater(icon.size["width"], 8, "the icon is drawn, not squeezed away")
            self.assertLessEqual(badge.rect["x"] + badge.rect["width"],
                                 badge.find_element("xpath", "./ancestor::th").rect["x"]
                                 + badge.find_element("xpath", "./ancestor::th").rect["width"] + 1,
                                 "the badge stays inside the name column")
        self.assertEqual(find(".swatch-table .deprecated-notice").text, "Deprecated: use Accents")
        self.assertEqual(console_errors(), [])

    def test_the_checklist_marks_deprecated_rules(self):
        self.open("checklist.html")
        items = [item for item in find_all(".rule-item") if "Use pure black" in item.text]
        self.assertEqual(len(items), 1)
        self.assertIn("Deprecated", items[0].find_element("css selector", ".deprecated-badge").text)

    def test_the_page_says_when_it_changed_and_links_its_edit_address(self):
        self.open("color.html")
        time = find(".meta time")
        self.assertRegex(time.get_attribute("datetime"), r"^\d{4}-\d{2}-\d{2}$")
        self.assertIn("Updated " + time.text, find(".meta").text)
        link = find(".edit-page a")
        self.assertEqual(link.text, "Edit this page")
        # scripts/browser-tests builds from the repository's root: {path} is the page's file from there.
        self.assertEqual(link.get_attribute("href"),
                         "https://github.com/acme/guidelines/edit/main/Tests/Fixtures/deprecation/content/color.md")

    def test_whats_new_lists_the_rows_and_links_the_feed(self):
        self.open("whats-new.html")
        days = [heading.text for heading in find_all(".whats-new-day h2")]
        self.assertEqual(days, ["2026-11-20", "2026-03-02"])
        feed = find(".feed-link a")
        self.assertEqual(feed.get_attribute("type"), "application/atom+xml")
        self.assertTrue(feed.get_attribute("href").endswith("/feed.xml"))
        self.assertTrue(os.path.isfile(os.path.join(HISTORY_SITE, "feed.xml")))

    def test_touch_targets_and_keyboard(self):
        site.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        site.driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": True})
        try:
            for path, selector in (("color.html", ".edit-page a"), ("whats-new.html", ".feed-link a")):
                with self.subTest(path=path):
                    self.open(path)
                    self.assertTrue(site.driver.execute_script("return matchMedia('(pointer: coarse)').matches"))
                    self.assertGreaterEqual(find(selector).size["height"], 44)
        finally:
            site.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
            site.driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": False})
        self.open("color.html")
        assert_every_control_reachable(self)

    def test_axe_finds_nothing(self):
        for appearance in ("light", "dark"):
            for path in PAGES:
                with self.subTest(path=path, appearance=appearance):
                    site.set_color_scheme(appearance)
                    self.open(path)
                    results = axe_audit(AXE_TAGS)
                    self.assertEqual(results["violations"], [], axe_report(results))
        site.set_color_scheme("light")


if __name__ == "__main__":
    unittest.main()
