"""A small Chrome DevTools Protocol client over --remote-debugging-pipe (Python standard library only).

Chromium reads commands from file descriptor 3 and writes replies and events to descriptor 4, each message a
JSON text ended by a NUL byte. Used by the search browser tests and the search benchmark.
"""
import fcntl
import json
import os
import shutil
import subprocess
import tempfile
import time


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    raise SystemExit("no chromium found: apt-get install chromium")


class Browser:
    def __init__(self, width=1200, height=800):
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="precept-chromium-")

        def wire():
            a = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [find_chromium(), "--headless=new", "--remote-debugging-pipe", "--user-data-dir=" + self.profile,
                "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=%d,%d" % (width, height), "about:blank"]
        if os.geteuid() == 0:
            args.insert(1, "--no-sandbox")
        self.proc = subprocess.Popen(args, preexec_fn=wire, pass_fds=(), close_fds=False,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = bytearray()
        self._next_id = 0
        self.events = []
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Network", "Log"):
            self.call(domain + ".enable", session=True)
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)

    def _read_message(self, timeout):
        deadline = time.time() + timeout
        # A bytearray and a search of the new bytes only: replies of tens of MB (the benchmark's serialized
        # lunr index) arrive in 64 KB reads, and re-copying and re-scanning the whole buffer was quadratic.
        end = self._buffer.find(b"\0")
        while end < 0:
            if time.time() > deadline:
                raise TimeoutError("no reply from chromium")
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            start = len(self._buffer)
            self._buffer += chunk
            end = self._buffer.find(b"\0", start)
        message = bytes(self._buffer[:end])
        del self._buffer[:end + 1]
        return json.loads(message)

    def call(self, method, params=None, session=False, timeout=30):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read_message(timeout)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def evaluate(self, expression, await_promise=True, timeout=30):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": await_promise,
                                                "returnByValue": True}, session=True, timeout=timeout)
        if "exceptionDetails" in result:
            raise RuntimeError("JS error in %r: %s" % (expression[:80], result["exceptionDetails"]))
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.02)
        raise AssertionError("timed out waiting for: " + expression)

    def navigate(self, url):
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_for("document.readyState === 'complete' && location.href === %s" % json.dumps(url.split("#")[0])
                      + " || document.readyState === 'complete' && location.href.startsWith(%s)" % json.dumps(url))

    def key(self, key, code=None, vk=0, text=None, modifiers=0):
        params = {"type": "keyDown", "key": key, "code": code or key, "windowsVirtualKeyCode": vk,
                  "nativeVirtualKeyCode": vk, "modifiers": modifiers}
        if text:
            params["text"] = text
        self.call("Input.dispatchKeyEvent", params, session=True)
        params = dict(params, type="keyUp")
        params.pop("text", None)
        self.call("Input.dispatchKeyEvent", params, session=True)

    def insert_text(self, text):
        self.call("Input.insertText", {"text": text}, session=True)

    def screenshot(self, path):
        import base64
        data = self.call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def color_scheme(self, scheme):
        self.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
                  session=True)

    def close(self):
        try:
            self.call("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        os.close(self._to_browser)
        os.close(self._from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)
