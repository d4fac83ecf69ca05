"""Browser tests of a large site's index: the "Filter pages" field and the A–Z letter sections.

scripts/browser-tests writes a 300-page site with generate_index_site.py (most pages in one folder, so that
group is lettered; five in a short group), builds it and sets PRECEPT_LARGE_SITE. The pages are opened from
disk and over HTTP (a second http.server, on 127.0.0.1, for this site)."""

import os
import subprocess
import sys
import time
import unittest
import urllib.parse
import urllib.request

import test_site as site
from test_site import (Keys, AXE_TAGS, NARROW_WINDOW, WINDOW, axe_audit, axe_report, computed_style, console_errors,
                       drain_logs, eventually, find, find_all, focused, is_visible, press, reload, set_window,
                       tabbable_elements)

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

LARGE_SITE = os.path.abspath(os.environ["PRECEPT_LARGE_SITE"]) if os.environ.get("PRECEPT_LARGE_SITE") else ""
LARGE_PAGES = 300


class LargeIndexTests(site.SiteTestCase):
    server = None
    port = None

    @classmethod
    def setUpClass(cls):
        if not LARGE_SITE or not os.path.isfile(os.path.join(LARGE_SITE, "index.html")):
            raise AssertionError("PRECEPT_LARGE_SITE is not a built site; run scripts/browser-tests")
        cls.port = site.free_port()
        cls.server = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(cls.port), "--bind", "127.0.0.1", "--directory", LARGE_SITE],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        deadline = time.time() + 10
        while True:
            try:
                with direct.open("http://127.0.0.1:%d/index.html" % cls.port, timeout=1):
                    break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.1)

    @classmethod
    def tearDownClass(cls):
        if cls.server is not None:
            cls.server.terminate()
            cls.server.wait(timeout=5)

    def url(self, scheme, query=""):
        if scheme == "file":
            return "file://" + os.path.join(LARGE_SITE, "index.html") + query
        return "http://127.0.0.1:%d/index.html%s" % (self.port, query)

    def open_index(self, scheme="file", query=""):
        drain_logs()
        site.driver.get(self.url(scheme, query))
        site.wait_until_ready()

    def visible_links(self):
        return site.driver.execute_script(
            "return Array.from(document.querySelectorAll('.home-group .page-index a, .home-group .card-title a'))"
            ".filter(function (a) { return a.offsetParent !== null; }).map(function (a) { return a.textContent; });")

    def type_filter(self, text):
        field = find("#index-filter-input")
        # Select-all and delete, as a person does: clear() fires no input event, so the page would not hear it.
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.BACKSPACE)
        if text:
            field.send_keys(text)
        # The filter runs after a short pause in typing, and then writes what it applied into the address.
        applied = eventually(lambda: self.applied_filter() == text)
        self.assertTrue(applied, "the filter %r was not applied (address: %s)" % (text, site.driver.current_url))

    def applied_filter(self):
        query = urllib.parse.urlparse(site.driver.current_url).query
        return urllib.parse.parse_qs(query).get("filter", [""])[0]

    def test_a_long_group_is_listed_by_letter_with_a_letter_bar(self):
        self.open_index()
        headings = [h.text for h in find_all("#components ~ .letter-group .letter-heading")]
        # Written by hand from the generator's titles: every letter a title starts with, the Hangul initials of
        # 버튼 and 색상, and # for "2-up layout". “Quoted” files under Q, Écran under E, Ölçek under O, Übersicht under U.
        self.assertEqual(headings[0], "A")
        self.assertIn("E", headings)
        self.assertEqual(headings[-3:], ["ㅂ", "ㅅ", "#"])
        self.assertEqual(headings, sorted(headings[:-3]) + ["ㅂ", "ㅅ", "#"])
        e_titles = [a.text for a in find_all("section[aria-labelledby='components-letter-e'] li a")]
        self.assertIn("Écran partagé", e_titles)
        self.assertEqual(e_titles, sorted(e_titles, key=lambda t: t.replace("É", "E").lower()))
        self.assertIn("“Quoted” menus", [a.text for a in find_all("section[aria-labelledby='components-letter-q'] li a")])
        self.assertEqual([a.text for a in find_all("section[aria-labelledby='components-letter-other'] li a")], ["2-up layout"])
        bar = [a.text for a in find_all("nav.letter-bar a")]
        self.assertEqual(bar, headings)
        self.assertEqual(find("nav.letter-bar").get_attribute("aria-label"), "Components from A to Z")
        # The short group keeps its cards.
        self.assertEqual(len(find_all("#foundations ~ .cards .card")) or len(find_all(".home-group:last-child .card")), 5)
        # Following a letter scrolls its heading into view below the sticky header.
        find("nav.letter-bar a[href='#components-letter-m']").click()
        header = site.driver.execute_script("return document.querySelector('.site-header').getBoundingClientRect().bottom")

        def heading_top():
            return site.driver.execute_script(
                "return document.getElementById('components-letter-m').getBoundingClientRect().top")
        # Scrolling may be smooth: wait until it settles below the header.
        self.assertTrue(eventually(lambda: header <= heading_top() < header + 100, timeout=5), heading_top())

    def test_the_filter_hides_what_does_not_match_and_says_how_many_do(self):
        for scheme in ("file", "http"):
            with self.subTest(scheme=scheme):
                self.open_index(scheme)
                self.assertTrue(is_visible(find("#index-filter-input")))
                self.assertEqual(find("[data-index-filter-status]").text, "%d pages" % LARGE_PAGES)
                self.assertEqual(len(self.visible_links()), LARGE_PAGES)
                self.type_filter("ecran")
                self.assertEqual(self.visible_links(), ["Écran partagé"])
                self.assertEqual(find("[data-index-filter-status]").text, "1 of %d pages match" % LARGE_PAGES)
                # Empty letters and their bar entries go; the group with nothing left goes too.
                self.assertEqual([a.text for a in find_all("nav.letter-bar a") if a.is_displayed()], ["E"])
                self.assertFalse(find("#foundations").is_displayed())
                # Two words must both appear, in any order.
                self.type_filter("partage ecran")
                self.assertEqual(self.visible_links(), ["Écran partagé"])
                self.type_filter("버튼")
                self.assertEqual(self.visible_links(), ["버튼 모음"])
                self.type_filter("zzzz")
                self.assertEqual(self.visible_links(), [])
                self.assertEqual(find("[data-index-filter-status]").text, "0 of %d pages match" % LARGE_PAGES)
                # Escape clears it.
                press(Keys.ESCAPE)
                eventually(lambda: len(self.visible_links()) == LARGE_PAGES)
                self.assertEqual(find("[data-index-filter-status]").text, "%d pages" % LARGE_PAGES)
                self.assertEqual(console_errors(), [])

    def test_the_filter_is_kept_in_the_address_and_restored(self):
        for scheme in ("file", "http"):
            with self.subTest(scheme=scheme):
                self.open_index(scheme)
                self.type_filter("toast")
                eventually(lambda: "filter=toast" in site.driver.current_url)
                shown = self.visible_links()
                self.assertTrue(shown)
                self.assertTrue(all("toast" in title.lower() for title in shown))
                reload()
                self.assertEqual(find("#index-filter-input").get_attribute("value"), "toast")
                self.assertEqual(self.visible_links(), shown)
                # A shared link opens filtered.
                self.open_index(scheme, "?filter=%C3%BCbersicht")
                self.assertEqual(self.visible_links(), ["Übersicht"])
                self.type_filter("")
                eventually(lambda: "filter=" not in site.driver.current_url)

    def test_keyboard_reaches_the_filter_first_and_the_status_is_announced(self):
        self.open_index()
        field = find("#index-filter-input")
        self.assertEqual(field.get_attribute("type"), "search")
        label = find("label[for='index-filter-input']")
        self.assertEqual(label.text, "Filter pages")
        status = find("[data-index-filter-status]")
        self.assertEqual(status.get_attribute("role"), "status")
        self.assertEqual(field.get_attribute("aria-describedby"), status.get_attribute("id"))
        order = tabbable_elements()
        index_of_field = [element.get_attribute("id") for element in order].index("index-filter-input")
        first_letter = [element.get_attribute("href") or "" for element in order].index(
            find("nav.letter-bar a").get_attribute("href"))
        self.assertLess(index_of_field, first_letter)

    def test_without_javascript_the_field_stays_hidden_and_every_link_is_there(self):
        with open(os.path.join(LARGE_SITE, "index.html"), encoding="utf-8") as handle:
            html = handle.read()
        self.assertIn('<div class="index-filter" data-index-filter hidden>', html)
        self.assertEqual(html.count('<li><a href="components/'), LARGE_PAGES - 5)

    def test_targets_are_large_enough_on_a_phone(self):
        set_window(NARROW_WINDOW)
        try:
            site.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            site.driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": True})
            self.open_index()
            self.assertTrue(site.driver.execute_script("return matchMedia('(pointer: coarse)').matches"))
            for selector in ("nav.letter-bar a", ".letter-group .page-index a", "#index-filter-input"):
                box = site.driver.execute_script(
                    "var r = document.querySelector(arguments[0]).getBoundingClientRect(); return [r.width, r.height];",
                    selector)
                self.assertGreaterEqual(box[1], 44, selector)
                if selector == "nav.letter-bar a":
                    self.assertGreaterEqual(box[0], 44, selector)
            width = site.driver.execute_script("return document.documentElement.scrollWidth")
            self.assertLessEqual(width, NARROW_WINDOW[0])
        finally:
            site.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
            site.driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": False})
            set_window(WINDOW)

    def test_axe_finds_nothing_filtered_or_not(self):
        for scheme in ("file", "http"):
            for appearance in ("light", "dark"):
                with self.subTest(scheme=scheme, appearance=appearance):
                    site.set_color_scheme(appearance)
                    self.open_index(scheme)
                    results = axe_audit(AXE_TAGS)
                    self.assertNotIn("error", results)
                    self.assertEqual(results["violations"], [], axe_report(results))
                    self.type_filter("menu")
                    results = axe_audit(AXE_TAGS)
                    self.assertEqual(results["violations"], [], axe_report(results))
                    # What axe could not decide, listed by rule so a new kind shows up here.
                    undecided = sorted({item["id"] for item in results["incomplete"]})
                    self.assertEqual([rule for rule in undecided if rule not in ("color-contrast",)], [], undecided)


if __name__ == "__main__":
    unittest.main()
