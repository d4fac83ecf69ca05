"""The site checklist on a phone (375 px, touch): every control and link a 44 × 44 CSS px target, and each rule's
verdict buttons on one row beneath its lead, which is the link to the rule. Run through scripts/browser-tests; the helpers and
browser are test_site's."""

import unittest

import test_site as site
from test_color_table import enable_touch
from test_site import find_all, open_page, set_window

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule


class ChecklistPhoneTests(site.SiteTestCase):
    def setUp(self):
        super().setUp()
        set_window((375, 844))
        enable_touch()

    def tearDown(self):
        enable_touch(False)
        set_window(site.WINDOW)

    def test_filters_and_links_are_touch_sized(self):
        open_page("checklist.html", "file")
        self.assertTrue(site.driver.execute_script("return matchMedia('(pointer: coarse)').matches"))
        targets = find_all(".checklist-filters .filter-option, .checklist-filters select, .checklist-page h2 a, "
                           "h3.checklist-section a, a.rule-lead, .review-controls button")
        self.assertGreater(len(targets), 100)
        small = site.driver.execute_script(
            "return arguments[0].filter(function (e) { return e.offsetParent !== null; }).map(function (e) {"
            " var r = e.getBoundingClientRect(); return [e.outerHTML.slice(0, 70), r.width, r.height]; })"
            ".filter(function (s) { return s[1] < 44 || s[2] < 44; });", targets)
        self.assertEqual(small, [])

    def test_verdict_buttons_share_a_row_beneath_the_lead(self):
        open_page("checklist.html", "file")
        items = find_all(".rule-item")[:12]
        self.assertEqual(len(items), 12, "the checklist lists fewer rules than the test looks at")
        for item in items:
            lead_bottom, tops = site.driver.execute_script(
                "var item = arguments[0];"
                "return [item.querySelector('a.rule-lead').getBoundingClientRect().bottom,"
                " Array.prototype.map.call(item.querySelectorAll('.review-controls button'),"
                " function (b) { return b.getBoundingClientRect().top; })];", item)
            self.assertEqual(len(tops), 4, item.text)  # Pass, Fail, N/A and Add note
            self.assertLess(max(tops) - min(tops), 1, item.text)
            self.assertGreaterEqual(min(tops), lead_bottom - 1, item.text)
    def test_printed_from_a_phone_each_lead_stays_in_its_line(self):
        open_page("checklist.html", "file")
        site.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            lead = find_all("a.rule-lead")[0]
            self.assertEqual(site.computed_style(lead, "display"), "inline")
            self.assertEqual(site.computed_style(lead, "text-decoration-line"), "none")
        finally:
            site.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        self.assertEqual(site.computed_style(lead, "display"), "flex", "on screen, a row 44 px high")


if __name__ == "__main__":
    unittest.main()
