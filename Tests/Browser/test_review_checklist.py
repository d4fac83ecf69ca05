"""Browser tests of the design review a rule checklist carries (review.js, review-share.js, checklist-filters.js):
verdict buttons, notes, storage and its migration, progress, export, loading a review file, review links, reset
with undo, filters kept in the address, touch targets and an axe audit. Uses the shared browser, server and
helpers of test_site."""

import base64
import datetime
import json
import os
import tempfile
import urllib.parse

import test_site as site
from test_site import (By, Keys, APPEARANCES, SCHEMES, axe_audit, axe_report, click, computed_style, console_errors,
                       drain_logs, eventually, find, find_all, focus_indicator, focused, open_page, open_review, outside_requests,
                       press, reload)

setUpModule = site.setUpModule
tearDownModule = site.tearDownModule

PAGE = "components/color-and-contrast.html"
FIRST_RULE = "color-and-contrast/never-rely-on-color-alone"
SITE_TITLE = "Precept Sample Guidelines"


def items():
    return find_all("[data-checklist] .rule-item")


def verdict_button(item, verdict):
    return item.find_element(By.CSS_SELECTOR, "[data-verdict-button='%s']" % verdict)


def pressed(item):
    return [b.get_attribute("data-verdict-button") for b in item.find_elements(By.CSS_SELECTOR, "[data-verdict-button]")
            if b.get_attribute("aria-pressed") == "true"]


def stored(key):
    value = site.driver.execute_script("return localStorage.getItem(arguments[0]);", key)
    return None if value is None else json.loads(value) if key.startswith("precept-review:") else value


def store(key, value):
    site.driver.execute_script("localStorage.setItem(arguments[0], arguments[1]);", key, value)


def badge(item):
    return item.find_element(By.CSS_SELECTOR, "[data-verdict-badge]").get_attribute("textContent")


def progress(scope="[data-checklist]"):
    return find(scope + " [data-review-progress]").text


def downloaded(selector):
    """Clicks an export button and returns the exported text, decoded from the data: URL of the link the
    confirmation shows, and the confirmation."""
    click(find(selector))
    link = find("[data-review-share-status] a[data-review-download]")
    href = link.get_attribute("href")
    prefix, _, data = href.partition(",")
    return urllib.parse.unquote(data), prefix, find("[data-review-share-status]").text, link.get_attribute("download")


class ReviewVerdictTests(site.SiteTestCase):

    def test_verdicts_toggle_persist_and_clear(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_review(PAGE, scheme)
                first = items()[0]
                self.assertEqual(first.get_attribute("data-rule"), FIRST_RULE)
                self.assertEqual(pressed(first), [])
                self.assertEqual(badge(first), "○Not reviewed")
                click(verdict_button(first, "pass"))
                self.assertEqual(pressed(first), ["pass"])
                # Icon and word; the Pass icon is not the Must kind's ✓.
                self.assertEqual(badge(first), "☑Pass")
                self.assertEqual(stored("precept-review:" + FIRST_RULE),
                                 {"h": first.get_attribute("data-hash"), "v": "pass", "n": ""})
                click(verdict_button(first, "fail"))
                self.assertEqual(pressed(first), ["fail"])
                self.assertEqual(badge(first), "☒Fail")
                reload()
                first = items()[0]
                self.assertEqual(pressed(first), ["fail"], "the verdict survives a reload")
                self.assertEqual(badge(first), "☒Fail")
                # Pressing the pressed button again clears the verdict.
                click(verdict_button(first, "fail"))
                self.assertEqual(pressed(first), [])
                self.assertEqual(badge(first), "○Not reviewed")
                self.assertIsNone(stored("precept-review:" + FIRST_RULE))
                click(verdict_button(first, "na"))
                self.assertEqual(badge(first), "◌N/A")
                self.assertEqual(console_errors(), [])
                self.assertEqual(outside_requests(scheme), [])

    def test_checked_rule_is_not_struck_through(self):
        open_review(PAGE)
        first = items()[0]
        click(verdict_button(first, "pass"))
        for element in (first, first.find_element(By.CSS_SELECTOR, ".rule-lead")):
            self.assertNotIn("line-through", computed_style(element, "text-decoration-line"))

    def test_note_is_saved_on_input(self):
        open_review(PAGE)
        second = items()[1]
        toggle = second.find_element(By.CSS_SELECTOR, "[data-note-toggle]")
        self.assertEqual(toggle.text, "Add note")
        self.assertEqual(toggle.get_attribute("aria-expanded"), "false")
        click(toggle)
        area = second.find_element(By.CSS_SELECTOR, "textarea")
        self.assertEqual(focused(), area)
        area.send_keys("Legend is red only")
        record = stored("precept-review:" + second.get_attribute("data-rule"))
        self.assertEqual(record, {"h": second.get_attribute("data-hash"), "v": None, "n": "Legend is red only"})
        self.assertEqual(second.find_element(By.CSS_SELECTOR, "label").text, "Note")
        reload()
        second = items()[1]
        area = second.find_element(By.CSS_SELECTOR, "textarea")
        self.assertTrue(area.is_displayed())
        self.assertEqual(area.get_attribute("value"), "Legend is red only")
        self.assertFalse(second.find_element(By.CSS_SELECTOR, "[data-note-toggle]").is_displayed())
        self.assertEqual(second.get_attribute("data-verdict"), "none", "a note is not a verdict")

    def test_old_checkbox_key_reads_as_pass(self):
        open_review(PAGE)
        first, second = items()[0], items()[1]
        store("precept-rule:" + FIRST_RULE, first.get_attribute("data-hash"))
        store("precept-rule:" + second.get_attribute("data-rule"), "0000000000000000")
        second_id = second.get_attribute("data-rule")
        reload()
        first, second = items()[0], items()[1]
        self.assertEqual(pressed(first), ["pass"])
        self.assertEqual(stored("precept-review:" + FIRST_RULE), {"h": first.get_attribute("data-hash"), "v": "pass", "n": ""})
        self.assertIsNone(stored("precept-rule:" + FIRST_RULE), "the old key is replaced")
        # An old check of an older text is a verdict dropped, and says so.
        self.assertEqual(pressed(second), [])
        self.assertTrue(second.find_element(By.CSS_SELECTOR, "[data-rule-changed]").is_displayed())
        self.assertIsNone(stored("precept-rule:" + second_id))

    def test_changed_rule_drops_the_verdict_keeps_the_note_and_says_so(self):
        open_review(PAGE)
        first = items()[0]
        store("precept-review:" + FIRST_RULE, json.dumps({"h": "deadbeefdeadbeef", "v": "fail", "n": "keep me"}))
        reload()
        first = items()[0]
        notice = first.find_element(By.CSS_SELECTOR, "[data-rule-changed]")
        self.assertTrue(notice.is_displayed())
        self.assertIn("Rule changed since reviewed", notice.text)
        self.assertEqual(pressed(first), [])
        self.assertEqual(badge(first), "○Not reviewed")
        self.assertEqual(first.find_element(By.CSS_SELECTOR, "textarea").get_attribute("value"), "keep me")
        self.assertTrue(progress().startswith("0 of "))
        click(verdict_button(first, "pass"))
        self.assertFalse(notice.is_displayed(), "a new verdict is for the present text")
        self.assertEqual(stored("precept-review:" + FIRST_RULE), {"h": first.get_attribute("data-hash"), "v": "pass", "n": "keep me"})

    def test_progress_counts_each_verdict(self):
        open_review(PAGE)
        rules = items()
        self.assertEqual(len(rules), 8)
        out = find("[data-checklist] [data-review-progress]")
        self.assertEqual(out.get_attribute("aria-live"), "polite")
        self.assertEqual(out.text, "0 of 8 reviewed · 0 pass · 0 fail · 0 N/A")
        click(verdict_button(rules[0], "pass"))
        click(verdict_button(rules[1], "fail"))
        click(verdict_button(rules[2], "na"))
        self.assertEqual(out.text, "3 of 8 reviewed · 1 pass · 1 fail · 1 N/A")
        open_page("checklist.html")
        total = len(find_all(".rule-item"))
        self.assertEqual(total, 84)
        self.assertEqual(progress("[data-site-checklist]"), "3 of 84 reviewed · 1 pass · 1 fail · 1 N/A")

    def test_reviewer_is_stored_once_for_the_site(self):
        open_review(PAGE)
        field = find("[data-reviewer]")
        self.assertEqual(find("label[for='%s']" % field.get_attribute("id")).text, "Reviewer")
        field.send_keys("Ada Reviewer")
        open_page("checklist.html")
        self.assertEqual(find("[data-reviewer]").get_attribute("value"), "Ada Reviewer")

    def test_reset_asks_first_and_can_be_undone(self):
        open_review(PAGE)
        rules = items()
        click(verdict_button(rules[0], "pass"))
        click(verdict_button(rules[3], "fail"))
        click(find("[data-review-reset]"))
        question = find("[data-review-reset-question]")
        self.assertTrue(question.is_displayed())
        self.assertEqual(question.text, "Clear the verdicts and notes of all 8 rules here?")
        self.assertEqual(focused(), find("[data-review-reset-confirm]"))
        click(find("[data-review-reset-cancel]"))
        self.assertFalse(question.is_displayed())
        self.assertEqual(pressed(items()[0]), ["pass"], "cancel keeps the review")
        click(find("[data-review-reset]"))
        click(find("[data-review-reset-confirm]"))
        self.assertEqual([pressed(item) for item in items()], [[]] * 8)
        self.assertIsNone(stored("precept-review:" + FIRST_RULE))
        done = find("[data-review-reset-done]")
        self.assertTrue(done.is_displayed())
        self.assertEqual(done.find_element(By.CSS_SELECTOR, "[role=status]").text, "Review cleared.")
        self.assertEqual(find("[data-review-undo]").text, "Undo")
        click(find("[data-review-undo]"))
        self.assertEqual(pressed(items()[0]), ["pass"])
        self.assertEqual(pressed(items()[3]), ["fail"])
        self.assertEqual(progress(), "2 of 8 reviewed · 1 pass · 1 fail · 0 N/A")
        # Undo is offered for 15 seconds: the timers the reset starts are recorded instead of waited for (no clock
        # on a loaded machine), then the one that hides the offer is run by hand.
        site.driver.execute_script(
            "window.__timers = []; window.setTimeout = function (f, ms) { window.__timers.push([f, ms]); return 0; };")
        click(find("[data-review-reset]"))
        click(find("[data-review-reset-confirm]"))
        delays = site.driver.execute_script("return window.__timers.map(function (t) { return t[1]; });")
        self.assertIn(15000, delays)
        self.assertTrue(done.is_displayed(), "Undo is offered until its timer runs")
        site.driver.execute_script(
            "window.__timers.forEach(function (t) { if (t[1] === 15000) { t[0](); } });")
        self.assertFalse(done.is_displayed(), "the 15 s timer hides the offer")


class ReviewShareTests(site.SiteTestCase):

    def test_export_json_of_a_page(self):
        open_review(PAGE)
        find("[data-reviewer]").send_keys("Ada Reviewer")
        rules = items()
        click(verdict_button(rules[0], "pass"))
        click(verdict_button(rules[1], "fail"))
        click(rules[1].find_element(By.CSS_SELECTOR, "[data-note-toggle]"))
        rules[1].find_element(By.CSS_SELECTOR, "textarea").send_keys("Legend: red only")
        text, prefix, status, name = downloaded("[data-review-export-json]")
        self.assertEqual(prefix, "data:application/json;charset=utf-8")
        self.assertEqual(name, "Color-and-contrast-review.json")
        self.assertEqual(status, "Downloaded Color-and-contrast-review.json.")
        review = json.loads(text)
        self.assertEqual(sorted(review), ["exported", "format", "pages", "reviewer", "site", "version"])
        self.assertEqual((review["format"], review["version"], review["site"], review["reviewer"]),
                         ("precept-review", 1, SITE_TITLE, "Ada Reviewer"))
        exported = datetime.datetime.fromisoformat(review["exported"].replace("Z", "+00:00"))
        self.assertLess(abs((datetime.datetime.now(datetime.timezone.utc) - exported).total_seconds()), 120)
        self.assertEqual(len(review["pages"]), 1)
        page = review["pages"][0]
        self.assertEqual((page["title"], page["url"]), ("Color and contrast", PAGE))
        self.assertEqual(len(page["rules"]), 8)
        self.assertEqual(page["rules"][0], {
            "id": FIRST_RULE, "section": "Rules", "kind": "must-not", "lead": "Never rely on color alone.",
            "hash": rules[0].get_attribute("data-hash"), "verdict": "pass", "note": ""})
        self.assertEqual((page["rules"][1]["verdict"], page["rules"][1]["note"]), ("fail", "Legend: red only"))
        self.assertEqual({rule["verdict"] for rule in page["rules"][2:]}, {None})
        self.assertEqual({rule["section"] for rule in page["rules"]}, {"Rules", "Pitfalls"})

    def test_export_markdown_of_a_page(self):
        open_review(PAGE)
        find("[data-reviewer]").send_keys("Ada Reviewer")
        rules = items()
        click(verdict_button(rules[0], "pass"))
        click(verdict_button(rules[4], "na"))
        click(rules[4].find_element(By.CSS_SELECTOR, "[data-note-toggle]"))
        rules[4].find_element(By.CSS_SELECTOR, "textarea").send_keys("No custom colors")
        text, prefix, status, name = downloaded("[data-review-export-markdown]")
        self.assertEqual(prefix, "data:text/markdown;charset=utf-8")
        self.assertEqual(status, "Downloaded Color-and-contrast-review.md.")
        today = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
        lines = text.split("\n")
        self.assertEqual(lines[:7], [
            "# Design review: Color and contrast", "", "- Site: " + SITE_TITLE, "- Reviewer: Ada Reviewer",
            "- Date: " + today, "- Progress: 2 of 8 reviewed · 1 pass · 0 fail · 1 N/A", ""])
        self.assertIn("## [Color and contrast](components/color-and-contrast.html)", lines)
        self.assertIn("### Rules", lines)
        self.assertIn("### Pitfalls", lines)
        self.assertIn("- **Pass**: Never rely on color alone. (`%s`)" % FIRST_RULE, lines)
        lead = rules[4].find_element(By.CSS_SELECTOR, ".rule-lead").text
        index = lines.index("- **N/A**: %s (`%s`)" % (lead, rules[4].get_attribute("data-rule")))
        self.assertEqual(lines[index + 1], "  Note: No custom colors")
        self.assertEqual(sum(line.startswith("- **Not reviewed**") for line in lines), 6)

    def test_export_json_of_the_site(self):
        open_page("checklist.html")
        first = find(".rule-item")
        click(verdict_button(first, "fail"))
        text, _, status, name = downloaded("[data-site-checklist] [data-review-export-json]")
        self.assertEqual(name, "Precept-Sample-Guidelines-review.json")
        review = json.loads(text)
        sections = find_all(".checklist-page")
        self.assertEqual(len(review["pages"]), len(sections))
        self.assertEqual(sum(len(page["rules"]) for page in review["pages"]), 84)
        self.assertEqual(review["pages"][0]["title"], sections[0].find_element(By.CSS_SELECTOR, "h2 a").text)
        self.assertEqual(review["pages"][0]["url"], "components/buttons.html")
        self.assertEqual(review["pages"][0]["rules"][0]["id"], first.get_attribute("data-rule"))
        self.assertEqual(review["pages"][0]["rules"][0]["verdict"], "fail")
        self.assertTrue(all(rule["section"] for page in review["pages"] for rule in page["rules"]))

    def load(self, content, filename):
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, filename)
        with open(path, "w", encoding="utf-8") as f:
            f.write(content)
        status = find("[data-review-share-status]")
        before = status.text
        find("[data-review-load]").send_keys(path)
        self.assertTrue(eventually(lambda: status.text != before and status.text))
        return status.text

    def test_load_a_review_file(self):
        open_review(PAGE)
        rules = items()
        review = {"format": "precept-review", "version": 1, "site": SITE_TITLE, "exported": "2026-12-01T10:00:00Z",
                  "reviewer": "Grace", "pages": [{"title": "Color and contrast", "url": PAGE, "rules": [
                      {"id": FIRST_RULE, "hash": rules[0].get_attribute("data-hash"), "verdict": "pass", "note": "ok"},
                      {"id": rules[1].get_attribute("data-rule"), "hash": "0000000000000000", "verdict": "fail", "note": ""},
                      {"id": rules[2].get_attribute("data-rule"), "hash": rules[2].get_attribute("data-hash"), "verdict": None, "note": ""},
                  ]}, {"title": "Elsewhere", "url": "x.html", "rules": [
                      {"id": "buttons/elsewhere", "hash": "1111111111111111", "verdict": "na", "note": ""}]}]}
        message = self.load(json.dumps(review), "review.json")
        self.assertEqual(message, "Loaded review.json. Applied 1 rule from the review by Grace. Skipped 1: the rule "
                                  "changed since it was reviewed. Saved 1 for a rule on another page.")
        self.assertEqual(pressed(items()[0]), ["pass"])
        self.assertEqual(items()[0].find_element(By.CSS_SELECTOR, "textarea").get_attribute("value"), "ok")
        self.assertEqual(pressed(items()[1]), [], "a verdict for another text is not applied")
        self.assertEqual(stored("precept-review:buttons/elsewhere"), {"h": "1111111111111111", "v": "na", "n": ""})
        self.assertEqual(self.load('{"rules": []}', "other.json"), "other.json is not a Precept review file.")
        self.assertEqual(self.load("# not json", "notes.md"), "notes.md is not a Precept review file.")
        review["version"] = 2
        self.assertEqual(self.load(json.dumps(review), "future.json"),
                         "future.json is a Precept review of version 2; this site reads version 1.")

    def link_of_review(self):
        open_review(PAGE)
        find("[data-reviewer]").send_keys("Ada")
        rules = items()
        click(verdict_button(rules[0], "pass"))
        click(verdict_button(rules[5], "fail"))
        click(find("[data-review-copy-link]"))
        status = find("[data-review-share-status]")
        self.assertTrue(eventually(lambda: status.get_attribute("data-review-link")))
        self.assertIn(status.text, ("Copied a link carrying 2 reviewed rules.", "Copy this link:"))
        link = status.get_attribute("data-review-link")
        self.assertTrue(link.startswith(site.page_url(PAGE) + "#review="))
        ids = [rules[0].get_attribute("data-rule"), rules[5].get_attribute("data-rule")]
        site.driver.execute_script("localStorage.clear();")
        open_page("index.html")
        site.driver.get(link)
        site.wait_until_ready()
        return ids

    def test_review_link_is_applied_only_when_asked(self):
        ids = self.link_of_review()
        banner = find("[data-review-banner]")
        self.assertEqual(banner.find_element(By.CSS_SELECTOR, "[data-review-banner-text]").text,
                         "This link carries a review of 2 rules by Ada.")
        self.assertEqual([item.get_attribute("data-verdict") for item in items()][:6], ["none"] * 6, "never applied silently")
        click(find("[data-review-banner-apply]"))
        self.assertEqual(banner.text, "Applied 2 rules from the review by Ada.")
        self.assertEqual(stored("precept-review:" + ids[0])["v"], "pass")
        self.assertEqual(stored("precept-review:" + ids[1])["v"], "fail")
        self.assertEqual(progress(), "2 of 8 reviewed · 1 pass · 1 fail · 0 N/A")
        self.assertNotIn("#review=", site.driver.current_url)
        self.assertEqual(console_errors(), [])

    def test_review_link_can_be_dismissed(self):
        ids = self.link_of_review()
        click(find("[data-review-banner-dismiss]"))
        self.assertEqual(find_all("[data-review-banner]"), [])
        self.assertIsNone(stored("precept-review:" + ids[0]))
        self.assertNotIn("#review=", site.driver.current_url)
        reload()
        self.assertEqual(find_all("[data-review-banner]"), [], "a dismissed link does not ask again")

    def test_hostile_review_link_applies_only_well_formed_entries(self):
        open_review(PAGE)
        rule = next(item for item in items() if item.get_attribute("data-rule") == FIRST_RULE)
        good_hash = rule.get_attribute("data-hash")
        site.driver.execute_script("localStorage.clear();")
        hostile = [["__proto__", good_hash, "pass"], ["constructor", good_hash, "fail"], ["x/__proto__", good_hash, "pass"],
                   ["evil\n/x", good_hash, "pass"], ["a/" + "b" * 500, good_hash, "pass"], ["other/rule", "<script>", "pass"],
                   ["other/rule", good_hash, "pass", "n" * 20000], [FIRST_RULE, good_hash, "pass"], ["other/page-rule", good_hash, "fail"]]
        payload = json.dumps({"f": "precept-review", "v": 1, "s": "", "r": "Mallory", "x": hostile})
        encoded = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
        open_page("index.html")
        site.driver.get(site.page_url(PAGE) + "#review=" + encoded)
        site.wait_until_ready()
        click(find("[data-review-banner-apply]"))
        banner = find("[data-review-banner]")
        self.assertEqual(banner.text, "Applied 1 rule from the review by Mallory. Saved 1 for a rule on another page.")
        keys = site.driver.execute_script("return Object.keys(localStorage).filter(function (k) { return k.indexOf('precept-review:') === 0; }).sort();")
        self.assertEqual(keys, ["precept-review:" + FIRST_RULE, "precept-review:other/page-rule"])
        self.assertEqual(console_errors(), [])

    def test_broken_review_link_says_so(self):
        open_review(PAGE)
        open_page("index.html")
        site.driver.get(site.page_url(PAGE) + "#review=bm90IGpzb24")
        site.wait_until_ready()
        self.assertIn("could not be read", find("[data-review-banner]").text)
        self.assertEqual(find_all("[data-review-banner-apply]"), [])


class ReviewFilterTests(site.SiteTestCase):

    def visible_rules(self):
        return [item.get_attribute("data-rule") for item in find_all(".rule-item") if item.is_displayed()]

    def test_filters_are_kept_in_the_query_string(self):
        open_page("checklist.html")
        first = find(".rule-item")
        rule = first.get_attribute("data-rule")
        click(verdict_button(first, "pass"))
        site.driver.execute_script("var s = document.querySelector('select[name=verdict]'); s.value = 'pass';"
                                   "s.dispatchEvent(new Event('change', {bubbles: true}));")
        self.assertIn("?verdict=pass", site.driver.current_url)
        self.assertEqual(self.visible_rules(), [rule])
        self.assertEqual(find("[data-filter-status]").text, "1 rule shown")
        reload()
        self.assertEqual(find("select[name=verdict]").get_attribute("value"), "pass")
        self.assertEqual(self.visible_rules(), [rule], "the filter survives a reload")
        # A shared address with kind and platform.
        open_page("checklist.html")
        site.driver.get(site.page_url("checklist.html") + "?kind=must-not&platform=iOS")
        site.wait_until_ready()
        kinds = {box.get_attribute("value"): box.is_selected() for box in find_all("input[name=kind]")}
        self.assertEqual([kind for kind, on in kinds.items() if on], ["must-not"])
        self.assertEqual(find("select[name=platform]").get_attribute("value"), "iOS")
        shown = [item for item in find_all(".rule-item") if item.is_displayed()]
        self.assertTrue(shown)
        self.assertEqual({item.get_attribute("data-kind") for item in shown}, {"must-not"})
        for item in shown:
            page = item.find_element(By.XPATH, "ancestor::section[contains(@class, 'checklist-page')]")
            self.assertIn("ios", page.get_attribute("data-platforms").split())
        # Back to every kind: the parameter goes away.
        click(find("input[name=kind][value='must']"))
        self.assertIn("kind=must-not%2Cmust", site.driver.current_url)
        self.assertEqual(console_errors(), [])


class ReviewDisclosureTests(site.SiteTestCase):
    """A page's checklist is closed for readers and opens for a review: from its summary (mouse or keyboard), from a
    link into it, by itself while a review of the page is saved, and for printing."""

    def details(self):
        return find("[data-checklist] [data-review-details]")

    def test_closed_until_asked_then_opened_by_keyboard(self):
        open_page(PAGE)
        details = self.details()
        self.assertIsNone(details.get_attribute("open"))
        summary = details.find_element(By.CSS_SELECTOR, "summary")
        self.assertEqual(summary.text, "Review this page's rules (8)")
        self.assertFalse(items()[0].is_displayed())
        self.assertGreaterEqual(summary.rect["height"], 44)
        site.driver.execute_script("arguments[0].focus();", summary)
        self.assertTrue(focus_indicator(summary))
        press(Keys.ENTER)
        self.assertIsNotNone(details.get_attribute("open"))
        self.assertTrue(items()[0].is_displayed())

    def test_a_link_into_the_checklist_opens_it(self):
        open_page(PAGE)
        click([a for a in find_all("a[href='#precept-checklist']") if a.is_displayed()][0])
        self.assertIsNotNone(self.details().get_attribute("open"), "the contents' Checklist link")
        open_page("index.html")
        open_page(PAGE + "#precept-checklist")
        self.assertIsNotNone(self.details().get_attribute("open"), "an address ending in #precept-checklist")

    def test_a_saved_review_opens_it_and_its_summary_shows_the_progress(self):
        open_review(PAGE)
        click(verdict_button(items()[0], "pass"))
        reload()
        details = self.details()
        self.assertIsNotNone(details.get_attribute("open"))
        self.assertEqual(details.find_element(By.CSS_SELECTOR, "summary").text,
                         "Review this page's rules (8) · 1 of 8 reviewed · 1 pass · 0 fail · 0 N/A")
        click(verdict_button(items()[0], "pass"))
        reload()
        self.assertIsNone(self.details().get_attribute("open"), "closed again once nothing is saved")

    def test_once_closed_it_stays_closed_while_the_review_goes_on(self):
        open_review(PAGE)
        click(verdict_button(items()[0], "pass"))
        click(self.details().find_element(By.CSS_SELECTOR, "summary"))
        self.assertIsNone(self.details().get_attribute("open"))
        site.driver.execute_script("window.preceptReview.refresh(document.querySelector('[data-checklist]'));")
        self.assertIsNone(self.details().get_attribute("open"), "a refresh does not reopen what the reader closed")

    def test_a_malformed_address_fragment_breaks_nothing(self):
        open_page(PAGE + "#50%")
        self.assertGreater(len(items()), 3, "the checklist is built")
        self.assertEqual(console_errors(), [])

    def test_printing_opens_it_and_puts_it_back(self):
        open_page(PAGE)
        site.driver.execute_script("window.dispatchEvent(new Event('beforeprint'));")
        self.assertIsNotNone(self.details().get_attribute("open"))
        site.driver.execute_script("window.dispatchEvent(new Event('afterprint'));")
        self.assertIsNone(self.details().get_attribute("open"))


class ReviewAccessTests(site.SiteTestCase):

    def test_controls_are_44px_touch_targets_with_visible_focus(self):
        for path, scope in ((PAGE, "[data-checklist]"), ("checklist.html", "[data-site-checklist]")):
            with self.subTest(page=path):
                open_review(path)
                click(find(scope + " [data-review-reset]"))
                # The file field is visually hidden inside its label, which looks and works as the button.
                controls = find_all(scope + " [data-review-bar] button, " + scope + " [data-review-bar] input:not([type=file]), "
                                    + scope + " [data-review-bar] .review-load, " + scope + " .review-controls button")
                sizes = site.driver.execute_script(
                    "return arguments[0].filter(function (e) { return e.offsetParent !== null; }).map(function (e) {"
                    " var r = e.getBoundingClientRect(); return [e.outerHTML.slice(0, 80), r.width, r.height]; });", controls)
                self.assertGreater(len(sizes), 30)
                small = [size for size in sizes if size[1] < 44 or size[2] < 44]
                self.assertEqual(small, [])
                item = find(scope + " .rule-item")
                button = verdict_button(item, "fail")
                site.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", button)
                site.driver.execute_script("arguments[0].focus();", verdict_button(item, "pass"))
                press(Keys.TAB)
                self.assertEqual(focused(), button, "Tab goes from Pass to Fail")
                self.assertTrue(focus_indicator(button))
                press(Keys.ENTER)
                self.assertEqual(button.get_attribute("aria-pressed"), "true", "Enter on a verdict button gives it")

    def test_axe_reports_no_violations_on_a_reviewed_checklist(self):
        for appearance, contrast in [(a, c) for a in APPEARANCES for c in ("standard", "more")]:
            for path in (PAGE, "checklist.html"):
                with self.subTest(appearance=appearance, contrast=contrast, page=path):
                    site.reset_browser()
                    open_review(path, appearance=appearance)
                    if contrast == "more":
                        store("precept-contrast", "more")
                        open_review(path)
                    expected = appearance + ("-increased-contrast" if contrast == "more" else "")
                    self.assertEqual(site.driver.execute_script(
                        "return document.documentElement.getAttribute('data-appearance')"), expected)
                    rules = find_all(".rule-item")
                    click(verdict_button(rules[0], "pass"))
                    click(verdict_button(rules[1], "fail"))
                    click(verdict_button(rules[2], "na"))
                    store("precept-review:" + rules[3].get_attribute("data-rule"), json.dumps({"h": "x", "v": "pass", "n": ""}))
                    click(find("[data-review-copy-link]"))
                    link = eventually(lambda: find("[data-review-share-status]").get_attribute("data-review-link"))
                    open_page("index.html")
                    site.driver.get(link)
                    site.wait_until_ready()
                    rules = find_all(".rule-item")
                    self.assertTrue(find("[data-review-banner]").is_displayed())
                    self.assertTrue(rules[3].find_element(By.CSS_SELECTOR, "[data-rule-changed]").is_displayed())
                    click(rules[1].find_element(By.CSS_SELECTOR, "[data-note-toggle]"))
                    click(find("[data-review-reset]"))
                    self.assertTrue(find("[data-review-reset-question]").is_displayed())
                    results = axe_audit()
                    self.assertNotIn("error", results, results.get("error"))
                    self.assertEqual(results["violations"], [], "\n" + axe_report(results))

    def test_rules_stay_readable_without_javascript(self):
        site.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            open_page("checklist.html")
            rules = find_all(".rule-item")
            self.assertEqual(len(rules), 84)
            self.assertTrue(all(rule.find_element(By.CSS_SELECTOR, ".rule-lead").is_displayed() for rule in rules[:5]))
            self.assertEqual(find_all(".verdict-button"), [])
            self.assertFalse(find("[data-review-bar]").is_displayed())
            open_page(PAGE)
            self.assertFalse(find("[data-review-details]").is_displayed(), "no empty review without the script")
            self.assertTrue(find(".checklist-no-script").is_displayed())
        finally:
            site.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


class SplitIndexProgressTests(site.BuiltVariantTestCase):
    """On a split checklist, checklist.html counts the site's saved verdicts from the rules' hashes."""

    def setUp(self):
        super().setUp()
        if not site.SPLIT_SITE or not os.path.isfile(os.path.join(site.SPLIT_SITE, "checklist", "components.html")):
            raise AssertionError("PRECEPT_SPLIT_SITE is not a site with a split checklist; run scripts/browser-tests")

    def variant_root(self):
        return site.SPLIT_SITE

    def test_index_shows_site_wide_progress(self):
        self.open_variant("checklist.html")
        self.assertEqual(progress("[data-review-summary]"), "0 of 84 reviewed · 0 pass · 0 fail · 0 N/A")
        self.open_variant("checklist/foundations.html")
        rules = find_all(".rule-item")
        click(verdict_button(rules[0], "pass"))
        click(verdict_button(rules[1], "fail"))
        self.open_variant("checklist/components.html")
        other = find(".rule-item")
        click(verdict_button(other, "na"))
        # An old checkbox key counts as a pass; a verdict for a text the site no longer has does not count.
        store("precept-rule:" + find_all(".rule-item")[1].get_attribute("data-rule"), find_all(".rule-item")[1].get_attribute("data-hash"))
        store("precept-review:gone/rule", json.dumps({"h": "ffffffffffffffff", "v": "pass", "n": ""}))
        self.open_variant("checklist.html")
        self.assertEqual(progress("[data-review-summary]"), "4 of 84 reviewed · 2 pass · 1 fail · 1 N/A")
        self.assertEqual(find("[data-review-summary] [data-review-progress]").get_attribute("aria-live"), "polite")
        self.assert_no_errors_or_outside_requests()

    def test_index_loads_a_review_for_the_pages_it_names(self):
        self.open_variant("checklist/foundations.html")
        rules = find_all(".rule-item")
        entries = [{"id": rules[0].get_attribute("data-rule"), "hash": rules[0].get_attribute("data-hash"), "verdict": "fail", "note": "n"},
                   {"id": rules[1].get_attribute("data-rule"), "hash": "0000000000000000", "verdict": "pass", "note": ""}]
        ids = [entry["id"] for entry in entries]
        review = {"format": "precept-review", "version": 1, "site": SITE_TITLE, "exported": "2026-12-01T10:00:00Z",
                  "reviewer": "Grace", "pages": [{"title": "Color", "url": "foundations/color.html", "rules": entries}]}
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "site-review.json")
        with open(path, "w", encoding="utf-8") as f:
            json.dump(review, f)
        self.open_variant("checklist.html")
        self.assertEqual(find("[data-review-summary] .review-summary-note").text, "Each group's checklist exports its own review.")
        find("[data-review-summary] [data-review-load]").send_keys(path)
        status = find("[data-review-summary] [data-review-share-status]")
        self.assertTrue(eventually(lambda: status.text))
        self.assertEqual(status.text, "Loaded site-review.json. Saved 2 rules from the review by Grace for their pages, "
                                      "which check them when they open.")
        # Only the verdict given for the present text counts.
        self.assertEqual(progress("[data-review-summary]"), "1 of 84 reviewed · 0 pass · 1 fail · 0 N/A")
        self.open_variant("checklist/foundations.html")
        self.assertEqual(find(".rule-item[data-rule='%s']" % ids[0]).get_attribute("data-verdict"), "fail")
        second = find(".rule-item[data-rule='%s']" % ids[1])
        self.assertEqual(second.get_attribute("data-verdict"), "none")
        self.assertTrue(second.find_element(By.CSS_SELECTOR, "[data-rule-changed]").is_displayed())
        self.assert_no_errors_or_outside_requests()
