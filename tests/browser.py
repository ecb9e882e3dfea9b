"""Headless Chromium (Debian's `chromium` package) driven over the DevTools protocol, for the pages' tests.

    with Chromium.start(tmp_path) as browser:
        page = browser.page()
        page.goto(url)                       # waits for the load event
        page.eval("document.title")          # Runtime.evaluate, by value
        page.screenshot(path, width=390)     # the whole page at that width (PNG)
        page.errors                          # console errors, uncaught exceptions, failed loads

No browser is downloaded: `find_chromium()` looks for the distribution's binary only. The protocol runs over
one websocket (the `websockets` package) with flattened target sessions.
"""

from __future__ import annotations

import base64
import contextlib
import itertools
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

CANDIDATES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


def find_chromium() -> str | None:
    env = os.environ.get("BRIDGE_VALIDATE_CHROMIUM")
    if env:
        return env if Path(env).exists() else None
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """End the browser and its helper processes (its own process group: it was started in a new session)."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(timeout=10)
            return
        except subprocess.TimeoutExpired:
            continue


class ProtocolError(RuntimeError):
    pass


class Chromium:
    def __init__(self, proc: subprocess.Popen[bytes], ws: Any, profile: Path) -> None:
        self.proc = proc
        self.ws = ws
        self.profile = profile
        self._ids = itertools.count(1)
        self.events: list[dict[str, Any]] = []

    @classmethod
    def start(cls, tmp: Path, binary: str | None = None, timeout: float = 30.0) -> Chromium:
        from websockets.sync.client import connect

        exe = binary or find_chromium()
        if exe is None:
            raise FileNotFoundError("chromium not found")
        profile = tmp / "chromium-profile"
        profile.mkdir(parents=True, exist_ok=True)
        argv = [
            exe,
            "--headless=new",
            "--disable-gpu",
            "--remote-debugging-port=0",
            "--remote-allow-origins=*",
            f"--user-data-dir={profile}",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--mute-audio",
            "--font-render-hinting=none",
            "about:blank",
        ]
        if os.geteuid() == 0:
            argv.insert(1, "--no-sandbox")  # Chromium's sandbox refuses to run as root (CI containers)
        port_file = profile / "DevToolsActivePort"
        port_file.unlink(missing_ok=True)  # a reused profile keeps the last run's port
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + timeout
        while True:
            if port_file.exists():
                lines = port_file.read_text().split("\n")
                if len(lines) >= 2 and lines[0].strip().isdigit():
                    break
            if proc.poll() is not None or time.monotonic() > deadline:
                _stop(proc)
                raise RuntimeError(f"chromium did not start (exit {proc.poll()})")
            time.sleep(0.05)
        url = f"ws://127.0.0.1:{lines[0].strip()}{lines[1].strip()}"
        try:
            ws = contextlib.ExitStack().enter_context(
                connect(url, max_size=None, open_timeout=timeout, ping_interval=None)
            )
        except Exception:
            _stop(proc)
            raise
        return cls(proc, ws, profile)

    def __enter__(self) -> Chromium:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        try:
            self.ws.close()
        except Exception:
            pass
        _stop(self.proc)

    # -- protocol

    def send(self, method: str, params: dict[str, Any] | None = None, session: str | None = None,
             timeout: float = 30.0) -> dict[str, Any]:
        mid = next(self._ids)
        msg: dict[str, Any] = {"id": mid, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        self.ws.send(json.dumps(msg))
        deadline = time.monotonic() + timeout
        while True:
            data = json.loads(self.ws.recv(timeout=max(deadline - time.monotonic(), 0.01)))
            if data.get("id") == mid:
                if "error" in data:
                    raise ProtocolError(f"{method}: {data['error']}")
                return data.get("result") or {}
            self.events.append(data)

    def wait_event(self, method: str, session: str | None, timeout: float = 30.0, after: int = 0) -> dict[str, Any]:
        """The first `method` event of `session` at index `after` or later in `events` (reading more as needed)."""
        deadline = time.monotonic() + timeout
        i = after
        while True:
            while i < len(self.events):
                ev = self.events[i]
                i += 1
                if ev.get("method") == method and ev.get("sessionId") == session:
                    return ev
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {method} within {timeout:.0f} s")
            try:
                self.events.append(json.loads(self.ws.recv(timeout=left)))
            except TimeoutError:
                raise TimeoutError(f"no {method} within {timeout:.0f} s") from None

    def pump(self, seconds: float) -> None:
        """Read events for a while (console messages arrive on their own)."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                self.events.append(json.loads(self.ws.recv(timeout=left)))
            except TimeoutError:
                return

    def page(self, javascript: bool = True) -> Page:
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.send(f"{domain}.enable", session=session)
        if not javascript:
            self.send("Emulation.setScriptExecutionDisabled", {"value": True}, session=session)
        return Page(self, session)


class Page:
    def __init__(self, browser: Chromium, session: str) -> None:
        self.b = browser
        self.session = session
        self.width = 1280

    def goto(self, url: str, timeout: float = 30.0) -> None:
        mark = len(self.b.events)
        res = self.b.send("Page.navigate", {"url": url}, session=self.session)
        if res.get("errorText"):
            raise ProtocolError(f"navigate {url}: {res['errorText']}")
        self.b.wait_event("Page.loadEventFired", self.session, timeout, after=mark)

    def eval(self, expression: str) -> Any:
        res = self.b.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
            session=self.session,
        )
        if "exceptionDetails" in res:
            raise ProtocolError(f"{expression[:80]}: {res['exceptionDetails'].get('text')}")
        return (res.get("result") or {}).get("value")

    def set_width(self, width: int, height: int = 900, mobile: bool = False) -> None:
        self.width = width
        self.b.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
            session=self.session,
        )

    def screenshot(self, path: Path, width: int | None = None, max_height: int = 8000) -> Path:
        """The whole page at `width` CSS pixels (mobile emulation below 600), as a PNG."""
        w = width or self.width
        self.set_width(w, 900, mobile=w < 600)
        metrics = self.b.send("Page.getLayoutMetrics", session=self.session)
        size = metrics.get("cssContentSize") or metrics.get("contentSize") or {}
        height = min(int(size.get("height", 900)) + 1, max_height)
        self.set_width(w, height, mobile=w < 600)
        shot = self.b.send(
            "Page.captureScreenshot",
            {"format": "png", "captureBeyondViewport": True, "clip": {"x": 0, "y": 0, "width": w, "height": height,
                                                                      "scale": 1}},
            session=self.session,
            timeout=60,
        )
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    def screenshot_of(self, selector: str, path: Path, max_height: int = 2400) -> Path:
        """One element (the first `selector` matches), at the current width."""
        self.set_width(self.width, 900, mobile=self.width < 600)  # lay the page out at this width first
        box = self.eval(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return {x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height}; })()"
        )
        self.set_width(self.width, int(box["y"] + min(box["h"], max_height)) + 20, mobile=self.width < 600)
        clip = {"x": box["x"], "y": box["y"], "width": box["w"], "height": min(box["h"], max_height), "scale": 1}
        shot = self.b.send(
            "Page.captureScreenshot",
            {"format": "png", "captureBeyondViewport": True, "clip": clip},
            session=self.session,
            timeout=60,
        )
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    @property
    def errors(self) -> list[str]:
        """What a person would see in the console as errors: console.error, uncaught exceptions, failed loads."""
        out: list[str] = []
        for ev in self.b.events:
            if ev.get("sessionId") != self.session:
                continue
            m, p = ev.get("method"), ev.get("params") or {}
            if m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                out.append("console: " + " ".join(str(a.get("value", a.get("description", ""))) for a in p["args"]))
            elif m == "Runtime.exceptionThrown":
                d = p.get("exceptionDetails") or {}
                out.append("exception: " + str((d.get("exception") or {}).get("description") or d.get("text")))
            elif m == "Log.entryAdded" and (p.get("entry") or {}).get("level") == "error":
                e = p["entry"]
                out.append(f"log ({e.get('source')}): {e.get('text')} {e.get('url', '')}".strip())
            elif m == "Network.loadingFailed" and not p.get("canceled"):
                out.append(f"network: {p.get('errorText')} {p.get('type', '')}")
        return out
