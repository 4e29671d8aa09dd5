extension PreviewPage {
    /// The page's style, served at `/page.css`: a dark, neutral editor chrome around the frame,
    /// with system fonts only (nothing is loaded from outside).
    public static let style = #"""
        :root {
          --bg: #16171a; --panel: #1e1f23; --panel-2: #25262b; --line: #34353b; --text: #d9dade;
          --dim: #8b8d96; --accent: #4c9dff; --script: #f0a33c; --error: #ff6b6b; --ok: #4cc38a;
          --stage: #111214; --outline: #ff4fd8;
          --sans: system-ui, -apple-system, "Inter", "Segoe UI", "DejaVu Sans", sans-serif;
          --mono: ui-monospace, "Noto Sans Mono", "DejaVu Sans Mono", monospace;
          color-scheme: dark;
        }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        html, body { height: 100%; margin: 0; }
        body { display: grid; grid-template-rows: auto 1fr auto; background: var(--bg); color: var(--text);
          font: 13px/1.4 var(--sans); overflow: hidden; }
        button, select, input { font: inherit; color: inherit; }
        button { background: var(--panel-2); border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px;
          cursor: pointer; min-width: 32px; }
        button:hover { border-color: #4a4b53; background: #2c2d33; }
        button.primary { background: var(--accent); border-color: var(--accent); color: #fff; min-width: 44px; }
        button[aria-pressed="true"] { background: #24364f; border-color: var(--accent); color: #cfe3ff; }
        select { background: var(--panel-2); border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; }
        label { color: var(--dim); display: inline-flex; gap: 6px; align-items: center; }
        .dim { color: var(--dim); }
        .mono { font-family: var(--mono); }
        #bar { display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 8px 14px;
          background: var(--panel); border-bottom: 1px solid var(--line); }
        .brand { font-weight: 600; letter-spacing: 0.2px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .logo { color: var(--accent); margin-right: 4px; }
        .controls { display: flex; gap: 14px; align-items: center; }
        .segmented { display: inline-flex; }
        .segmented button { border-radius: 0; }
        .segmented button:first-child { border-radius: 6px 0 0 6px; }
        .segmented button:last-child { border-radius: 0 6px 6px 0; border-left: 0; }
        .pill { font-size: 11px; padding: 2px 8px; border-radius: 10px; border: 1px solid var(--line); color: var(--dim); }
        .pill.live { color: var(--ok); border-color: #2f6b4f; }
        .pill.down { color: var(--error); border-color: #7a3434; }
        #main { display: grid; grid-template-columns: 1fr 340px; min-height: 0; }
        #stage { position: relative; display: flex; flex-direction: column; min-width: 0; min-height: 0; background: var(--stage); }
        #viewport { flex: 1; display: flex; align-items: center; justify-content: center; gap: 24px; overflow: auto;
          padding: 24px; min-height: 0; }
        #frame-box { position: relative; flex: none; box-shadow: 0 0 0 1px #2a2b30, 0 12px 40px rgba(0,0,0,0.55);
          background-color: #2a2b30;
          background-image: linear-gradient(45deg, #232428 25%, transparent 25%, transparent 75%, #232428 75%),
                            linear-gradient(45deg, #232428 25%, transparent 25%, transparent 75%, #232428 75%);
          background-size: 16px 16px; background-position: 0 0, 8px 8px; }
        #frame { display: block; width: 100%; height: 100%; user-select: none; }
        #frame-box.recording { cursor: crosshair; }
        #overlay { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
        #overlay .hit { fill: rgba(255, 79, 216, 0.10); stroke: var(--outline); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        #overlay .drag { stroke: var(--script); stroke-width: 2; vector-effect: non-scaling-stroke; fill: none; }
        #overlay .tag { fill: var(--outline); font: 11px var(--sans); paint-order: stroke; stroke: #000; stroke-width: 3px; }
        #stage-status { position: absolute; left: 12px; bottom: 8px; font-size: 11px; }
        #errors { display: flex; gap: 24px; align-items: flex-start; width: 100%; max-width: 1180px; }
        #error-list { flex: 1 1 420px; min-width: 280px; max-width: 760px; }
        .error { background: #2a1a1c; border: 1px solid #5b2a2e; border-left: 3px solid var(--error); border-radius: 6px;
          padding: 10px 12px; margin-bottom: 10px; }
        .error .where { font-family: var(--mono); color: var(--error); font-size: 12px; }
        .error .message { margin: 4px 0 6px; font-weight: 600; }
        .error pre { margin: 0; padding: 8px; background: #1a1113; border-radius: 4px; font: 12px/1.45 var(--mono);
          overflow-x: auto; color: #f1d7d9; }
        #last-good { margin: 0; flex: none; text-align: center; }
        #last-good img { display: block; max-width: 320px; max-height: 320px; opacity: 0.55; filter: grayscale(0.4);
          box-shadow: 0 0 0 1px #2a2b30; }
        #last-good figcaption { color: var(--dim); font-size: 11px; margin-top: 6px; }
        #side { background: var(--panel); border-left: 1px solid var(--line); overflow-y: auto; min-height: 0; }
        .panel { padding: 12px 14px; border-bottom: 1px solid var(--line); }
        .panel h2 { margin: 0 0 8px; font-size: 11px; text-transform: uppercase; letter-spacing: 0.8px; color: var(--dim);
          display: flex; justify-content: space-between; align-items: center; }
        .panel p { margin: 0; }
        .switch { text-transform: none; letter-spacing: 0; font-size: 12px; color: var(--text); cursor: pointer; }
        dl.props { display: grid; grid-template-columns: 92px 1fr; gap: 3px 8px; margin: 0; }
        dl.props dt { color: var(--dim); }
        dl.props dd { margin: 0; font-family: var(--mono); font-size: 12px; overflow-wrap: anywhere; }
        .kind { color: var(--outline); font-weight: 600; }
        .animation { margin-bottom: 10px; }
        .animation .name { font-family: var(--mono); font-size: 12px; }
        .animation .meta { color: var(--dim); font-size: 11px; }
        .animation canvas { display: block; width: 100%; height: 84px; margin-top: 4px; background: var(--panel-2);
          border-radius: 4px; }
        #recorded { margin: 8px 0 0; padding-left: 20px; font: 12px/1.5 var(--mono); }
        #recorded li.new { color: var(--script); }
        #transport { background: var(--panel); border-top: 1px solid var(--line); padding: 8px 14px 12px; }
        .buttons { display: flex; gap: 6px; align-items: center; margin-bottom: 8px; }
        .spacer { flex: 1; }
        .legend { color: var(--dim); font-size: 11px; margin-left: 14px; display: inline-flex; align-items: center; gap: 6px; }
        .legend .key { display: inline-block; width: 8px; height: 8px; background: var(--accent); transform: rotate(45deg);
          border-radius: 1px; margin-left: 6px; }
        .legend .key.script { background: var(--script); border-radius: 50%; transform: none; }
        #clock { min-width: 76px; text-align: right; margin-left: 10px; font-size: 14px; }
        #frame-number { min-width: 110px; }
        #timeline { position: relative; user-select: none; outline: none; }
        #labels { position: relative; height: 34px; }
        .label { position: absolute; bottom: 0; transform: translateX(-50%); font-size: 11px; white-space: nowrap;
          padding: 1px 6px; border-radius: 4px; background: #24364f; color: #cfe3ff; cursor: pointer; max-width: 180px;
          overflow: hidden; text-overflow: ellipsis; }
        .label.row1 { bottom: 17px; }
        .label.script { background: #43331c; color: #ffd9a3; }
        #track { position: relative; height: 38px; background: var(--panel-2); border: 1px solid var(--line);
          border-radius: 6px; cursor: pointer; }
        #range { position: absolute; top: 0; bottom: 0; background: rgba(76, 157, 255, 0.12);
          border-left: 2px solid rgba(76, 157, 255, 0.7); border-right: 2px solid rgba(76, 157, 255, 0.7); }
        #range.off { background: transparent; border-color: rgba(139, 141, 150, 0.35); }
        #ruler { position: absolute; inset: 0; }
        .tick { position: absolute; bottom: 0; width: 1px; height: 7px; background: #45464d; }
        .tick.major { height: 13px; background: #5a5b63; }
        .tick span { position: absolute; left: 4px; bottom: 12px; font-size: 10px; color: var(--dim); font-family: var(--mono); }
        .marker { position: absolute; top: 5px; width: 10px; height: 10px; margin-left: -5px; background: var(--accent);
          transform: rotate(45deg); border-radius: 2px; }
        .marker.script { background: var(--script); border-radius: 50%; transform: none; }
        #playhead { position: absolute; top: -6px; bottom: -4px; width: 2px; margin-left: -1px; background: #fff;
          pointer-events: none; }
        #playhead .knob { position: absolute; top: -6px; left: -6px; width: 14px; height: 10px; background: #fff;
          border-radius: 3px 3px 7px 7px; }
        """#
}
