"""Browser tests of pages in several languages: Tests/Fixtures/languages, built by scripts/browser-tests into
PRECEPT_LANGUAGES_SITE. Each page's <html lang>, the theme's words in that language (from the templates and from
the scripts' shared strings-<language>.js), Latin fonts for English text, and axe."""

import os
import unittest

import test_site as site
from test_site import AXE_TAGS, axe_audit, axe_report, computed_style, console_errors, drain_logs, find

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

LANGUAGES_SITE = os.path.abspath(os.environ["PRECEPT_LANGUAGES_SITE"]) if os.environ.get("PRECEPT_LANGUAGES_SITE") else ""

PAGES = {
    "guides/buttons.html": "en",
    "guides/color-zh.html": "zh",
    "guides/layout-ja.html": "ja",
    "guides/typography-ko.html": "ko",
    "guides/icons-explicit.html": "ja",
    "guides/motion-invalid.html": "en",
    "index.html": "en",
}

CJK_FONTS = ("pingfang", "hiragino", "microsoft yahei", "noto sans cjk", "noto sans sc", "noto sans jp", "noto sans kr",
             "source han", "yu gothic", "meiryo", "apple sd gothic", "malgun")


class LanguageTests(site.SiteTestCase):
    @classmethod
    def setUpClass(cls):
        if not LANGUAGES_SITE or not os.path.isfile(os.path.join(LANGUAGES_SITE, "index.html")):
            raise AssertionError("PRECEPT_LANGUAGES_SITE is not a built site; run scripts/browser-tests")

    def open(self, path):
        drain_logs()
        site.driver.get("file://" + os.path.join(LANGUAGES_SITE, path))
        site.wait_until_ready()

    def test_each_page_says_its_language(self):
        for path, language in PAGES.items():
            with self.subTest(path=path):
                self.open(path)
                self.assertEqual(site.driver.execute_script("return document.documentElement.lang"), language)
                self.assertEqual(console_errors(), [])

    def test_the_theme_speaks_the_page_language(self):
        self.open("guides/color-zh.html")
        self.assertEqual(find("details.toc > summary").get_attribute("textContent"), "本页内容")
        # Words the scripts write come from the strings block.
        label = find("[data-theme-toggle]").get_attribute("aria-label")
        self.assertTrue(label.startswith("外观："), label)
        self.assertEqual(find("[data-contrast-label]").text, "对比度：自动")
        self.assertEqual(find("#search-input").get_attribute("placeholder"), "搜索")
        self.assertEqual(find(".cvd-select option[value=none]").get_attribute("textContent"), "正常")
        self.open("guides/layout-ja.html")
        self.assertEqual(find("#search-input").get_attribute("placeholder"), "検索")
        self.open("guides/typography-ko.html")
        self.assertEqual(find("#search-input").get_attribute("placeholder"), "검색")
        self.open("guides/buttons.html")
        self.assertEqual(find("#search-input").get_attribute("placeholder"), "Search")
        self.assertEqual(find("[data-contrast-label]").text, "Contrast: Auto")

    def test_latin_text_of_an_english_page_does_not_start_with_a_cjk_font(self):
        self.open("guides/buttons.html")
        family = computed_style(find(".content p"), "font-family").lower()
        first = family.split(",")[0].strip().strip('"')
        self.assertFalse(any(name in first for name in CJK_FONTS), family)
        self.assertFalse(any(name in family for name in CJK_FONTS), "no CJK font in an English page's stack: " + family)
        self.open("guides/color-zh.html")
        family = computed_style(find(".content p"), "font-family").lower()
        self.assertIn("pingfang sc", family)
        self.open("guides/layout-ja.html")
        self.assertIn("hiragino kaku gothic pron", computed_style(find(".content p"), "font-family").lower())

    def test_links_to_pages_in_another_language_say_so(self):
        self.open("guides/color-zh.html")
        link = find('.nav a[href$="typography-ko.html"]')
        self.assertEqual(link.get_attribute("lang"), "ko")
        self.assertEqual(find(".nav-list").get_attribute("lang"), "en")

    def test_axe_finds_nothing(self):
        for path in PAGES:
            with self.subTest(path=path):
                self.open(path)
                results = axe_audit(AXE_TAGS)
                self.assertEqual(results["violations"], [], axe_report(results))


if __name__ == "__main__":
    unittest.main()
