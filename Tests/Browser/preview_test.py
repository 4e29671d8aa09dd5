#!/usr/bin/env python3
"""Drives the page of `reel preview` in headless Chromium, as issue 29's acceptance asks.

On a copy of a gallery scene (Scenes/LikeButton.swift) in a temporary folder it:
  1. opens the page and scrubs the timeline with the mouse, then compares the bytes of the frame
     the page shows (its <img>'s blob, fetched as the page fetched it) with `reel render --time`;
  2. saves the file SAVES times, each changing the background, and waits for the new frame at the
     same playhead; prints the save-to-frame latency (write -> new image loaded) p50 and p95;
  3. breaks the file and expects the positioned error with its excerpt in place of the frame, the
     last good frame beside it; fixes it and expects the frame back, equal to `reel render`'s;
then, on a small view file with a Button (the interaction corpus's
Tests/ReelScriptTests/Corpora/Interactive/LikeButton.swift):
  4. turns on recording, clicks the button in the frame and expects `tap("Like")` in the events
     script, and the script's event on the timeline.

Any step that does not hold exits 1 with what was expected. `--quick` runs step 1 only.
`--gallery` measures step 2 alone on every gallery scene (Scenes/*.swift) in turn, each save
changing a colour component of the scene (or, in a scene without one, a trailing comment: the
module's hash changes, so the scene is loaded and its frame drawn anew all the same), and prints
each scene's p50 and p95 and the p95 over all saves; with `--max-p95` every scene's p95 must hold.
The page has 2 device pixels per CSS pixel, so frames are drawn at scale 2, unless `--pixel-ratio` says otherwise.

    python3 Tests/Browser/preview_test.py --reel .build/debug/reel [--quick] [--saves 20]
                                          [--max-p95 MS] [--gallery [--pixel-ratio R]]

It needs Playwright for Python and Debian's chromium (scripts/setup --browser installs both; scripts/test runs it).
"""

import argparse
import base64
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from playwright.sync_api import sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CHROMIUM = os.environ.get("REEL_CHROMIUM", "/usr/bin/chromium")
TIMEOUT_MS = 60_000


class Failure(Exception):
    """A check that did not hold."""


def check(condition, message):
    if not condition:
        raise Failure(message)


class Preview:
    """A running `reel preview`, stopped with SIGINT."""

    def __init__(self, reel, arguments, cwd):
        self.process = subprocess.Popen([reel, "preview", *arguments, "--port", "0"], cwd=cwd,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.stderr = []
        threading.Thread(target=self._drain, daemon=True).start()
        line = self._first_line(timeout=120)
        match = re.search(r" at (http://127\.0\.0\.1:\d+/)$", line)
        check(match, f"reel preview printed {line!r}, not 'Reel preview of PATH at http://127.0.0.1:PORT/'")
        self.url = match.group(1)

    def _drain(self):
        for line in self.process.stderr:
            self.stderr.append(line)

    def _first_line(self, timeout):
        box = []
        reader = threading.Thread(target=lambda: box.append(self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        check(box and box[0], "reel preview printed no address: " + "".join(self.stderr))
        return box[0].rstrip("\n")

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def render(reel, scene, seconds, scale, work, extra=()):
    """The bytes `reel render SCENE --time SECONDS --scale SCALE` writes."""
    out = tempfile.mkdtemp(dir=work)
    result = subprocess.run([reel, "render", scene, *extra, "--time", seconds, "--scale", scale, "-o", out, "--quiet"],
                            capture_output=True, text=True)
    check(result.returncode == 0, f"reel render --time {seconds} failed: {result.stderr}")
    files = [f for f in os.listdir(out) if f.endswith(".png")]
    check(len(files) == 1, f"reel render --time {seconds} wrote {files}")
    with open(os.path.join(out, files[0]), "rb") as f:
        data = f.read()
    shutil.rmtree(out)
    return data


def save(path, text):
    """Saves as editors do: a new file renamed over the old one."""
    temporary = path + ".saving"
    with open(temporary, "w") as f:
        f.write(text)
    os.replace(temporary, path)


# The page's Content-Security-Policy forbids evaluating strings in it, which Playwright's
# wait_for_function does, so conditions are polled with evaluate (the page stamps when each image
# loaded itself, so polling adds nothing to the latencies measured).
def wait_until(page, predicate, timeout_ms=TIMEOUT_MS, what="the page"):
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        value = page.evaluate(predicate)
        if value:
            return value
        check(time.monotonic() < deadline, f"timed out waiting for {what}: {predicate}")
        time.sleep(0.005)


PIXELS = """async ([selector, expected]) => {
    const pixels = (img) => {
        const canvas = document.createElement("canvas");
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext("2d");
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
    };
    const shown = pixels(document.querySelector(selector));
    let digest = 0x811c9dc5;
    for (let i = 0; i < shown.length; i++) digest = Math.imul(digest ^ shown[i], 16777619) >>> 0;
    const img = document.querySelector(selector);
    const answer = { digest, width: img.naturalWidth, height: img.naturalHeight, equal: null };
    if (expected) {
        const other = new Image();
        other.src = "data:image/png;base64," + expected;
        await other.decode();
        const wanted = pixels(other);
        answer.equal = wanted.length === shown.length && wanted.every((v, i) => v === shown[i]);
    }
    return answer;
}"""


def shown_pixels(page, selector="#frame", expected=None):
    """The decoded pixels of the image the page shows: their digest, size, and whether they equal
    the decoded pixels of the PNG `expected`."""
    encoded = base64.b64encode(expected).decode() if expected else None
    return page.evaluate(PIXELS, [selector, encoded])


def fetch(url):
    with urllib.request.urlopen(url, timeout=60) as answer:
        return answer.read()


def wait_for_frame(page, condition="true"):
    """Waits until the <img> has loaded the frame at the playhead of the current generation."""
    return wait_until(page, f"""() => {{
        const p = window.reelPreview, img = document.getElementById("frame");
        if (!p || !p.shown || !p.state.ok || !img.complete || img.naturalWidth === 0) return null;
        if (p.shown.generation !== p.state.generation || p.shown.url !== img.src) return null;
        if (p.shown.frame !== Math.min(p.frameCount() - 1, Math.floor(p.state.time * p.state.format.fps + 1e-9))) return null;
        return ({condition}) ? p.shown : null;
    }}""", what="the frame at the playhead")


def open_page(browser, url, pixel_ratio=2):
    page = browser.new_page(viewport={"width": 1280, "height": 800}, device_scale_factor=pixel_ratio)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(url)
    return page, errors


def scrub(page, fraction):
    """Drags the playhead along the timeline with the mouse and lets go at `fraction` of it."""
    box = page.locator("#track").bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + 4, y)
    page.mouse.down()
    for k in range(1, 9):
        page.mouse.move(box["x"] + box["width"] * fraction * k / 8, y)
    page.mouse.up()


def scrub_and_compare(page, url, reel, scene, work, extra=()):
    wait_for_frame(page)
    scrub(page, 0.42)
    shown = wait_for_frame(page)
    check(shown["frame"] > 0, f"scrubbing to 42% of the timeline showed frame {shown['frame']}")
    img = page.evaluate("""() => { const i = document.getElementById("frame");
        return { t: i.dataset.t, scale: i.dataset.scale, width: i.naturalWidth, cssWidth: i.getBoundingClientRect().width }; }""")
    seconds = img["t"]
    scale = img["scale"]
    check(scale == "2", f"with 2 device pixels per CSS pixel the page asked for scale {scale}, not 2")
    expected = render(reel, scene, seconds, scale, work, extra)
    fetched = fetch(url + "frame.png?" + shown["query"])
    check(fetched == expected, f"/frame.png?{shown['query']} ({len(fetched)} bytes) differs from reel render --time {seconds} --scale {scale} ({len(expected)} bytes)")
    pixels = shown_pixels(page, expected=expected)
    check(pixels["equal"], f"the pixels the page shows at t={seconds} ({pixels['width']} x {pixels['height']}) differ from reel render's")
    print(f"scrub: frame {shown['frame']} at t={seconds} s, scale {scale}: the page's request answers reel render's {len(expected)} bytes and the <img> shows their pixels ({pixels['width']} x {pixels['height']}), equal to reel render")
    return seconds, scale, expected


def save_latencies(page, scene_path, original, saves):
    """Saves `saves` edits of the background colour; returns the latencies in milliseconds."""
    background = "background: Color(red: 0.06, green: 0.06, blue: 0.09)"
    check(background in original, "the scene's background is not where the test expects it")
    latencies = []
    frame_before = page.evaluate("window.reelPreview.shown.frame")
    previous = shown_pixels(page)["digest"]
    for i in range(saves):
        generation = page.evaluate("window.reelPreview.state.generation")
        edited = original.replace(background, f"background: Color(red: {0.10 + 0.03 * (i % 20):.2f}, green: 0.06, blue: 0.09)")
        written = time.time() * 1000
        save(scene_path, edited)
        shown = wait_for_frame(page, f"window.reelPreview.shown.generation !== {generation!r}")
        latencies.append(shown["at"] - written)
        check(shown["frame"] == frame_before, f"after save {i + 1} the page showed frame {shown['frame']}, not the playhead's {frame_before}")
        now = shown_pixels(page)["digest"]
        check(now != previous, f"after save {i + 1} (a new background) the frame did not change")
        previous = now
    return latencies


def gallery_edit(original, n):
    """The text of save `n` of a gallery scene: a colour component changed, or a trailing comment."""
    match = re.search(r"(red|green|blue): (0\.\d+)", original)
    if match:
        value = f"{match.group(1)}: {0.05 + 0.9 * ((n + 1) % 19) / 19:.4f}"
        return original[: match.start()] + value + original[match.end():]
    return original + f"\n// save {n + 1}\n"


def gallery_latencies(browser, reel, saves, work, pixel_ratio):
    """Save-to-frame latencies of every gallery scene, by scene name (a copy of each, with the
    gallery's Sounds folder beside it, previewed in turn)."""
    results = {}
    folder = os.path.join(ROOT, "Scenes")
    for name in sorted(f for f in os.listdir(folder) if f.endswith(".swift") and f != "SceneCatalog.swift"):
        place = tempfile.mkdtemp(dir=work)
        scene = os.path.join(place, name)
        shutil.copy(os.path.join(folder, name), scene)
        if os.path.isdir(os.path.join(folder, "Sounds")):
            shutil.copytree(os.path.join(folder, "Sounds"), os.path.join(place, "Sounds"))
        with open(scene) as f:
            original = f.read()
        preview = Preview(reel, [scene], cwd=place)
        try:
            page, errors = open_page(browser, preview.url, pixel_ratio)
            wait_for_frame(page)
            scrub(page, 0.5)
            frame_before = wait_for_frame(page)["frame"]
            latencies = []
            for n in range(saves):
                generation = page.evaluate("window.reelPreview.state.generation")
                written = time.time() * 1000
                save(scene, gallery_edit(original, n))
                shown = wait_for_frame(page, f"window.reelPreview.shown.generation !== {generation!r}")
                latencies.append(shown["at"] - written)
                check(shown["frame"] == frame_before, f"{name}: after save {n + 1} the page showed frame {shown['frame']}, not the playhead's {frame_before}")
                time.sleep(0.2)
            check(not errors, f"{name}: the page reported errors: {errors}")
            page.close()
        finally:
            preview.stop()
        results[name] = latencies
        print(f"latency: {name}: save to new frame over {saves} saves: p50 {statistics.median(latencies):.0f} ms, p95 {percentile(latencies, 95):.0f} ms, max {max(latencies):.0f} ms", flush=True)
    return results


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))]


def break_and_fix(page, reel, scene_path, original, seconds, scale, expected, work):
    lines = original.split("\n")
    row = next(i for i, line in enumerate(lines) if "@State var liked = false" in line)
    column = lines[row].index("false") + 1
    broken = original.replace("@State var liked = false", "@State var liked = fals", 1)
    save(scene_path, broken)
    wait_until(page, "() => !document.getElementById('errors').hidden && !!document.querySelector('#error-list .error')", what="the error")
    text = page.inner_text("#error-list")
    name = os.path.basename(scene_path)
    position = f"{name}:{row + 1}:{column}: error:"
    check(position in text, f"the page shows {text!r}, not the position {position!r}")
    check("cannot find 'fals' in scope" in text, f"the page shows {text!r}, not the message about 'fals'")
    check("@State var liked = fals" in text, f"the page shows {text!r}, without the source excerpt")
    check(page.is_hidden("#frame-box"), "the frame is still shown in place of the error")
    check(page.is_visible("#last-good-frame"), "the last good frame is not shown beside the error")
    last_good = page.evaluate("() => { const i = document.getElementById('last-good-frame'); return i.complete ? i.naturalWidth : 0; }")
    check(last_good > 0, "the last good frame did not load")
    print(f"error: {text.splitlines()[0]} shown, with the last good frame beside it")

    save(scene_path, original)
    wait_until(page, "() => document.getElementById('errors').hidden", what="the error to go")
    wait_for_frame(page)
    check(page.evaluate("document.getElementById('frame').dataset.t") == seconds, "after the fix the playhead moved")
    pixels = shown_pixels(page, expected=expected)
    check(pixels["equal"], f"after the fix the frame shown at t={seconds} differs from reel render's")
    print("fix: the frame is back, equal to reel render's")


def record_tap(browser, reel, work):
    folder = os.path.join(work, "counter")
    os.makedirs(folder)
    scene = os.path.join(folder, "LikeButton.swift")
    shutil.copy(os.path.join(ROOT, "Tests", "ReelScriptTests", "Corpora", "Interactive", "LikeButton.swift"), scene)
    preview = Preview(reel, [scene], cwd=work)
    try:
        page, errors = open_page(browser, preview.url)
        wait_for_frame(page)
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        wait_for_frame(page)
        page.check("#record")
        tree = page.evaluate("fetch('/inspect.json?t=' + window.reelPreview.shown.time).then((r) => r.json())")
        button = find(tree["root"], lambda node: node.get("kind") == "Button")
        check(button, "the inspection of LikeButton has no Button")
        f = button["frame"]
        box = page.locator("#frame-box").bounding_box()
        x = box["x"] + (f["x"] + f["width"] / 2) / tree["format"]["width"] * box["width"]
        y = box["y"] + (f["y"] + f["height"] / 2) / tree["format"]["height"] * box["height"]
        page.mouse.click(x, y)
        wait_until(page, "() => !!document.querySelector('#recorded li')", what="the recorded line")
        line = page.inner_text("#recorded li")
        check('tap("Like")' in line, f"the page shows the recorded line {line!r}, not a tap of \"Like\"")
        scripts = [os.path.join(folder, name) for name in os.listdir(folder) if name != "LikeButton.swift" and name.endswith(".swift")]
        contents = "".join(open(path).read() for path in scripts)
        check('tap("Like")' in contents, f"no events script beside the scene holds tap(\"Like\"): {scripts} {contents!r}")
        wait_until(page, "() => !!document.querySelector('.marker.script')", what="the script's event on the timeline")
        check(not errors, f"the page reported errors: {errors}")
        print(f"record: clicking the button added {line.strip()!r} to {os.path.basename(scripts[0])}")
    finally:
        preview.stop()


def find(node, predicate):
    if predicate(node):
        return node
    for child in node.get("children", []):
        found = find(child, predicate)
        if found:
            return found
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reel", required=True, help="the reel binary")
    parser.add_argument("--quick", action="store_true", help="only open the page, scrub and compare one frame")
    parser.add_argument("--saves", type=int, default=20, help="how many saves the latency is measured over")
    parser.add_argument("--max-p95", type=float, help="fail when the save-to-frame p95 exceeds this many ms")
    parser.add_argument("--gallery", action="store_true", help="measure the save-to-frame latency of every gallery scene")
    parser.add_argument("--pixel-ratio", type=float, default=2, help="the page's device pixels per CSS pixel with --gallery (the frame's scale; default 2)")
    options = parser.parse_args()
    reel = os.path.abspath(options.reel)
    if options.gallery:
        return gallery(reel, options)

    work = tempfile.mkdtemp(prefix="reel-preview-test-")
    preview = None
    try:
        scene = os.path.join(work, "LikeButton.swift")
        shutil.copy(os.path.join(ROOT, "Scenes", "LikeButton.swift"), scene)
        with open(scene) as f:
            original = f.read()
        preview = Preview(reel, [scene], cwd=work)
        with sync_playwright() as playwright:
            arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=arguments)
            page, errors = open_page(browser, preview.url)
            seconds, scale, expected = scrub_and_compare(page, preview.url, reel, scene, work)
            if not options.quick:
                latencies = save_latencies(page, scene, original, options.saves)
                p50, p95 = statistics.median(latencies), percentile(latencies, 95)
                print(f"latency: save to new frame over {len(latencies)} saves: p50 {p50:.0f} ms, p95 {p95:.0f} ms, max {max(latencies):.0f} ms")
                if options.max_p95 is not None:
                    check(p95 <= options.max_p95, f"save-to-frame p95 {p95:.0f} ms exceeds {options.max_p95:.0f} ms")
                save(scene, original)
                wait_for_frame(page)
                break_and_fix(page, reel, scene, original, seconds, scale, expected, work)
            check(not errors, f"the page reported errors: {errors}")
            if not options.quick:
                preview.stop()
                record_tap(browser, reel, work)
            browser.close()
    except Failure as failure:
        print(f"preview_test: {failure}", file=sys.stderr)
        if preview and preview.stderr:
            print("reel preview said:\n" + "".join(preview.stderr), file=sys.stderr)
        return 1
    finally:
        if preview:
            preview.stop()
        shutil.rmtree(work, ignore_errors=True)
    print("preview_test: passed")
    return 0


def gallery(reel, options):
    """`--gallery`: the latency of every gallery scene; exit 1 when a scene's p95 passes `--max-p95`."""
    work = tempfile.mkdtemp(prefix="reel-preview-gallery-")
    try:
        with sync_playwright() as playwright:
            arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=arguments)
            results = gallery_latencies(browser, reel, options.saves, work, options.pixel_ratio)
            browser.close()
        every = [value for values in results.values() for value in values]
        print(f"latency: the gallery ({len(results)} scenes, {len(every)} saves): p50 {statistics.median(every):.0f} ms, p95 {percentile(every, 95):.0f} ms, max {max(every):.0f} ms")
        if options.max_p95 is not None:
            over = [f"{name} ({percentile(values, 95):.0f} ms)" for name, values in results.items() if percentile(values, 95) > options.max_p95]
            check(not over, f"save-to-frame p95 exceeds {options.max_p95:.0f} ms for " + ", ".join(over))
    except Failure as failure:
        print(f"preview_test: {failure}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("preview_test: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
