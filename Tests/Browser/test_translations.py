"""Browser tests of a site in several languages: Tests/Fixtures/translations (English, Chinese under zh/, Japanese
under ja/), built by scripts/browser-tests into PRECEPT_TRANSLATIONS_SITE and opened from file://. Each page's
<html lang>, the language menu (links, lang and hreflang, keyboard, touch size), each language's own search, the
banner of the outdated Chinese translation, and axe."""

import os
import unittest

import test_site as site
from test_site import (AXE_TAGS, assert_every_control_reachable, axe_audit, axe_report, console_errors, drain_logs,
                       eventually, find, find_all)

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

TRANSLATIONS_SITE = (os.path.abspath(os.environ["PRECEPT_TRANSLATIONS_SITE"])
                     if os.environ.get("PRECEPT_TRANSLATIONS_SITE") else "")

PAGES = {
    "index.html": "en",
    "foundations/color.html": "en",
    "foundations/typography.html": "en",
    "zh/index.html": "zh",
    "zh/checklist.html": "zh",
    "zh/foundations/color.html": "zh",
    "ja/index.html": "ja",
    "ja/foundations/color.html": "ja",
}


class TranslationTests(site.SiteTestCase):
    @classmethod
    def setUpClass(cls):
        if not TRANSLATIONS_SITE or not os.path.isfile(os.path.join(TRANSLATIONS_SITE, "zh", "index.html")):
            raise AssertionError("PRECEPT_TRANSLATIONS_SITE is not a built site in several languages; run scripts/browser-tests")

    def open(self, path):
        drain_logs()
        site.driver.get("file://" + os.path.join(TRANSLATIONS_SITE, path))
        site.wait_until_ready()

    def path(self):
        url = site.driver.current_url
        return url[len("file://" + TRANSLATIONS_SITE) + 1:].split("?")[0]

    def test_each_page_says_its_language(self):
        for path, language in PAGES.items():
            with self.subTest(path=path):
                self.open(path)
                self.assertEqual(site.driver.execute_script("return document.documentElement.lang"), language)
                self.assertEqual(find(".nav-list").get_attribute("lang"), language, "the navigation is in the page's language")
                self.assertEqual(console_errors(), [])

    def test_the_language_menu_leads_to_each_translation_and_back(self):
        self.open("foundations/color.html")
        links = find_all(".language-menu a")
        self.assertEqual([link.text for link in links], ["English", "中文", "日本語"])
        self.assertEqual([link.get_attribute("hreflang") for link in links], ["en", "zh", "ja"])
        self.assertEqual(links[0].get_attribute("aria-current"), "page")
        for link in links:
            self.assertGreaterEqual(link.size["height"], 44, "a touch target of 44 px")
        links[1].click()
        site.wait_until_ready()
        self.assertEqual(self.path(), "zh/foundations/color.html")
        self.assertEqual(site.driver.execute_script("return document.documentElement.lang"), "zh")
        self.assertEqual(find(".language-menu a[aria-current=page]").text, "中文")
        find(".language-menu a[hreflang=ja]").click()
        site.wait_until_ready()
        self.assertEqual(self.path(), "ja/foundations/color.html")
        find(".language-menu a[hreflang=en]").click()
        site.wait_until_ready()
        self.assertEqual(self.path(), "foundations/color.html")
        # A page without translations says so in words, not only by a missing link.
        self.open("foundations/typography.html")
        self.assertEqual([e.text for e in find_all(".language-menu .language-missing")], ["中文 (not translated)", "日本語 (not translated)"])

    def test_every_control_of_a_translated_page_is_reachable_by_keyboard(self):
        self.open("zh/foundations/color.html")
        assert_every_control_reachable(self)

    def test_the_outdated_translation_shows_what_changed(self):
        self.open("zh/foundations/color.html")
        notice = find(".translation-notice")
        self.assertTrue(notice.is_displayed())
        self.assertEqual(notice.get_attribute("role"), "note")
        self.assertEqual(find(".translation-notice h2").text, "此译文可能已过时")
        self.assertEqual(len(find_all(".translation-changes li")), 5)
        find(".translation-notice a").click()
        site.wait_until_ready()
        self.assertEqual(self.path(), "foundations/color.html")
        self.assertEqual(find_all(".translation-notice"), [], "the original has no banner")
        self.open("ja/foundations/color.html")
        self.assertEqual(find_all(".translation-notice"), [], "the Japanese translation is current")

    def test_search_lists_the_pages_of_the_page_language(self):
        for path, folder in [("foundations/color.html", ""), ("zh/foundations/color.html", "zh/"),
                             ("ja/foundations/color.html", "ja/")]:
            with self.subTest(path=path):
                self.open(path + "?q=blue")
                results = find(".search-results")
                self.assertTrue(eventually(lambda: results.is_displayed(), timeout=5), "no results shown")
                hrefs = [a.get_attribute("href") for a in find_all(".search-results a.search-option-page")]
                self.assertTrue(hrefs, "the color page is found")
                base = "file://" + TRANSLATIONS_SITE + "/"
                for href in hrefs:
                    rest = href[len(base):]
                    if folder:
                        self.assertTrue(rest.startswith(folder), href)
                    else:
                        self.assertFalse(rest.startswith("zh/") or rest.startswith("ja/"), href)

    def test_the_chinese_index_lists_the_untranslated_page_in_the_original(self):
        self.open("zh/index.html")
        link = find("#untranslated ~ ul a")
        self.assertEqual(link.text, "Typography")
        self.assertEqual(link.get_attribute("lang"), "en")
        site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
        self.assertTrue(eventually(lambda: site.not_obscured(link), timeout=6), "the link is on screen and not covered")
        link.click()
        site.wait_until_ready()
        self.assertEqual(self.path(), "foundations/typography.html")

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
