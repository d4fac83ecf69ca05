"""Browser tests of a site with versions: the bundled content committed and tagged v1.0 (with the Typography page) and
v2.0 (Typography renamed, Blue lighter), then `versions:` listing both and a new Motion page, built by
scripts/browser-tests into PRECEPT_VERSIONS_SITE and opened from file://: the version menu opens, lists every version,
marks the one being read and leads to the same page in another version (under its new path when renamed, else that
version's index); an earlier version says so; What's new lists what 2.0 changed since 1.0; keyboard, touch size, both
widths, and axe in both appearances."""

import os
import unittest

from selenium.webdriver.common.keys import Keys

import test_site as site
from test_site import AXE_TAGS, axe_audit, axe_report, console_errors, drain_logs, find, find_all

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

VERSIONS_SITE = os.path.abspath(os.environ["PRECEPT_VERSIONS_SITE"]) if os.environ.get("PRECEPT_VERSIONS_SITE") else ""


class VersionTests(site.SiteTestCase):
    @classmethod
    def setUpClass(cls):
        if not VERSIONS_SITE or not os.path.isfile(os.path.join(VERSIONS_SITE, "v/1.0/foundations/typography.html")):
            raise AssertionError("PRECEPT_VERSIONS_SITE is not the built versioned site; run scripts/browser-tests")

    def open(self, path):
        drain_logs()
        site.driver.get("file://" + os.path.join(VERSIONS_SITE, path))
        site.wait_until_ready()

    def header_menu(self):
        return find(".site-header-inner > .version-menu")

    def test_the_menu_opens_lists_every_version_and_leads_to_the_same_page(self):
        self.open("foundations/color.html")
        menu = self.header_menu()
        summary = menu.find_element("css selector", "summary")
        self.assertEqual(summary.find_element("css selector", ".version-menu-current").text, "3.0")
        self.assertIn("Version:", summary.get_attribute("textContent"), "the button is named for screen readers")
        self.assertFalse(menu.find_element("css selector", ".version-menu-list").is_displayed())
        summary.click()
        links = menu.find_elements("css selector", ".version-menu-list a")
        self.assertEqual([link.text for link in links], ["3.0", "2.0", "1.0"])
        self.assertEqual(links[0].get_attribute("aria-current"), "page")
        self.assertTrue(all(link.is_displayed() for link in links))
        links[2].click()
        site.wait_until_ready()
        self.assertTrue(site.driver.current_url.endswith("/v/1.0/foundations/color.html"), site.driver.current_url)
        notice = find(".version-notice")
        self.assertIn("You’re reading 1.0, an earlier version of these guidelines.", notice.text)
        notice.find_element("css selector", "a").click()
        site.wait_until_ready()
        self.assertTrue(site.driver.current_url.endswith(VERSIONS_SITE + "/foundations/color.html"), site.driver.current_url)
        self.assertEqual(console_errors(), [])

    def test_a_renamed_page_is_followed_and_a_page_another_version_lacks_leads_to_its_index(self):
        self.open("v/1.0/foundations/typography.html")
        self.header_menu().find_element("css selector", "summary").click()
        hrefs = [link.get_attribute("href") for link in find_all(".site-header-inner .version-menu-list a")]
        self.assertTrue(hrefs[0].endswith(VERSIONS_SITE + "/foundations/type.html"), hrefs)
        self.assertTrue(hrefs[1].endswith("/v/2.0/foundations/type.html"), hrefs)
        self.assertTrue(hrefs[2].endswith("/v/1.0/foundations/typography.html"), hrefs)
        for href in hrefs:
            self.assertTrue(os.path.isfile(href[len("file://"):]), href)
        self.open("foundations/motion.html")
        self.header_menu().find_element("css selector", "summary").click()
        hrefs = [link.get_attribute("href") for link in find_all(".site-header-inner .version-menu-list a")]
        self.assertTrue(hrefs[0].endswith(VERSIONS_SITE + "/foundations/motion.html"), hrefs)
        self.assertTrue(hrefs[1].endswith("/v/2.0/index.html") and hrefs[2].endswith("/v/1.0/index.html"), hrefs)
        for href in hrefs:
            self.assertTrue(os.path.isfile(href[len("file://"):]), href)

    def test_keyboard_escape_and_touch_size_at_both_widths(self):
        self.open("foundations/color.html")
        summary = self.header_menu().find_element("css selector", "summary")
        summary.send_keys(Keys.ENTER)
        self.assertIsNotNone(self.header_menu().get_attribute("open"))
        first = self.header_menu().find_element("css selector", ".version-menu-list a")
        first.send_keys(Keys.ESCAPE)
        self.assertIsNone(self.header_menu().get_attribute("open"))
        self.assertEqual(site.focused(), summary)
        for element in [summary] + find_all(".site-header-inner .version-menu-list a"):
            self.assertGreaterEqual(element.size["height"], 44)
        site.set_window(site.NARROW_WINDOW)
        try:
            self.open("foundations/color.html")
            self.assertFalse(self.header_menu().is_displayed())
            narrow = find(".sidebar > .version-menu summary")
            self.assertTrue(narrow.is_displayed())
            self.assertGreaterEqual(narrow.size["height"], 44)
            self.assertGreaterEqual(narrow.size["width"], 44)
            self.assertTrue(site.not_obscured(narrow), site.what_covers(narrow))
            narrow.click()
            links = find_all(".sidebar > .version-menu .version-menu-list a")
            self.assertEqual(len(links), 3, "the sidebar's menu lists every version")
            self.assertTrue(all(link.is_displayed() for link in links))
            self.assertFalse(find("#precept-nav").is_displayed(), "the navigation stays closed")
        finally:
            site.set_window(site.WINDOW)

    def test_whats_new_lists_what_each_version_changed_and_its_links_resolve(self):
        self.open("whats-new.html")
        section = find("#whats-new-versions").find_element("xpath", "..")
        releases = section.find_elements("css selector", ".whats-new-release")
        self.assertEqual([r.find_element("css selector", "h3").text for r in releases], ["2.0 since 1.0"],
                         "the oldest version has nothing before it")
        items = [li.text for li in releases[0].find_elements("css selector", "li")]
        self.assertTrue(any(t.startswith("Color: Breaking color Blue") and "#0088FF → #78AAFF" in t for t in items), items)
        self.assertTrue(any("moved 'Typography' from foundations/typography.md to foundations/type.md" in t for t in items), items)
        breaking = releases[0].find_elements("css selector", ".breaking-badge")
        self.assertTrue(breaking and all(b.text == "Breaking" for b in breaking), "breaking changes say so in words")
        for link in releases[0].find_elements("css selector", "a"):
            href = link.get_attribute("href")
            self.assertTrue(href.startswith("file://") and os.path.isfile(href[len("file://"):]), href)
        self.assertIn("/v/2.0/foundations/type.html", [a.get_attribute("href")[-len("/v/2.0/foundations/type.html"):]
                                                       for a in releases[0].find_elements("css selector", "li a")])
        find('a[href="#whats-new-versions"]').click()
        self.assertTrue(site.driver.current_url.endswith("#whats-new-versions"))

    def test_axe_finds_nothing(self):
        for appearance in ("light", "dark"):
            for path in ("foundations/color.html", "v/1.0/foundations/typography.html", "v/2.0/index.html", "whats-new.html"):
                with self.subTest(path=path, appearance=appearance):
                    site.set_color_scheme(appearance)
                    self.open(path)
                    self.header_menu().find_element("css selector", "summary").click()
                    results = axe_audit(AXE_TAGS)
                    self.assertEqual(results["violations"], [], axe_report(results))
        site.set_color_scheme("light")


if __name__ == "__main__":
    unittest.main()
