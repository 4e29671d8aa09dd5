/// The preview page served by `reel preview`: its HTML here, its script (`PreviewPage+Script.swift`)
/// and style (`PreviewPage+Style.swift`) beside it, compiled into the binary so that no URL path
/// reaches the file system and nothing is loaded from outside: no CDN, no web fonts, no build step.
///
/// The page shows the frame at the playhead (`/frame.png`, at device pixels), a timeline of the
/// scene's events (`/scene.json`) with a draggable playhead, playback at the scene's fps with
/// frames fetched ahead and cached, an inspector (`/inspect.json`), the animations active at the
/// playhead (`/curves.json`), recording of taps and drags (`POST /record`), and the positioned
/// errors of a module that does not load. It reloads on `/updates` at the same playhead.
public enum PreviewPage {
    /// The page served at `/`.
    public static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Reel preview</title>
        <link rel="icon" href="data:,">
        <link rel="stylesheet" href="/page.css">
        </head>
        <body>
        <header id="bar">
          <div class="brand"><span class="logo">▶</span> Reel preview <span id="scene-name" class="dim"></span></div>
          <div class="controls">
            <label>Device <select id="device" title="The device a preview is drawn on"></select></label>
            <label>Scale <select id="scale" title="Pixels per point of the frame">
              <option value="auto">Device pixels</option>
              <option value="1">1×</option>
              <option value="2">2×</option>
              <option value="3">3×</option>
            </select></label>
            <div class="segmented" id="scheme" role="group" aria-label="Colour scheme">
              <button type="button" data-scheme="light" title="Light colour scheme">Light</button>
              <button type="button" data-scheme="dark" title="Dark colour scheme">Dark</button>
            </div>
            <span id="connection" class="pill" title="The update stream">connecting</span>
          </div>
        </header>
        <main id="main">
          <section id="stage" aria-label="Frame">
            <div id="viewport">
              <div id="frame-box">
                <img id="frame" alt="The frame at the playhead" draggable="false">
                <svg id="overlay" aria-hidden="true"></svg>
              </div>
              <div id="errors" hidden>
                <div id="error-list"></div>
                <figure id="last-good" hidden>
                  <img id="last-good-frame" alt="The last frame that loaded">
                  <figcaption>Last good frame</figcaption>
                </figure>
              </div>
            </div>
            <div id="stage-status" class="dim"></div>
          </section>
          <aside id="side">
            <section class="panel" id="inspector-panel">
              <h2>Inspector</h2>
              <div id="inspector"><p class="dim">Hover the frame to inspect a view.</p></div>
            </section>
            <section class="panel" id="animations-panel">
              <h2>Animations at the playhead</h2>
              <div id="animations"><p class="dim">None.</p></div>
            </section>
            <section class="panel" id="record-panel">
              <h2>Recording
                <label class="switch" title="While paused, a click on the frame adds a tap, a drag a drag, to the events script"><input type="checkbox" id="record"> Record</label>
              </h2>
              <p class="dim" id="record-hint">Pause, turn on Record, then click or drag on the frame.</p>
              <ol id="recorded"></ol>
            </section>
          </aside>
        </main>
        <footer id="transport">
          <div class="buttons">
            <button type="button" id="prev-event" title="Previous event (Shift+←)">⏮</button>
            <button type="button" id="step-back" title="Previous frame (←)">◀︎</button>
            <button type="button" id="play" class="primary" title="Play or pause (Space)">▶︎</button>
            <button type="button" id="step-forward" title="Next frame (→)">▶︎|</button>
            <button type="button" id="next-event" title="Next event (Shift+→)">⏭</button>
            <span id="clock" class="mono">0.000 s</span>
            <span id="frame-number" class="mono dim">frame 0</span>
            <span class="legend"><i class="key timeline"></i>timeline events <i class="key script"></i>events script</span>
            <span class="spacer"></span>
            <label>Speed <select id="speed" title="Playback speed">
              <option value="0.25">0.25×</option>
              <option value="0.5">0.5×</option>
              <option value="1" selected>1×</option>
              <option value="1.5">1.5×</option>
              <option value="2">2×</option>
            </select></label>
            <button type="button" id="set-in" title="Loop from the playhead (I)">In</button>
            <button type="button" id="set-out" title="Loop to the playhead (O)">Out</button>
            <button type="button" id="loop" class="toggle" aria-pressed="true" title="Loop the range (L)">Loop</button>
            <button type="button" id="clear-range" title="Loop the whole scene">Clear</button>
          </div>
          <div id="timeline" tabindex="0" aria-label="Timeline">
            <div id="labels"></div>
            <div id="track">
              <div id="range"></div>
              <div id="ruler"></div>
              <div id="markers"></div>
              <div id="playhead"><div class="knob"></div></div>
            </div>
          </div>
        </footer>
        <script src="/page.js"></script>
        </body>
        </html>
        """#
}
