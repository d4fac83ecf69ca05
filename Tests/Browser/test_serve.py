"""The bundled site as `precept serve` delivers it: axe-core with WCAG 2.2 A/AA tags in light, dark and increased
contrast, no request leaving 127.0.0.1, and the live-reload connection the server adds working beside the theme.

test_site and the other modules open the built site from disk and from Python's http.server; this module starts
Precept's own preview server (PRECEPT_BIN, set by scripts/browser-tests) on a copy of the bundled project in a
scratch folder, so its cache and output stay there."""

import os
import shutil
import subprocess
import tempfile
import time
import unittest
import urllib.error
import urllib.request

import test_site as site
from test_site import axe_audit, axe_report, console_errors, drain_logs, find, requested_urls

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BIN = os.environ.get("PRECEPT_BIN", os.path.join(ROOT, ".build", "debug", "precept"))
PAGES = ("index.html", "foundations/color.html", "components/buttons.html", "checklist.html", "index.html?q=blue")
APPEARANCES = ("light", "dark", "light-increased-contrast", "dark-increased-contrast")

project = None
serve = None
port = None


def setUpModule():
    global project, serve, port
    if not os.access(BIN, os.X_OK):
        raise RuntimeError("%s is not an executable precept; run scripts/browser-tests" % BIN)
    project = tempfile.mkdtemp(prefix="precept-serve-")
    shutil.copytree(os.path.join(ROOT, "content"), os.path.join(project, "content"))
    shutil.copy(os.path.join(ROOT, "precept.yml"), os.path.join(project, "precept.yml"))
    port = site.free_port()
    log = open(os.path.join(project, "serve.log"), "wb")
    serve = subprocess.Popen([BIN, "serve", "--port", str(port), "--output", "public"], cwd=project,
                             stdout=log, stderr=subprocess.STDOUT)
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    deadline = time.time() + 120  # the first build of the bundled site, in a debug binary
    while time.time() < deadline:
        if serve.poll() is not None:
            raise RuntimeError("precept serve exited:\n" + open(os.path.join(project, "serve.log")).read())
        try:
            with direct.open("http://127.0.0.1:%d/index.html" % port, timeout=1) as response:
                if response.status == 200:
                    break
        except (OSError, urllib.error.URLError):
            time.sleep(0.2)
    else:
        raise RuntimeError("precept serve did not answer on 127.0.0.1:%d" % port)
    site.setUpModule()


def tearDownModule():
    site.tearDownModule()
    if serve is not None:
        serve.terminate()
        try:
            serve.wait(timeout=10)
        except subprocess.TimeoutExpired:
            serve.kill()
    if project is not None:
        shutil.rmtree(project, ignore_errors=True)


def open_served(path, appearance):
    dark = appearance.startswith("dark")
    more = appearance.endswith("increased-contrast")
    site.driver.get("http://127.0.0.1:%d/%s" % (port, path))
    site.driver.execute_script(
        "localStorage.setItem('precept-theme', arguments[0]); localStorage.setItem('precept-contrast', arguments[1]);",
        "dark" if dark else "light", "more" if more else "standard")
    site.driver.get("http://127.0.0.1:%d/%s" % (port, path))
    site.wait_until_ready()
    assert site.driver.execute_script("return document.documentElement.getAttribute('data-appearance')") == appearance


def unexplained(results, searching):
    """axe's undecided results that nobody has looked at. Looked at: the verdict and rule-kind icons (✓ ◐ ⊘ ☆,
    characters outside the Basic Multilingual Plane's letters, hidden from assistive technology, with their meaning
    in words beside them), whose contrast axe will not judge ("nonBmp"); and, while a search's results float over
    the page, the page text under them ("bgOverlap") and a result line the list's scrolling edge cuts
    ("elmPartiallyObscuring"), which axe cannot measure and which are legible once the results close."""
    left = []
    for item in results["incomplete"]:
        for node in item["nodes"]:
            keys = [check["data"].get("messageKey") if isinstance(check.get("data"), dict) else None
                    for check in node.get("any", [])]
            if item["id"] == "color-contrast" and keys == ["nonBmp"] and 'aria-hidden="true"' in node["html"]:
                continue
            if searching and item["id"] == "color-contrast" and keys in (["bgOverlap"], ["elmPartiallyObscuring"]):
                continue
            left.append("%s %s %s" % (item["id"], keys, " ".join(node["target"])))
    return left


class ServedSiteTests(site.SiteTestCase):
    def test_axe_reports_no_violations_in_any_appearance(self):
        summary = []
        for appearance in APPEARANCES:
            for path in PAGES:
                with self.subTest(appearance=appearance, page=path):
                    open_served(path, appearance)
                    site.driver.execute_script("window.scrollTo(0, 0);")
                    results = axe_audit()
                    self.assertNotIn("error", results, results.get("error"))
                    incomplete = sorted({item["id"] for item in results["incomplete"]})
                    summary.append("  %-24s %-24s %d violations, incomplete: %s" % (
                        appearance, path, len(results["violations"]), ", ".join(incomplete) or "none"))
                    self.assertEqual(results["violations"], [], "\n" + axe_report(results))
                    self.assertEqual(unexplained(results, searching="?q=" in path), [])
        print("\naxe-core on precept serve:\n" + "\n".join(summary), file=site.sys.stderr)

    def test_pages_request_nothing_beyond_the_server_and_log_no_errors(self):
        origin = "http://127.0.0.1:%d/" % port
        for path in PAGES:
            with self.subTest(page=path):
                drain_logs()
                open_served(path, "light")
                outside = [url for url in requested_urls()
                           if not url.startswith(origin) and not url.startswith("ws://127.0.0.1:%d/" % port)
                           and not url.startswith("data:")]
                self.assertEqual(outside, [])
                self.assertEqual(console_errors(), [])

    def test_the_server_refuses_a_foreign_host_header(self):
        request = urllib.request.Request("http://127.0.0.1:%d/index.html" % port, headers={"Host": "evil.example"})
        direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with self.assertRaises(urllib.error.HTTPError) as caught:
            direct.open(request, timeout=5)
        self.assertIn(caught.exception.code, (400, 403, 421))

    def test_the_served_page_is_the_built_page_with_the_reload_hook(self):
        open_served("foundations/color.html", "light")
        self.assertTrue(find("table.spec-table") is not None)
        scripts = site.driver.execute_script(
            "return Array.from(document.scripts).map(function (s) { return s.src || s.textContent.slice(0, 80); });")
        self.assertIn("http://127.0.0.1:%d/__precept/live-reload.js" % port, scripts)


if __name__ == "__main__":
    unittest.main()
