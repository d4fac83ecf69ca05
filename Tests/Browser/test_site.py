"""Real-browser tests of the built bundled site (headless Chromium through selenium, plus axe-core).

Run through scripts/browser-tests (part of `make test`), which installs Chromium, chromedriver and a
virtual environment with selenium and selenium-axe-python, builds the bundled site and sets:

    PRECEPT_SITE          the built site folder (required)
    PRECEPT_CHROMIUM      the browser binary (default /usr/bin/chromium)
    PRECEPT_CHROMEDRIVER  the driver binary (default /usr/bin/chromedriver)
    PRECEPT_SCREENSHOTS   optional: a folder that receives light and dark screenshots of a few pages
    PRECEPT_SPLIT_SITE    optional: the bundled site built with a low `checklist: split_above:`, so that
                          its checklist is an index and a page per group (SplitChecklistTests)

Every page is opened both from disk (file://) and over HTTP from a `python3 -m http.server` bound to
127.0.0.1 that this module starts and stops. One browser serves the whole module, to keep the run short;
each test starts from a clean state through `reset_browser()`.

ADDING CHECKS: the helpers in the "Helpers" section below are the building blocks. A new check is
usually a method on one of the TestCase classes (or a new class deriving from `SiteTestCase`) that
calls `open_page("foundations/color.html", scheme)`, finds elements with `find` / `find_all`, and
compares `computed_style(el, "background-color")` (as an (r, g, b, a) tuple with `rgba()`) with what
the page promises. Loop over `SCHEMES` to cover file:// and HTTP, over `APPEARANCES` for light and
dark. For instance, a swatch check could read each chip's `data-*` hex value and compare it with
`rgba(computed_style(chip, "background-color"))` after `set_theme("dark")`; a rule-checklist check
could press a rule's Pass button, `reload()`, and assert it is still pressed.
"""

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

SITE = os.path.abspath(os.environ.get("PRECEPT_SITE", ""))
CHROMIUM = os.environ.get("PRECEPT_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("PRECEPT_CHROMEDRIVER", "/usr/bin/chromedriver")
SCREENSHOTS = os.environ.get("PRECEPT_SCREENSHOTS", "")
SPLIT_SITE = os.path.abspath(os.environ["PRECEPT_SPLIT_SITE"]) if os.environ.get("PRECEPT_SPLIT_SITE") else ""
PARTS_SITE = os.path.abspath(os.environ["PRECEPT_PARTS_SITE"]) if os.environ.get("PRECEPT_PARTS_SITE") else ""

SCHEMES = ("file", "http")
APPEARANCES = ("light", "dark")

# The pages audited with axe-core, in every appearance.
AXE_PAGES = ("index.html", "components/buttons.html", "components/color-and-contrast.html", "foundations/color.html", "checklist.html")
# WCAG 2.0, 2.1 and 2.2, levels A and AA (axe tags 2.2 A rules under wcag2a and wcag21a; wcag22aa is target size).
AXE_TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa")

# Shared by the helpers; set up in setUpModule.
driver = None
server = None
server_port = None
profile = None


# ======================================================================================================
# Helpers: use these in new checks.
# ======================================================================================================


def site_pages():
    """Every HTML page of the built site, as paths relative to the site folder, sorted."""
    pages = []
    for folder, _, files in os.walk(SITE):
        for name in files:
            if name.endswith(".html"):
                pages.append(os.path.relpath(os.path.join(folder, name), SITE).replace(os.sep, "/"))
    return sorted(pages)


def page_url(path, scheme="file"):
    """The URL of a site page (`"foundations/color.html"`) from disk or from the local server."""
    if scheme == "file":
        return "file://" + os.path.join(SITE, path)
    if scheme == "http":
        return "http://127.0.0.1:%d/%s" % (server_port, path)
    raise ValueError("unknown scheme %r" % scheme)


def site_origin(scheme):
    """The URL prefix every request of a page opened with `scheme` must start with."""
    return "file://" + SITE + "/" if scheme == "file" else "http://127.0.0.1:%d/" % server_port


def open_page(path, scheme="file", appearance=None):
    """Opens a site page and waits until precept.js has run. `appearance` ("light" or "dark") sets the
    emulated `prefers-color-scheme` first; None leaves it as it is."""
    if appearance is not None:
        set_color_scheme(appearance)
    driver.get(page_url(path, scheme))
    wait_until_ready()
    return driver


def open_review(path, scheme="file", appearance=None):
    """Opens a guideline page and its rule checklist, which is a disclosure closed until a review starts."""
    open_page(path, scheme, appearance)
    details = find_all("[data-checklist] [data-review-details]")
    if details and not details[0].get_attribute("open"):
        click(details[0].find_element(By.CSS_SELECTOR, "summary"))
        assert details[0].get_attribute("open") is not None, "the checklist did not open"
    return driver


def reload():
    """Reloads the current page and waits until it is ready."""
    driver.refresh()
    wait_until_ready()


def wait_until_ready(timeout=10):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if driver.execute_script("return document.readyState") == "complete":
            return
        time.sleep(0.05)
    raise AssertionError("page did not finish loading: %s" % driver.current_url)


def find(selector):
    """The first element matching a CSS selector (raises when there is none)."""
    return driver.find_element(By.CSS_SELECTOR, selector)


def find_all(selector):
    """Every element matching a CSS selector."""
    return driver.find_elements(By.CSS_SELECTOR, selector)


def computed_style(element, prop, pseudo=None):
    """`getComputedStyle(element[, pseudo])[prop]`, e.g. computed_style(el, "outline-style") or
    computed_style(link, "outline-width", "::after")."""
    return driver.execute_script(
        "return getComputedStyle(arguments[0], arguments[2]).getPropertyValue(arguments[1]);",
        element, prop, pseudo)


def css_variable(name, element=None):
    """The value of a custom property (`"--bg"`) on an element (default: the root element)."""
    return driver.execute_script(
        "return getComputedStyle(arguments[0] || document.documentElement)"
        ".getPropertyValue(arguments[1]).trim();", element, name)


def rgba(css_color):
    """Parses a computed colour (`rgb(17, 17, 19)` or `rgba(0, 0, 0, 0)`) into an (r, g, b, a) tuple."""
    inside = css_color[css_color.index("(") + 1:css_color.rindex(")")]
    parts = [p.strip() for p in inside.replace("/", ",").split(",")]
    r, g, b = (round(float(p)) for p in parts[:3])
    a = float(parts[3]) if len(parts) > 3 else 1.0
    return (r, g, b, a)


def hex_to_rgba(hex_color):
    """`#0066cc` → (0, 102, 204, 1.0), to compare with `rgba(computed_style(...))`."""
    h = hex_color.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 1.0)


def set_color_scheme(appearance):
    """Emulates the system appearance (`prefers-color-scheme`): "light" or "dark"."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": appearance}]})


def set_theme(choice):
    """Sets the site's theme choice the way the toggle stores it ("auto", "light", "dark") and
    reloads, so the page starts with it."""
    driver.execute_script(
        "if (arguments[0] === 'auto') localStorage.removeItem('precept-theme');"
        "else localStorage.setItem('precept-theme', arguments[0]);", choice)
    reload()


def theme_attribute():
    """The root element's data-theme attribute, or None."""
    return driver.execute_script("return document.documentElement.getAttribute('data-theme');")


def page_colors():
    """The body's computed (background, text) colours as rgba tuples."""
    body = find("body")
    return rgba(computed_style(body, "background-color")), rgba(computed_style(body, "color"))


WINDOW = (1280, 900)
NARROW_WINDOW = (390, 844)


def set_window(size):
    """Resizes the browser window: `WINDOW` (the wide layout, the default) or `NARROW_WINDOW` (a phone)."""
    driver.set_window_size(*size)


def reset_browser():
    """Forgets stored choices and logs, and goes back to a light system appearance in the default
    window size with JavaScript on."""
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
    set_window(WINDOW)
    for scheme in SCHEMES:
        driver.get(page_url("index.html", scheme))
        driver.execute_script("try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}")
    set_color_scheme("light")
    drain_logs()


def drain_logs():
    """Throws away the console and network logs gathered so far."""
    driver.get_log("browser")
    driver.get_log("performance")


def console_errors():
    """Console messages of level SEVERE since the last call (uncaught exceptions, failed loads)."""
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def requested_urls():
    """Every URL the browser requested since the last call (from the DevTools performance log),
    plus everything the current page's Resource Timing lists."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    urls += driver.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; });")
    return urls


def outside_requests(scheme):
    """The requested URLs (see `requested_urls`) that are not part of the site. `data:` URLs (the
    empty favicon) are inline and allowed."""
    origin = site_origin(scheme)
    return sorted({url for url in requested_urls()
                   if not url.startswith(origin) and not url.startswith("data:")})


def press(key, times=1):
    """Sends real key presses (e.g. Keys.TAB) to the focused element."""
    actions = ActionChains(driver)
    for _ in range(times):
        actions.send_keys(key)
    actions.perform()


def focused():
    """The focused element (document.activeElement)."""
    return driver.execute_script("return document.activeElement;")


def describe(element):
    """A short description of an element for failure messages: tag.class "text"."""
    return driver.execute_script(
        "var e = arguments[0]; var s = e.tagName.toLowerCase();"
        "if (e.className && typeof e.className === 'string') s += '.' + e.className.trim().split(/\\s+/).join('.');"
        "var t = (e.getAttribute('aria-label') || e.textContent || '').trim().replace(/\\s+/g, ' ');"
        "return s + (t ? ' \"' + t.slice(0, 40) + '\"' : '');", element)


def focus_indicator(element):
    """How a focused element shows its focus: a description such as 'outline 3px solid' (on the
    element or its ::before/::after), 'box-shadow …', or None when nothing is visible."""
    for pseudo in (None, "::after", "::before"):
        style = computed_style(element, "outline-style", pseudo)
        width = computed_style(element, "outline-width", pseudo)
        if style not in ("none", "") and width not in ("0px", ""):
            return "outline %s %s%s" % (width, style, " on " + pseudo if pseudo else "")
        shadow = computed_style(element, "box-shadow", pseudo)
        if shadow not in ("none", ""):
            return "box-shadow %s%s" % (shadow, " on " + pseudo if pseudo else "")
    return None


def is_visible(element):
    """Whether an element takes up space on screen and is not hidden by visibility or opacity."""
    return driver.execute_script(
        "var e = arguments[0], r = e.getBoundingClientRect(), s = getComputedStyle(e);"
        "return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && parseFloat(s.opacity) > 0;",
        element)


def in_viewport(element):
    """Whether the element is on screen."""
    return driver.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;", element)


def not_obscured(element):
    """Whether the element's centre is on screen and not covered by something else (the sticky
    header, say): WCAG 2.4.11 Focus Not Obscured."""
    return driver.execute_script(
        "var e = arguments[0], r = e.getBoundingClientRect();"
        "var x = r.left + Math.min(r.width / 2, 8), y = r.top + r.height / 2;"
        "if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;"
        "var hit = document.elementFromPoint(x, y);"
        "return !!hit && (hit === e || e.contains(hit) || hit.contains(e));", element)


def what_covers(element):
    """For a failure message: the element's box and what `elementFromPoint` finds at the point `not_obscured` tests."""
    return driver.execute_script(
        "var e = arguments[0], r = e.getBoundingClientRect();"
        "var x = r.left + Math.min(r.width / 2, 8), y = r.top + r.height / 2;"
        "var hit = document.elementFromPoint(x, y);"
        "return 'box ' + [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)].join(',') +"
        " ' in ' + innerWidth + 'x' + innerHeight + ', scrollY ' + Math.round(scrollY) + ', at the point: ' +"
        " (hit ? hit.tagName.toLowerCase() + (hit.className ? '.' + String(hit.className).split(' ').join('.') : '') : 'nothing');",
        element)


def eventually(condition, timeout=2.0):
    """Polls `condition()` until it is true or `timeout` seconds have passed (smooth scrolling, say);
    returns its last value."""
    deadline = time.time() + timeout
    while True:
        value = condition()
        if value or time.time() >= deadline:
            return value
        time.sleep(0.05)


def assert_every_control_reachable(test):
    """Tabs through the current page from the top: every tabbable element is reached once, in order,
    visible, not obscured and with a focus indicator, and Tab leaves the page at the end (no trap)."""
    # Focus scrolls instantly here (prefers-reduced-motion: reduce, which the site honours): with smooth scrolling,
    # Tab pressed while the previous focus's scroll still runs lets Chromium finish that scroll past the newly
    # focused element (a spec table's tall scroll box, then its first button), which failed 1 run in 4.
    dark = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
        {"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        _tab_through(test)
    finally:
        set_color_scheme("dark" if dark else "light")


def _tab_through(test):
    expected = tabbable_elements()
    reached = []
    for _ in range(len(expected) + 5):
        press(Keys.TAB)
        element = focused()
        if element.tag_name == "body" or (reached and element == reached[0]):
            break  # left the page (or wrapped around): no trap
        reached.append(element)
        test.assertTrue(focus_indicator(element), "%s shows no focus indicator" % describe(element))
        # Scrolling is instant, but a loaded machine may take a moment to lay out and paint.
        test.assertTrue(eventually(lambda: is_visible(element), timeout=6), "%s is invisible while focused" % describe(element))
        test.assertTrue(eventually(lambda: not_obscured(element), timeout=6),
                        "%s is focused off screen or under something (%s)" % (describe(element), what_covers(element)))
    missing = [describe(e) for e in expected if e not in reached]
    test.assertEqual(missing, [], "not reachable with Tab")
    test.assertEqual(len(reached), len(expected), "Tab stopped early or looped")


def tabbable_elements():
    """The elements a keyboard user can reach with Tab, in document order: visible links with href,
    buttons, inputs, summaries and [tabindex >= 0], minus disabled and hidden ones and those in a closed
    disclosure."""
    return driver.execute_script("""
        var selector = 'a[href], button, input, select, textarea, summary, [tabindex]';
        return Array.prototype.filter.call(document.querySelectorAll(selector), function (e) {
            if (e.disabled || e.tabIndex < 0) return false;
            if (e.tagName === 'SUMMARY' && e.parentElement.firstElementChild !== e) return false;
            // Inside a closed disclosure only its summary can take focus (the rest keeps a layout box).
            var closed = e.closest('details:not([open])');
            if (closed && !(e.tagName === 'SUMMARY' && e.parentElement === closed)) return false;
            var r = e.getBoundingClientRect(), s = getComputedStyle(e);
            return r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
        });""")


def axe_script():
    """The axe-core source that selenium-axe-python (or axe-selenium-python) ships."""
    for module in ("selenium_axe_python", "axe_selenium_python"):
        try:
            package = __import__(module)
        except ImportError:
            continue
        folder = os.path.dirname(package.__file__)
        for relative in ("axe-core/axe.min.js", "node_modules/axe-core/axe.min.js"):
            path = os.path.join(folder, relative)
            if os.path.exists(path):
                with open(path, encoding="utf-8") as f:
                    return f.read()
    raise AssertionError("no axe.min.js: install selenium-axe-python")


_AXE_SOURCE = None


def axe_audit(tags=AXE_TAGS, context=None):
    """Runs axe-core on the current page, limited to rules with one of `tags`, and returns axe's
    results object: a dict with "violations", "incomplete", "passes" and "inapplicable" lists."""
    global _AXE_SOURCE
    if _AXE_SOURCE is None:
        _AXE_SOURCE = axe_script()
    if not driver.execute_script("return typeof window.axe === 'object';"):
        driver.execute_script(_AXE_SOURCE)
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(arguments[0] || document, {runOnly: {type: 'tag', values: arguments[1]},"
        " resultTypes: ['violations', 'incomplete']})"
        ".then(done, function (error) { done({error: String(error)}); });",
        context, list(tags))


def axe_report(results):
    """A readable list of axe violations: rule, impact, help, and each failing node with axe's reason."""
    lines = []
    for violation in results.get("violations", []):
        lines.append("%s (%s): %s" % (violation["id"], violation["impact"], violation["help"]))
        for node in violation["nodes"][:10]:
            reason = node.get("failureSummary", "").replace("\n", " ")
            lines.append("    %s: %s" % (" ".join(node["target"]), reason))
    return "\n".join(lines)


def screenshot(name, full_page=True):
    """Saves a PNG of the whole page (or of the window) into PRECEPT_SCREENSHOTS, when set, as
    `name`.png."""
    if not SCREENSHOTS:
        return None
    os.makedirs(SCREENSHOTS, exist_ok=True)
    path = os.path.join(SCREENSHOTS, name + ".png")
    size = driver.get_window_size()
    if full_page:
        height = driver.execute_script("return document.documentElement.scrollHeight;")
        driver.set_window_size(size["width"], min(max(height, 600), 6000))
    driver.save_screenshot(path)
    driver.set_window_size(size["width"], size["height"])
    return path


# ======================================================================================================
# Browser and server for the whole module.
# ======================================================================================================


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server():
    global server, server_port
    server_port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(server_port), "--bind", "127.0.0.1", "--directory", SITE],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # never through a proxy
    deadline = time.time() + 10
    while time.time() < deadline:
        try:
            with direct.open(page_url("index.html", "http"), timeout=1) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("http.server did not start on 127.0.0.1:%d" % server_port)


def start_browser():
    global driver, profile
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.mkdtemp(prefix="precept-chromium-")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=%d,%d" % WINDOW, "--user-data-dir=" + profile,
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--metrics-recording-only", "--lang=en-US"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_script_timeout(30)
    driver.set_page_load_timeout(30)
    driver.execute_cdp_cmd("Network.enable", {})


def setUpModule():
    if not SITE or not os.path.isfile(os.path.join(SITE, "index.html")):
        raise unittest.SkipTest("PRECEPT_SITE is not a built site; run scripts/browser-tests")
    start_server()
    try:
        start_browser()
    except Exception:
        stop_server()
        raise


def stop_server():
    if server is not None:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()


def tearDownModule():
    if driver is not None:
        driver.quit()
    if profile is not None:
        shutil.rmtree(profile, ignore_errors=True)
    stop_server()


class SiteTestCase(unittest.TestCase):
    """Base class: every test starts with no stored theme, light system appearance and empty logs."""

    def setUp(self):
        reset_browser()


# ======================================================================================================
# Checks
# ======================================================================================================


class PageLoadTests(SiteTestCase):
    def test_every_page_loads_without_console_errors_or_outside_requests(self):
        pages = site_pages()
        self.assertIn("index.html", pages)
        for scheme in SCHEMES:
            for appearance in APPEARANCES:
                for path in pages:
                    with self.subTest(scheme=scheme, appearance=appearance, page=path):
                        drain_logs()
                        open_page(path, scheme, appearance)
                        self.assertTrue(driver.title, "page has no title")
                        # The stylesheet applied: the body uses the theme's font stack, not the default.
                        self.assertIn("apple-system", computed_style(find("body"), "font-family"))
                        errors = console_errors()
                        self.assertEqual(errors, [], "console errors on %s" % path)
                        self.assertEqual(outside_requests(scheme), [],
                                         "requests outside the site from %s" % path)

    def test_the_checks_catch_planted_problems(self):
        # Proves the two checks above are not vacuous: an uncaught error and a request off the site
        # (to a closed port on this machine, so nothing leaves it) must both be reported.
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_page("index.html", scheme)
                drain_logs()
                driver.execute_script(
                    "var img = document.createElement('img'); img.alt = '';"
                    "img.src = 'http://127.0.0.1:1/planted.png'; document.body.append(img);"
                    "setTimeout(function () { throw new Error('planted error'); }, 0);")
                self.assertTrue(eventually(lambda: any("planted" in url for url in outside_requests(scheme))))
                self.assertTrue(eventually(lambda: any("planted error" in e["message"] for e in console_errors())))

    def test_the_theme_scripts_ran(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_page("index.html", scheme)
                self.assertIn("js", driver.execute_script("return document.documentElement.className;"))
                toggle = find("[data-theme-toggle]")
                self.assertTrue(is_visible(toggle))
                self.assertEqual(toggle.get_attribute("data-theme-choice"), "auto")


class ThemeToggleTests(SiteTestCase):
    def test_toggle_cycles_auto_light_dark_and_changes_colors(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                reset_browser()
                open_page("index.html", scheme, "light")
                self.assertIsNone(theme_attribute())
                auto_colors = page_colors()
                toggle = find("[data-theme-toggle]")
                self.assertEqual(toggle.get_attribute("aria-label"), "Theme: Auto. Switch to Light")

                toggle.click()
                self.assertEqual(theme_attribute(), "light")
                self.assertEqual(find("[data-theme-label]").text, "Light")
                self.assertEqual(toggle.get_attribute("aria-pressed"), "true")
                self.assertEqual(toggle.get_attribute("aria-label"), "Theme: Light. Switch to Dark")
                light_colors = page_colors()
                self.assertEqual(light_colors, auto_colors)

                toggle.click()
                self.assertEqual(theme_attribute(), "dark")
                self.assertEqual(find("[data-theme-label]").text, "Dark")
                dark_background, dark_text = page_colors()
                self.assertNotEqual(dark_background, light_colors[0], "background did not change")
                self.assertNotEqual(dark_text, light_colors[1], "text colour did not change")
                self.assertEqual(dark_background[:3], hex_to_rgba(css_variable("--bg"))[:3])
                self.assertEqual(computed_style(find("html"), "color-scheme"), "dark")

                toggle.click()
                self.assertIsNone(theme_attribute())
                self.assertEqual(find("[data-theme-label]").text, "Auto")
                self.assertEqual(toggle.get_attribute("aria-pressed"), "false")
                self.assertEqual(page_colors(), auto_colors)

    def test_choice_survives_a_reload_and_reaches_other_pages(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                reset_browser()
                open_page("components/buttons.html", scheme, "light")
                light_colors = page_colors()
                find("[data-theme-toggle]").click()
                find("[data-theme-toggle]").click()
                self.assertEqual(theme_attribute(), "dark")
                dark_colors = page_colors()

                reload()
                self.assertEqual(theme_attribute(), "dark")
                self.assertEqual(find("[data-theme-label]").text, "Dark")
                self.assertEqual(page_colors(), dark_colors)

                open_page("foundations/color.html", scheme)
                self.assertEqual(theme_attribute(), "dark")
                self.assertEqual(page_colors(), dark_colors)
                self.assertNotEqual(page_colors(), light_colors)

    def test_auto_follows_the_system_appearance_and_light_overrides_it(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                reset_browser()
                open_page("index.html", scheme, "light")
                light = page_colors()
                open_page("index.html", scheme, "dark")
                self.assertIsNone(theme_attribute())
                dark = page_colors()
                self.assertNotEqual(dark, light, "Auto ignores prefers-color-scheme: dark")
                set_theme("light")
                self.assertEqual(page_colors(), light, "Light does not override a dark system")
                set_theme("dark")
                set_color_scheme("light")
                self.assertEqual(page_colors(), dark, "Dark does not override a light system")


class KeyboardTests(SiteTestCase):
    def test_first_tab_reaches_skip_link_then_header_controls(self):
        for scheme in SCHEMES:
            for path in ("index.html", "components/buttons.html"):
                with self.subTest(scheme=scheme, page=path):
                    open_page(path, scheme)
                    press(Keys.TAB)
                    skip = focused()
                    self.assertEqual(skip.get_attribute("class"), "skip-link", describe(skip))
                    self.assertTrue(in_viewport(skip), "the focused skip link is off screen")
                    self.assertTrue(focus_indicator(skip), "skip link shows no focus")

                    header_controls = [el for el in find_all(".site-header a[href], .site-header button, .site-header input") if el.is_displayed()]
                    self.assertGreaterEqual(len(header_controls), 2)
                    for expected in header_controls:
                        press(Keys.TAB)
                        element = focused()
                        self.assertEqual(element, expected,
                                         "expected %s, got %s" % (describe(expected), describe(element)))
                        self.assertTrue(focus_indicator(element), "%s shows no focus" % describe(element))
                    self.assertEqual(header_controls[-2].get_attribute("data-theme-toggle"), "")
                    self.assertEqual(header_controls[-1].get_attribute("data-contrast-toggle"), "")

    def test_skip_link_moves_focus_to_main(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_page("components/buttons.html", scheme)
                press(Keys.TAB)
                press(Keys.ENTER)
                self.assertEqual(focused().get_attribute("id"), "main")
                press(Keys.TAB)
                self.assertTrue(driver.execute_script(
                    "return document.getElementById('main').contains(document.activeElement);"),
                    "Tab after the skip link left main: %s" % describe(focused()))

    def test_every_control_is_reachable_with_visible_focus_and_no_trap(self):
        for appearance in APPEARANCES:
            for path in ("index.html", "components/buttons.html", "foundations/color.html", "checklist.html"):
                with self.subTest(appearance=appearance, page=path):
                    open_page(path, "file", appearance)
                    assert_every_control_reachable(self)


class NavigationTests(SiteTestCase):
    """One navigation list per page: the sidebar on wide screens, behind the "Browse guidelines" button
    (aria-expanded, aria-controls) on narrow ones, and open on narrow screens without JavaScript."""

    def nav_state(self):
        toggle = find("[data-nav-toggle]")
        nav = find("nav[aria-label='Guidelines']")
        return toggle, nav

    def test_every_page_has_exactly_one_guidelines_navigation(self):
        pages = site_pages()
        self.assertIn("index.html", pages)
        for path in pages:
            with self.subTest(page=path):
                with open(os.path.join(SITE, path), encoding="utf-8") as f:
                    html = f.read()
                # The label is in the page's language: the sample's Chinese page says 指南.
                label = 'aria-label="指南"' if '<html lang="zh">' in html else 'aria-label="Guidelines"'
                self.assertEqual(html.count(label), 1)
                self.assertEqual(html.count('<nav class="nav"'), 1)

    def test_wide_screens_show_the_sidebar_and_no_button(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_page("components/buttons.html", scheme)
                toggle, nav = self.nav_state()
                self.assertFalse(is_visible(toggle), "the narrow-screen button shows on a wide screen")
                self.assertTrue(is_visible(nav))
                current = find("nav[aria-label='Guidelines'] a[aria-current='page']")
                self.assertTrue(is_visible(current))
                self.assertEqual(current.text, "Buttons")
                self.assertEqual(computed_style(find(".sidebar"), "position"), "sticky")

    def test_narrow_button_opens_and_closes_the_navigation_with_the_keyboard(self):
        for scheme in SCHEMES:
            for appearance in APPEARANCES:
                with self.subTest(scheme=scheme, appearance=appearance):
                    set_window(NARROW_WINDOW)
                    open_page("components/buttons.html", scheme, appearance)
                    toggle, nav = self.nav_state()
                    self.assertEqual(toggle.tag_name, "button")
                    self.assertEqual(toggle.get_attribute("type"), "button")
                    self.assertEqual(toggle.text, "Browse guidelines")
                    self.assertEqual(toggle.get_attribute("aria-controls"), nav.get_attribute("id"))
                    self.assertEqual(toggle.get_attribute("aria-expanded"), "false")
                    self.assertTrue(is_visible(toggle))
                    self.assertFalse(is_visible(nav), "the navigation starts open on a narrow screen")

                    # Tab reaches the button right after the header's controls.
                    header_controls = [el for el in find_all(".site-header a[href], .site-header button, .site-header input")
                                       if el.is_displayed()]
                    press(Keys.TAB, len(header_controls) + 2)
                    self.assertEqual(focused(), toggle, "expected the button, got %s" % describe(focused()))
                    self.assertTrue(focus_indicator(toggle), "the button shows no focus")
                    self.assertTrue(not_obscured(toggle))

                    press(Keys.ENTER)
                    self.assertEqual(toggle.get_attribute("aria-expanded"), "true")
                    self.assertTrue(is_visible(nav))
                    press(Keys.TAB)
                    first = focused()
                    self.assertEqual(first.get_attribute("class"), "nav-home", describe(first))
                    self.assertTrue(focus_indicator(first))
                    self.assertTrue(eventually(lambda: not_obscured(first)))

                    press(Keys.ESCAPE)
                    self.assertEqual(toggle.get_attribute("aria-expanded"), "false")
                    self.assertFalse(is_visible(nav))
                    self.assertEqual(focused(), toggle, "Escape did not return focus to the button")

                    press(Keys.SPACE)
                    self.assertEqual(toggle.get_attribute("aria-expanded"), "true")
                    self.assertTrue(is_visible(find("nav[aria-label='Guidelines'] a[aria-current='page']")))
                    click(toggle)
                    self.assertEqual(toggle.get_attribute("aria-expanded"), "false")
                    self.assertFalse(is_visible(nav))
                    self.assertEqual(console_errors(), [])

    def test_narrow_navigation_passes_axe_open_and_closed(self):
        set_window(NARROW_WINDOW)
        for appearance in APPEARANCES:
            with self.subTest(appearance=appearance):
                open_page("components/buttons.html", "file", appearance)
                toggle, _ = self.nav_state()
                for state in ("closed", "open"):
                    if state == "open":
                        click(toggle)
                    results = axe_audit()
                    self.assertNotIn("error", results, results.get("error"))
                    self.assertEqual(results["violations"], [], "%s:\n%s" % (state, axe_report(results)))

    def test_without_javascript_narrow_screens_show_the_navigation(self):
        set_window(NARROW_WINDOW)
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            for scheme in SCHEMES:
                with self.subTest(scheme=scheme):
                    open_page("components/buttons.html", scheme)
                    self.assertNotIn("js", driver.execute_script("return document.documentElement.className;") or "")
                    toggle, nav = self.nav_state()
                    self.assertFalse(is_visible(toggle), "a button that cannot work is shown")
                    self.assertTrue(is_visible(nav))
                    self.assertTrue(is_visible(find("nav[aria-label='Guidelines'] a[aria-current='page']")))
        finally:
            driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    def test_print_hides_the_navigation(self):
        for size in (WINDOW, NARROW_WINDOW):
            with self.subTest(window=size):
                set_window(size)
                open_page("components/buttons.html", "file")
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
                try:
                    self.assertEqual(computed_style(find(".sidebar"), "display"), "none")
                finally:
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def click(element):
    """Scrolls an element to the middle of the window (clear of the sticky header) and clicks it like a user."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'});", element)
    element.click()


def style_variable(element, name):
    """A custom property as the element sees it (`--value`, set inline on it or on the chip around it), upper-cased hex."""
    return driver.execute_script(
        "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1]).trim();", element, name).upper()


class SwatchTests(SiteTestCase):
    """The color page draws each specification table as one table, a row per color and a column per appearance,
    whose swatches take their colors from the extracted values."""

    def test_chips_show_the_extracted_values(self):
        expected = ["#0088FF", "#0091FF", "#1E6EF4", "#5CB8FF"]  # light, dark, light and dark increased contrast
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_page("foundations/color.html", scheme)
                row = find("#color-system-colors-blue .spec-row")
                headers = [th.text.split("\n")[0] for th in row.find_elements(By.XPATH, "ancestor::table/thead/tr/th")]
                self.assertEqual(headers[1:], ["Light", "Dark", "Increased contrast (light)", "Increased contrast (dark)"])
                cells = row.find_elements(By.CSS_SELECTOR, "td")
                self.assertEqual(len(cells), 4)
                for cell, value in zip(cells, expected):
                    chip = cell.find_element(By.CSS_SELECTOR, ".cell-chip")
                    self.assertEqual(rgba(computed_style(chip, "background-color")), hex_to_rgba(value))
                    self.assertEqual(cell.find_element(By.CSS_SELECTOR, ".cell-hex").text, value)
                    # The verdict is in words and an icon, not only color.
                    verdict = cell.find_element(By.CSS_SELECTOR, ".verdict").text
                    self.assertRegex(verdict, r"(AAA?|large text|fails) \d+\.\d\d:1|\d+\.\d\d:1 (large text|fails)")
                self.assertEqual(console_errors(), [])

    def test_live_chip_follows_appearance_and_the_overrides(self):
        open_page("foundations/color.html", "file", appearance="light")
        live = find("#color-system-colors-blue .live-chip")
        self.assertEqual(rgba(computed_style(live, "background-color")), hex_to_rgba("#0088FF"))
        set_color_scheme("dark")
        self.assertTrue(eventually(lambda: rgba(computed_style(live, "background-color")) == hex_to_rgba("#0091FF")))
        # Site-wide override: Light with increased contrast, kept across a reload.
        set_theme("light")
        driver.execute_script("localStorage.setItem('precept-contrast', 'more');")
        reload()
        live = find("#color-system-colors-blue .live-chip")
        self.assertEqual(driver.execute_script("return document.documentElement.getAttribute('data-appearance')"),
                         "light-increased-contrast")
        self.assertEqual(rgba(computed_style(live, "background-color")), hex_to_rgba("#1E6EF4"))
        toggle = find("[data-contrast-toggle]")
        click(toggle)  # more → auto
        self.assertIn("Auto", toggle.get_attribute("textContent"))

    def test_color_vision_preview_uses_the_simulated_values(self):
        open_page("foundations/color.html", "file", appearance="light")
        chip = find("#color-system-colors-red .spec-row td:nth-of-type(1) .cell-chip")
        simulated = style_variable(chip.find_element(By.XPATH, "ancestor::td"), "--d")
        self.assertNotEqual(hex_to_rgba(simulated), rgba(computed_style(chip, "background-color")))
        select = find(".cvd-select")
        driver.execute_script("arguments[0].value = 'deuteranopia'; arguments[0].dispatchEvent(new Event('change'));", select)
        self.assertTrue(eventually(lambda: rgba(computed_style(chip, "background-color")) == hex_to_rgba(simulated)))
        # Marked as simulated: a dashed edge and a banner with the way back.
        self.assertEqual(computed_style(chip, "border-top-style"), "dashed")
        banner = find(".cvd-banner")
        self.assertTrue(banner.is_displayed())
        self.assertIn("deuteranopia", banner.text.lower())
        self.assertTrue(find(".cvd-report[data-cvd='deuteranopia']").is_displayed())
        # Kept for the session (across a reload), not for good.
        reload()
        self.assertEqual(find(".cvd-select").get_attribute("value"), "deuteranopia")
        self.assertIsNone(driver.execute_script("return localStorage.getItem('precept-cvd')"))
        click(find(".cvd-banner button"))
        chip = find("#color-system-colors-red .spec-row td:nth-of-type(1) .cell-chip")
        self.assertTrue(eventually(lambda: rgba(computed_style(chip, "background-color")) == hex_to_rgba("#FF383C")))
        self.assertFalse(find(".cvd-banner").is_displayed())
        self.assertEqual(find(".cvd-select").get_attribute("value"), "none")

    def test_copy_menu_offers_the_api_name_first_and_announces(self):
        open_page("foundations/color.html", "http")
        button = find("#color-system-colors-blue .spec-row td:nth-of-type(1) .cell-copy")
        click(button)
        self.assertEqual(button.get_attribute("aria-expanded"), "true")
        items = find_all(".copy-menu [role=menuitem]")
        self.assertEqual([i.find_element(By.CSS_SELECTOR, "code").text for i in items],
                         ["Color.blue", "var(--system-colors-blue)", "#0088FF", "rgb(0, 136, 255)"])
        self.assertEqual(focused(), items[0])
        origin = driver.execute_script("return location.origin;")
        driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        click(items[0])
        # "Copied …", not "Could not copy …": a failed copy announces the text too.
        self.assertEqual(eventually(lambda: find("[data-announcer]").get_attribute("textContent").strip()),
                         "Copied Color.blue")
        self.assertEqual(driver.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "navigator.clipboard.readText().then(done, function (e) { done('unreadable: ' + e); });"), "Color.blue")
        self.assertEqual(find_all(".copy-menu"), [])
        self.assertEqual(focused(), button)


class ChecklistTests(SiteTestCase):
    """A page's rule checklist keeps its verdicts across reloads and shares them with the site checklist (the
    design review itself is tested in test_review_checklist.py)."""

    def test_verdict_survives_a_reload_and_shows_on_the_site_checklist(self):
        for scheme in SCHEMES:
            with self.subTest(scheme=scheme):
                open_review("components/color-and-contrast.html", scheme)
                items = find_all("[data-checklist] .rule-item")
                self.assertGreater(len(items), 3)
                click(items[0].find_element(By.CSS_SELECTOR, "[data-verdict-button=pass]"))
                click(items[2].find_element(By.CSS_SELECTOR, "[data-verdict-button=fail]"))
                progress = find("[data-checklist] [data-review-progress]")
                self.assertEqual(progress.text, "2 of %d reviewed · 1 pass · 1 fail · 0 N/A" % len(items))
                reload()
                items = find_all("[data-checklist] .rule-item")
                self.assertEqual([item.get_attribute("data-verdict") for item in items[:3]], ["pass", "none", "fail"])
                # A checked rule stays readable: nothing is struck through.
                lead = items[0].find_element(By.CSS_SELECTOR, ".rule-lead")
                self.assertNotIn("line-through", computed_style(lead, "text-decoration-line"))
                first_rule = items[0].get_attribute("data-rule")
                open_page("checklist.html", scheme)
                first = find(".rule-item[data-rule='%s']" % first_rule)
                self.assertEqual(first.get_attribute("data-verdict"), "pass")
                self.assertEqual(first.find_element(By.CSS_SELECTOR, "[data-verdict-button=pass]").get_attribute("aria-pressed"), "true")
                self.assertEqual(console_errors(), [])

    def test_site_checklist_filters_by_kind(self):
        open_page("checklist.html", "file")
        total = len(find_all(".rule-item"))
        box = find("input[name=kind][value='must-not']")
        click(box)
        hidden = [item for item in find_all(".rule-item") if not item.is_displayed()]
        self.assertTrue(hidden)
        self.assertTrue(all(item.get_attribute("data-kind") == "must-not" for item in hidden))
        status = find("[data-filter-status]").text
        self.assertEqual(status, "%d rules shown" % (total - len(hidden)))


class BuiltVariantTestCase(SiteTestCase):
    """Tests on a variant of the bundled site that scripts/browser-tests built into `variant_root()`."""

    def variant_root(self):
        raise NotImplementedError

    def open_variant(self, path, appearance=None):
        if appearance is not None:
            set_color_scheme(appearance)
        drain_logs()
        driver.get("file://" + os.path.join(self.variant_root(), path))
        wait_until_ready()

    def assert_no_errors_or_outside_requests(self):
        self.assertEqual(console_errors(), [])
        origin = "file://" + self.variant_root() + "/"
        outside = sorted({url for url in requested_urls() if not url.startswith(origin) and not url.startswith("data:")})
        self.assertEqual(outside, [])


class SplitChecklistTests(BuiltVariantTestCase):
    """The bundled site built with `checklist: split_above: 40` (scripts/browser-tests builds it into
    PRECEPT_SPLIT_SITE): checklist.html is an index of the groups, each group's page has the filters,
    printing, keyboard use and saved checks of the single checklist. Opened from disk, as a reader of a
    downloaded site would."""

    def setUp(self):
        super().setUp()
        if not SPLIT_SITE or not os.path.isfile(os.path.join(SPLIT_SITE, "checklist", "components.html")):
            self.fail("PRECEPT_SPLIT_SITE is not a site with a split checklist; run scripts/browser-tests")

    def variant_root(self):
        return SPLIT_SITE

    def open_split(self, path, appearance=None):
        self.open_variant(path, appearance)

    def test_index_lists_each_group_and_links_to_its_page(self):
        self.open_split("checklist.html")
        self.assertEqual(find("h1").text, "Checklist")
        self.assertEqual(find_all("[data-site-checklist]"), [], "the index lists no rules")
        headers = [th.text for th in find_all(".checklist-index-table thead th")]
        self.assertEqual(headers[:3], ["Group", "Pages", "Rules"])
        self.assertIn("⊘ Must not", headers, "a kind is named in words beside its icon")
        links = find_all(".checklist-index-table tbody th a")
        groups = [(a.text, a.get_attribute("href")) for a in links]
        self.assertEqual([title for title, _ in groups], ["Components", "Foundations", "Patterns"])
        self.assertEqual([li.text for li in find_all(".checklist-empty-groups li")], ["General"])
        self.assert_no_errors_or_outside_requests()
        for title, href in groups:
            with self.subTest(group=title):
                driver.get(href)
                wait_until_ready()
                self.assertEqual(find("h1").text, title + " checklist")
                self.assertEqual(driver.title, title + " checklist – Precept Sample Guidelines")
                self.assertTrue(find_all(".rule-item"))
                self.assert_no_errors_or_outside_requests()

    def test_group_page_filters_by_kind_and_platform(self):
        self.open_split("checklist/components.html")
        items = find_all(".rule-item")
        status = find("[data-filter-status]")
        self.assertEqual(status.text, "%d rules shown" % len(items))
        click(find("input[name=kind][value='must-not']"))
        hidden = [item for item in items if not item.is_displayed()]
        self.assertTrue(hidden)
        self.assertTrue(all(item.get_attribute("data-kind") == "must-not" for item in hidden))
        self.assertEqual(status.text, "%d rules shown" % (len(items) - len(hidden)))
        click(find("input[name=kind][value='must-not']"))
        self.assertEqual(status.text, "%d rules shown" % len(items))
        # A platform that only some of the group's pages name hides the other pages' rules.
        options = [o.get_attribute("value") for o in find_all("select[name=platform] option") if o.get_attribute("value")]
        pages = find_all(".checklist-page")
        partial = [p for p in options
                   if 0 < sum(p.lower() in page.get_attribute("data-platforms").split() for page in pages) < len(pages)]
        self.assertTrue(partial, "no platform names only some pages: %s" % options)
        driver.execute_script("var s = document.querySelector('select[name=platform]'); s.value = arguments[0];"
                              "s.dispatchEvent(new Event('change', {bubbles: true}));", partial[0])
        for page in pages:
            self.assertEqual(page.is_displayed(), partial[0].lower() in page.get_attribute("data-platforms").split())
        self.assertEqual(console_errors(), [])

    def test_group_page_works_from_the_keyboard_and_shares_verdicts(self):
        for appearance in APPEARANCES:
            with self.subTest(appearance=appearance):
                self.open_split("checklist/foundations.html", appearance)
                assert_every_control_reachable(self)
        # Space on a focused verdict button gives it; the rule's own page shows the verdict.
        self.open_split("checklist/foundations.html")
        item = find(".rule-item[data-rule]")
        rule = item.get_attribute("data-rule")
        button = item.find_element(By.CSS_SELECTOR, "[data-verdict-button=pass]")
        driver.execute_script("arguments[0].focus();", button)
        press(Keys.SPACE)
        self.assertEqual(button.get_attribute("aria-pressed"), "true")
        link = item.find_element(By.CSS_SELECTOR, "a.rule-lead").get_attribute("href")
        driver.get(link.split("#")[0])
        wait_until_ready()
        self.assertEqual(find("[data-checklist] .rule-item[data-rule='%s']" % rule).get_attribute("data-verdict"), "pass")
        self.open_split("checklist/foundations.html")
        self.assertEqual(find(".rule-item[data-rule='%s']" % rule).get_attribute("data-verdict"), "pass",
                         "the verdict survives a reload")
        # The keyboard also works on the index: every group link is reachable.
        self.open_split("checklist.html")
        assert_every_control_reachable(self)

    def test_axe_reports_no_violations(self):
        for appearance in APPEARANCES:
            for path in ("checklist.html", "checklist/components.html"):
                with self.subTest(appearance=appearance, page=path):
                    self.open_split(path, appearance)
                    results = axe_audit()
                    self.assertNotIn("error", results, results.get("error"))
                    self.assertEqual(results["violations"], [], "\n" + axe_report(results))

    if SCREENSHOTS:
        # Not a check, so not a test unless PRECEPT_SCREENSHOTS asks for it (a skipped test would hide in the count).
        def test_screenshots(self):
            for appearance in APPEARANCES:
                for path in ("checklist.html", "checklist/components.html"):
                    self.open_split(path, appearance)
                    screenshot("split-%s-%s" % (path.replace("/", "-").replace(".html", ""), appearance))
                set_window(NARROW_WINDOW)
                self.open_split("checklist.html", appearance)
                screenshot("split-checklist-narrow-%s" % appearance)
                set_window(WINDOW)


class ChecklistPartsTests(BuiltVariantTestCase):
    """The bundled site built with `checklist: split_above: 12` (scripts/browser-tests builds it into
    PRECEPT_PARTS_SITE): every group has more rules than that, so each is cut into parts of whole pages, a
    row of the index each, linked to one another. Opened from disk."""

    def setUp(self):
        super().setUp()
        if not PARTS_SITE or not os.path.isfile(os.path.join(PARTS_SITE, "checklist", "components-part-2.html")):
            self.fail("PRECEPT_PARTS_SITE is not a site with a checklist in parts; run scripts/browser-tests")

    def variant_root(self):
        return PARTS_SITE

    def test_the_index_lists_every_part_and_the_parts_lead_from_one_to_the_next(self):
        self.open_variant("checklist.html")
        rows = [(a.text, a.get_attribute("href")) for a in find_all(".checklist-index-table tbody th a")]
        components = [(text, href) for text, href in rows if text.startswith("Components")]
        count = len(components)
        self.assertGreater(count, 1)
        self.assertEqual([text for text, _ in components],
                         ["Components, part %d of %d" % (n, count) for n in range(1, count + 1)])
        spans = find_all(".checklist-part-range")
        self.assertEqual(len(spans), len(rows), "each part's row names its pages")
        self.assertTrue(all(span.text for span in spans), "each part names its pages")
        self.assert_no_errors_or_outside_requests()
        # From the first part, "Next part" walks through every part in order; the last has no next.
        driver.get(components[0][1])
        wait_until_ready()
        for number, (_, href) in enumerate(components, start=1):
            with self.subTest(part=number):
                self.assertEqual(driver.current_url, href)
                self.assertEqual(find("h1").text, "Components checklist, part %d of %d" % (number, count))
                self.assertTrue(find_all(".rule-item"))
                self.assertEqual(bool(find_all(".checklist-parts a[rel=prev]")), number > 1)
                self.assert_no_errors_or_outside_requests()
                following = find_all(".checklist-parts a[rel=next]")
                self.assertEqual(bool(following), number < count)
                if following:
                    click(following[0])
                    wait_until_ready()

    def test_a_part_works_from_the_keyboard_and_passes_axe(self):
        for appearance in APPEARANCES:
            for path in ("checklist.html", "checklist/components-part-2.html"):
                with self.subTest(appearance=appearance, page=path):
                    self.open_variant(path, appearance)
                    assert_every_control_reachable(self)
                    self.open_variant(path, appearance)
                    results = axe_audit()
                    self.assertNotIn("error", results, results.get("error"))
                    self.assertEqual(results["violations"], [], "\n" + axe_report(results))


class AxeTests(SiteTestCase):
    def test_axe_reports_no_violations(self):
        summary = []
        for appearance in APPEARANCES:
            for path in AXE_PAGES:
                with self.subTest(appearance=appearance, page=path):
                    open_page(path, "file", appearance)
                    results = axe_audit()
                    self.assertNotIn("error", results, results.get("error"))
                    violations = results["violations"]
                    incomplete = sorted({item["id"] for item in results["incomplete"]})
                    summary.append("  %-5s %-26s %2d rules passed, %d violations, %d incomplete%s" % (
                        appearance, path, len(results["passes"]), len(violations), len(incomplete),
                        " (" + ", ".join(incomplete) + ")" if incomplete else ""))
                    self.assertEqual(violations, [], "\n" + axe_report(results))
        version = driver.execute_script("return window.axe && axe.version;")
        print("\naxe-core %s, tags %s:\n%s" % (version, ", ".join(AXE_TAGS), "\n".join(summary)),
              file=sys.stderr)

    def test_axe_finds_a_planted_violation(self):
        # Proves the audit is not vacuous: grey-on-grey text and an unnamed button must be reported.
        open_page("index.html", "file", "light")
        driver.execute_script(
            "var p = document.createElement('p'); p.textContent = 'faint';"
            "p.style.cssText = 'color: #aaaaaa; background: #ffffff';"
            "var b = document.createElement('button');"
            "document.querySelector('main').append(p, b);")
        ids = {violation["id"] for violation in axe_audit()["violations"]}
        self.assertIn("color-contrast", ids)
        self.assertIn("button-name", ids)


class ScreenshotTests(SiteTestCase):
    """Not a check: saves screenshots for people to look at when PRECEPT_SCREENSHOTS is set (and is no test
    otherwise, so that no test is ever skipped)."""

    if SCREENSHOTS:
        def test_screenshots(self):
            for appearance in APPEARANCES:
                for path in ("index.html", "components/buttons.html", "foundations/color.html", "checklist.html"):
                    open_page(path, "file", appearance)
                    name = "%s-%s" % (path.replace("/", "-").replace(".html", ""), appearance)
                    screenshot(name)
                    screenshot(name + "-window", full_page=False)
                open_page("components/buttons.html", "file", appearance)
                press(Keys.TAB, 4)
                screenshot("focus-theme-toggle-%s" % appearance, full_page=False)


if __name__ == "__main__":
    unittest.main()
