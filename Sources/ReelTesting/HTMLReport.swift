import Foundation

/// The report of golden test runs as one static HTML page (no server, no external files besides
/// the images beside it): a headline that passes only when the runs did (it counts the scene
/// files that failed to load and the errors), those scenes with their errors, a summary of every
/// scene, a filmstrip per scene (a thumbnail per passing frame) marking its failing and newly
/// recorded frames, and for each failing frame the Diff, Actual, Expected, Side by side and Slider
/// views, its figures and limits, the likely cause when the environment differs, and the command
/// that accepts the change.
struct HTMLReport {
    let results: [GoldenRunResult]
    let goldenFolders: [String]
    let environment: GoldenEnvironment

    /// The smallest width, in CSS pixels, a frame is shown at (small goldens are enlarged by a
    /// whole factor, pixelated, so single pixels stay visible).
    static let minimumDisplayWidth = 480

    var text: String {
        let outcomes = results.flatMap(\.outcomes)
        var scenes: [(scene: SceneUnderTest, outcomes: [FrameOutcome])] = []
        for result in results {
            for scene in result.scenes {
                let frames = result.outcomes.filter { $0.scene == scene.name }
                if frames.isEmpty { continue }
                scenes.append((scene, frames))
            }
        }
        let unchecked = results.flatMap(\.unchecked), problems = results.flatMap(\.problems)
        let passed = results.allSatisfy(\.passed)
        let title = HTMLReport.headline(outcomes, unchecked: unchecked.count, errors: problems.count)
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(h(title))</title>
            <style>\(HTMLReport.style)</style></head>
            <body>
            <header><h1 class="\(passed ? "ok" : "bad")">\(h(title))</h1>
            <p>\(h(HTMLReport.timestamp())) · goldens in \(goldenFolders.map { "<code>\(h($0))</code>" }.joined(separator: ", "))</p>

            """
        let accepts = results.filter { !$0.failures.isEmpty }.map(\.acceptAllCommand)
        if !accepts.isEmpty {
            html += "<p>Accept every change: " + accepts.map { "<code class=\"cmd\">\(h($0))</code>" }.joined(separator: " ") + "</p>\n"
        }
        html += "</header>\n"
        if !problems.isEmpty {
            html += "<h2 class=\"bad\">Errors</h2>\n" + problems.map { "<pre class=\"error\">\(h($0))</pre>\n" }.joined()
        }
        if !unchecked.isEmpty {
            html += "<h2 class=\"bad\">Scene files that failed to load</h2>\n"
            for scene in unchecked {
                html += "<article class=\"frame\" id=\"\(anchor("load-" + scene.argument))\"><h3>\(h(scene.name)) <small>\(h(scene.argument))</small></h3>\n"
                    + "<pre class=\"error\">\(h(scene.message))</pre></article>\n"
            }
        }
        let warnings = results.flatMap(\.warnings)
        if !warnings.isEmpty {
            html += "<h2>Warnings</h2>\n<ul class=\"warnings\">" + warnings.map { "<li>\(h($0))</li>" }.joined() + "</ul>\n"
        }
        let removed = results.flatMap(\.removed)
        if !removed.isEmpty {
            html += "<h2>Goldens removed</h2>\n<ul>" + removed.map { "<li>\(h($0.summary))</li>" }.joined() + "</ul>\n"
        }
        // Scenes with failing frames first, then a table of every scene, then the passing scenes.
        let failing = scenes.filter { $0.outcomes.contains { !$0.passed } }
        for (scene, frames) in failing { html += section(scene, frames) }
        html += "<h2>All scenes</h2>\n<table class=\"summary\"><tr><th>Scene</th><th>Frames</th><th>Passed</th><th>Failed</th><th>Recorded</th><th>Size</th></tr>\n"
        for scene in unchecked {
            html += "<tr class=\"bad\"><td><a href=\"#\(anchor("load-" + scene.argument))\">\(h(scene.name))</a></td><td colspan=\"5\">failed to load</td></tr>\n"
        }
        for (scene, frames) in scenes {
            let failed = frames.filter { !$0.passed }.count, written = frames.filter(\.wroteGolden).count
            let size = frames.first.map { "\($0.width) × \($0.height) px" } ?? ""
            html += "<tr class=\"\(failed > 0 ? "bad" : "ok")\"><td><a href=\"#\(anchor(scene.name))\">\(h(scene.name))</a></td>"
                + "<td>\(frames.count)</td><td>\(frames.count - failed - written)</td><td>\(failed)</td><td>\(written)</td><td>\(h(size))</td></tr>\n"
        }
        html += "</table>\n"
        for (scene, frames) in scenes where !frames.contains(where: { !$0.passed }) { html += section(scene, frames) }
        html += "<footer><h2>Environment</h2><table class=\"figures\">\n"
        for (key, name) in GoldenEnvironment.libraryNames {
            html += "<tr><th>\(h(name))</th><td>\(h(environment.libraries[key] ?? "unknown"))</td></tr>\n"
        }
        html += "<tr><th>Architecture</th><td>\(h(environment.architecture))</td></tr>\n"
        html += "<tr><th>Fonts</th><td>\(h(environment.fonts.keys.sorted().joined(separator: ", ")))</td></tr>\n"
        html += "</table></footer>\n<script>\(HTMLReport.script)</script>\n</body></html>\n"
        return html
    }

    /// The page's headline: how many scene files failed to load and how many errors stopped the
    /// runs, then the frames: `all 9 frames pass`, `1 of 9 frames fail`, `3 frames recorded`,
    /// `2 frames pass, 1 recorded`; with any scene or error counted, never `pass` alone
    /// (`1 scene file failed to load; 9 frames checked, none fail`).
    static func headline(_ outcomes: [FrameOutcome], unchecked: Int, errors: Int) -> String {
        var parts: [String] = []
        if unchecked > 0 { parts.append("\(unchecked) scene file\(unchecked == 1 ? "" : "s") failed to load") }
        if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
        let failed = outcomes.filter { !$0.passed }.count
        let recorded = outcomes.filter { $0.status == .recorded }.count
        let rewritten = outcomes.filter { $0.status == .rerecorded }.count
        let passed = outcomes.count - failed - recorded - rewritten
        func frames(_ n: Int) -> String { n == 1 ? "1 frame" : "\(n) frames" }
        if outcomes.isEmpty {
            parts.append("no frame checked")
        } else if failed > 0 {
            parts.append("\(failed) of \(outcomes.count) frames fail")
        } else if recorded + rewritten > 0 {
            let counts = [(passed, "pass"), (recorded, "recorded"), (rewritten, "rewritten")].filter { $0.0 > 0 }
            parts.append(counts.enumerated().map { i, c in i == 0 ? "\(frames(c.0)) \(c.0 == 1 && c.1 == "pass" ? "passes" : c.1)" : "\(c.0) \(c.1)" }
                .joined(separator: ", "))
        } else if parts.isEmpty {
            parts.append("all \(outcomes.count) frames pass")
        } else {
            parts.append("\(frames(outcomes.count)) checked, none fail")
        }
        return "Reel golden tests: " + parts.joined(separator: "; ")
    }

    /// A scene's section: its filmstrip, then each failing frame.
    func section(_ scene: SceneUnderTest, _ frames: [FrameOutcome]) -> String {
        let failed = frames.filter { !$0.passed }
        let format = scene.format
        var html = "<section class=\"scene\" id=\"\(anchor(scene.name))\"><h2 class=\"\(failed.isEmpty ? "ok" : "bad")\">\(h(scene.name))"
            + (scene.events.map { " <small>played with \(h($0))</small>" } ?? "")
        let written = frames.filter(\.wroteGolden).count
        html += " <small>\(frames.count) frame\(frames.count == 1 ? "" : "s") checked, \(failed.count) failing\(written > 0 ? ", \(written) recorded" : "") · "
            + "\(format.frameCount) frames at \(FrameMoment.seconds(format.fps)) fps</small></h2>\n<div class=\"filmstrip\">\n"
        for frame in frames {
            let image = frame.passed ? frame.images.thumbnail : (frame.images.actual.isEmpty ? frame.images.expected : frame.images.actual)
            let state = frame.passed ? (frame.wroteGolden ? "rec" : "pass") : "fail"
            let mark = frame.passed ? (frame.status == .recorded ? "+" : frame.status == .rerecorded ? "↻" : "✓") : "✗"
            let inner = image.isEmpty ? "<div class=\"blank\"></div>" : "<img src=\"\(h(image))\" alt=\"frame \(frame.frame)\">"
            let target = frame.passed ? "" : " href=\"#\(anchor(frame.label))\""
            html += "<a class=\"cell \(state)\"\(target) title=\"\(h(frame.summary))\">\(inner)<span>\(frame.frame) · \(HTMLReport.time(frame.time))</span>"
                + "<b>\(mark)</b></a>\n"
        }
        html += "</div>\n"
        for frame in failed { html += card(frame) }
        return html + "</section>\n"
    }

    /// A failing frame: the viewer, the figures, the cause and the command.
    func card(_ frame: FrameOutcome) -> String {
        let id = anchor(frame.label)
        var html = "<article class=\"frame\" id=\"\(id)\"><h3>\(h(frame.scene)) · frame \(frame.frame) · \(HTMLReport.time(frame.time))"
            + " — \(h(headline(frame)))</h3>\n"
        let images = frame.images
        let zoom = max(1, min(4, Int((Double(HTMLReport.minimumDisplayWidth) / Double(max(frame.width, 1))).rounded(.up))))
        let width = frame.width * zoom
        func img(_ path: String, _ alt: String) -> String {
            path.isEmpty ? "<div class=\"missing\">no \(alt) image</div>"
                : "<img src=\"\(h(path))\" alt=\"\(alt)\" style=\"width:\(width)px\">"
        }
        var views: [(name: String, body: String)] = []
        if !images.diff.isEmpty {
            var box = ""
            if let b = frame.match?.changedBounds, frame.width > 0, frame.height > 0 {
                func pct(_ v: Int, _ total: Int) -> String { String(format: "%.4f%%", 100 * Double(v) / Double(total)) }
                box = "<div class=\"box\" style=\"left:\(pct(b.minX, frame.width));top:\(pct(b.minY, frame.height));"
                    + "width:\(pct(b.width, frame.width));height:\(pct(b.height, frame.height))\"></div>"
            }
            views.append(("Diff", "<div class=\"stage\">\(img(images.diff, "diff"))\(box)</div>"))
        }
        views.append(("Actual", "<div class=\"stage\">\(img(images.actual, "actual"))</div>"))
        views.append(("Expected", "<div class=\"stage\">\(img(images.expected, "expected"))</div>"))
        var side = "<div class=\"side\">"
        for (label, path) in [("Expected", images.expected), ("Actual", images.actual), ("Diff", images.diff)] where !path.isEmpty {
            side += "<figure><figcaption>\(label)</figcaption>\(img(path, label.lowercased()))</figure>"
        }
        views.append(("Side by side", side + "</div>"))
        if !images.expected.isEmpty && !images.actual.isEmpty && frame.status == .different {
            views.append(("Slider", "<div class=\"stage slider\">\(img(images.expected, "expected"))"
                          + "<div class=\"over\">\(img(images.actual, "actual"))</div><div class=\"rule\"></div></div>"
                          + "<p><input type=\"range\" min=\"0\" max=\"100\" value=\"50\" class=\"wipe\" aria-label=\"Actual on the left, expected on the right\">"
                          + " actual on the left, expected on the right</p>"))
        }
        html += "<div class=\"viewer\">"
        for (index, view) in views.enumerated() {
            html += "<input type=\"radio\" name=\"\(id)\" id=\"\(id)-\(index)\" class=\"tab\(index)\"\(index == 0 ? " checked" : "")>"
                + "<label for=\"\(id)-\(index)\">\(view.name)</label>"
        }
        html += "<div class=\"panels\">"
        for (index, view) in views.enumerated() { html += "<div class=\"panel panel\(index)\">\(view.body)</div>" }
        html += "</div></div>\n<table class=\"figures\">\n"
        for (name, value) in figures(frame) { html += "<tr><th>\(h(name))</th><td>\(h(value))</td></tr>\n" }
        html += "</table>\n"
        if !frame.environmentDifferences.isEmpty {
            html += "<p class=\"cause\"><b>Likely cause:</b> this machine draws with a different environment from the one that drew the golden ("
                + h(frame.environmentDifferences.joined(separator: "; ")) + "). Differences of this kind move anti-aliased edges and glyphs; "
                + "re-record the goldens on the environment your checks run in.</p>\n"
        }
        let verb = frame.status == .missing ? "Record this golden" : "Accept this change"
        html += "<p>\(verb): <code class=\"cmd\">\(h(frame.acceptCommand))</code></p>\n</article>\n"
        return html
    }

    /// What went wrong, in a few words.
    func headline(_ frame: FrameOutcome) -> String {
        switch frame.status {
        case .different:
            let n = frame.match?.differentPixels ?? 0
            return "\(FrameOutcome.count(n)) differ (\(FrameOutcome.percent(n, of: frame.totalPixels)))"
        case .sizeMismatch(let w, let h): return "the golden is \(w) × \(h) px, the frame \(frame.width) × \(frame.height) px"
        case .missing: return "no golden"
        case .unreadable: return "the golden cannot be read"
        case .error: return "error"
        default: return "passed"
        }
    }

    /// The frame's figures and the limits that applied, as rows.
    func figures(_ frame: FrameOutcome) -> [(String, String)] {
        var rows: [(String, String)] = [("Result", frame.summary)]
        let s = frame.settings
        if let match = frame.match {
            rows.append(("Pixels changed", "\(match.differentPixels) of \(frame.totalPixels) (\(FrameOutcome.percent(match.differentPixels, of: frame.totalPixels)))"))
            rows.append(("Anti-aliased pixels", s.antialiasing ? "\(match.antialiasedPixels) (shown yellow, not counted)" : "not detected (antialiasing: false)"))
            rows.append(("Changed area", match.changedBounds.map(\.description) ?? "none"))
        }
        rows.append(("Allowed", "\(frame.allowedPixels) pixel\(frame.allowedPixels == 1 ? "" : "s")"
                     + " (maxDiffPixels \(s.maxDiffPixels.map(String.init) ?? "not set"), maxDiffPixelRatio \(s.maxDiffPixelRatio.map { "\($0)" } ?? "not set"); the stricter applies)"))
        rows.append(("Threshold", "\(s.threshold) (YIQ distance, as pixelmatch)"))
        rows.append(("Channel tolerance", "\(s.channelTolerance)"))
        rows.append(("Frame size", "\(frame.width) × \(frame.height) px"))
        return rows
    }

    func anchor(_ text: String) -> String {
        "f-" + String(text.unicodeScalars.map { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? Character(scalar) : "-"
        })
    }

    func h(_ text: String) -> String { XMLText.content(text) }

    static func time(_ t: Double) -> String { String(format: "%.3f s", t) }

    static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }

    static let style = """
        body{font:14px/1.45 system-ui,"DejaVu Sans",sans-serif;margin:0;padding:0 24px 48px;background:#f6f7f9;color:#1b1e24}
        h1{font-size:22px;margin:20px 0 4px}h2{font-size:18px;margin:28px 0 8px}h2 small{font-weight:normal;color:#667;font-size:13px}
        h3{font-size:15px;margin:0 0 10px}.ok{color:#1a7f37}.bad{color:#cf222e}code{font:13px "DejaVu Sans Mono",monospace;background:#eef0f3;padding:2px 5px;border-radius:4px}
        code.cmd{display:inline-block;user-select:all;background:#1b1e24;color:#e6edf3;padding:4px 8px}
        table{border-collapse:collapse}table.summary td,table.summary th{padding:3px 12px;border-bottom:1px solid #dde;text-align:left}
        table.summary tr.bad td:first-child a{color:#cf222e;font-weight:bold}
        .filmstrip{display:flex;gap:8px;overflow-x:auto;padding:6px 2px}
        .cell{position:relative;display:flex;flex-direction:column;align-items:center;border:3px solid #9ad2a8;border-radius:6px;background:#fff;padding:3px;text-decoration:none;color:#334;font-size:12px;min-width:90px}
        .cell.fail{border-color:#cf222e;background:#ffebe9}.cell img{height:72px;image-rendering:pixelated}.cell .blank{height:72px;width:96px;background:#e7eaee}
        .cell b{position:absolute;top:2px;right:6px;font-size:15px}.cell.pass b{color:#1a7f37}.cell.rec{border-color:#8fb8e8}.cell.rec b{color:#0969da}.cell.fail b{color:#cf222e}
        .frame{background:#fff;border:1px solid #dde;border-left:5px solid #cf222e;border-radius:6px;padding:14px 16px;margin:14px 0}
        .viewer input{display:none}.viewer label{display:inline-block;padding:5px 12px;margin-right:4px;border:1px solid #ccd;border-radius:5px 5px 0 0;cursor:pointer;background:#eef0f3}
        .viewer .panel{display:none;border:1px solid #ccd;padding:10px;background:repeating-conic-gradient(#e9ebee 0 25%,#fff 0 50%) 0 0/16px 16px;overflow:auto}
        .tab0:checked~.panels .panel0,.tab1:checked~.panels .panel1,.tab2:checked~.panels .panel2,.tab3:checked~.panels .panel3,.tab4:checked~.panels .panel4{display:block}
        .tab0:checked+label,.tab1:checked+label,.tab2:checked+label,.tab3:checked+label,.tab4:checked+label{background:#fff;font-weight:bold;border-bottom-color:#fff}
        .stage{position:relative;display:inline-block;line-height:0}.stage img,.side img{max-width:100%;image-rendering:pixelated;display:block}
        .box{position:absolute;outline:2px solid #0969da;outline-offset:2px;pointer-events:none}
        .slider .over{position:absolute;inset:0;clip-path:inset(0 50% 0 0)}.slider .rule{position:absolute;top:0;bottom:0;left:50%;width:2px;background:#0969da}
        .wipe{width:360px;vertical-align:middle}.side{display:flex;gap:10px}.side figure{margin:0;flex:1 1 0;min-width:0}.side img{width:100%!important;height:auto}.side figcaption{font-size:12px;color:#556;line-height:1.6}
        .missing{padding:30px;color:#667;line-height:1.4}pre.error{background:#ffebe9;border:1px solid #cf222e;border-radius:5px;padding:8px 10px;white-space:pre-wrap}
        table.figures{margin-top:10px}table.figures th{text-align:left;padding:2px 14px 2px 0;color:#445;font-weight:600;vertical-align:top}table.figures td{padding:2px 0}
        .cause{background:#fff8c5;border:1px solid #d4a72c;border-radius:5px;padding:8px 10px}
        footer{margin-top:36px;color:#445}
        """

    static let script = """
        for (const range of document.querySelectorAll('input.wipe')) {
          range.addEventListener('input', () => {
            const stage = range.closest('.panel').querySelector('.slider');
            stage.querySelector('.over').style.clipPath = 'inset(0 ' + (100 - range.value) + '% 0 0)';
            stage.querySelector('.rule').style.left = range.value + '%';
          });
        }
        """
}
