extension PreviewPage {
    /// The page's script, served at `/page.js`: plain JavaScript with no build step and nothing
    /// loaded from outside. It keeps the playhead, fetches and caches frames (object URLs keyed by
    /// generation, frame, scale, device and scheme), follows `/updates`, and draws the timeline,
    /// the inspector's outline and the animation curves. `window.reelPreview` exposes what is shown
    /// (generation, time, frame, when it loaded) for tests.
    public static let script = #"""
        "use strict";
        (() => {
          const $ = (id) => document.getElementById(id);
          const el = {
            frame: $("frame"), box: $("frame-box"), overlay: $("overlay"), errors: $("errors"), errorList: $("error-list"),
            lastGood: $("last-good"), lastGoodFrame: $("last-good-frame"), status: $("stage-status"), viewport: $("viewport"),
            inspector: $("inspector"), animations: $("animations"), record: $("record"), recorded: $("recorded"),
            play: $("play"), clock: $("clock"), frameNumber: $("frame-number"), speed: $("speed"), loop: $("loop"),
            timeline: $("timeline"), track: $("track"), range: $("range"), ruler: $("ruler"), markers: $("markers"),
            labels: $("labels"), playhead: $("playhead"), device: $("device"), scale: $("scale"), scheme: $("scheme"),
            connection: $("connection"), sceneName: $("scene-name")
          };
          const SVG = "http://www.w3.org/2000/svg";
          const MAX_FETCHES = 2;          // the server renders on a couple of cores: more would only queue there
          const CACHE_LIMIT = 360;        // frames kept as object URLs
          const AHEAD_SECONDS = 0.75;     // how far ahead of the playhead playback fetches

          const state = {
            scene: null, format: null, generation: null, ok: false, time: 0, playing: false, speed: 1,
            loop: true, inPoint: null, outPoint: null, scale: "auto", device: "", scheme: "",
            lastGoodBlob: null, lastGoodURL: null, hover: null, recordedLines: []
          };
          const preview = window.reelPreview = {
            state, shown: null, loads: 0, cacheHits: 0,
            seek: (t) => { pause(); seek(t); },
            frameCount: () => frameCount()
          };

          // Frames and time ------------------------------------------------------------------
          function fps() { return state.format ? state.format.fps : 60; }
          function duration() { return state.format ? state.format.duration : 0; }
          function frameCount() { return Math.max(1, Math.round(duration() * fps())); }
          function frameAt(t) { return Math.min(frameCount() - 1, Math.max(0, Math.floor(t * fps() + 1e-9))); }
          function timeOf(frame) { return frame / fps(); }
          function pixelScale() {
            if (state.scale !== "auto") return Number(state.scale);
            return Math.min(4, Math.max(1, window.devicePixelRatio || 1));
          }
          function frameQuery(frame) {
            // Spaces as %20, not URLSearchParams's "+": device names have spaces.
            const q = [["t", String(timeOf(frame))], ["scale", String(pixelScale())]];
            if (state.device) q.push(["device", state.device]);
            if (state.scheme) q.push(["scheme", state.scheme]);
            return q.map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
          }
          function variantQuery(frame) {
            // The time, device and scheme of a frame, for /inspect.json and /curves.json.
            const q = [["t", String(timeOf(frame))]];
            if (state.device) q.push(["device", state.device]);
            if (state.scheme) q.push(["scheme", state.scheme]);
            return q.map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
          }
          function frameKey(frame) {
            return [state.generation, frame, pixelScale(), state.device, state.scheme].join("|");
          }

          // The frame cache: object URLs of fetched PNGs, fetched at most MAX_FETCHES at a time.
          const cache = new Map();
          const waiting = [];
          let active = 0;
          function request(frame, urgent) {
            const key = frameKey(frame);
            let entry = cache.get(key);
            if (entry) {
              entry.used = performance.now();
              if (urgent && entry.queued) { waiting.splice(waiting.indexOf(entry), 1); waiting.unshift(entry); }
              return entry;
            }
            entry = { key, frame, generation: state.generation, query: frameQuery(frame), used: performance.now(),
                      queued: true, ready: false, url: null, blob: null, error: null };
            let settle;
            entry.promise = new Promise((resolve) => { settle = resolve; });
            entry.settle = settle;
            cache.set(key, entry);
            if (urgent) waiting.unshift(entry); else waiting.push(entry);
            pump();
            return entry;
          }
          function pump() {
            while (active < MAX_FETCHES && waiting.length) {
              const entry = waiting.shift();
              entry.queued = false;
              active += 1;
              fetchFrame(entry).finally(() => { active -= 1; pump(); });
            }
          }
          async function fetchFrame(entry) {
            const started = performance.now();
            try {
              const response = await fetch("/frame.png?" + entry.query, { cache: "no-store" });
              if (!response.ok) {
                let detail = null;
                try { detail = await response.json(); } catch (_) { }
                entry.error = { status: response.status, detail };
                cache.delete(entry.key);
              } else {
                entry.blob = await response.blob();
                entry.url = URL.createObjectURL(entry.blob);
                entry.ready = true;
                entry.millis = performance.now() - started;
                preview.loads += 1;
              }
            } catch (error) {
              entry.error = { status: 0, detail: String(error) };
              cache.delete(entry.key);
            }
            entry.settle(entry);
            trim();
          }
          function trim() {
            if (cache.size <= CACHE_LIMIT) return;
            const entries = [...cache.values()].filter((e) => e.ready && e.url !== el.frame.src)
              .sort((a, b) => a.used - b.used);
            for (const e of entries.slice(0, cache.size - CACHE_LIMIT)) {
              URL.revokeObjectURL(e.url);
              cache.delete(e.key);
            }
          }
          function dropStale() {
            // Frames of other generations, scales, devices or schemes are never shown again.
            for (let i = waiting.length - 1; i >= 0; i--) {
              if (waiting[i].generation !== state.generation) waiting.splice(i, 1);
            }
            for (const [key, e] of cache) {
              if (e.generation !== state.generation || !key.endsWith("|" + [pixelScale(), state.device, state.scheme].join("|"))) {
                if (e.ready && e.url !== el.frame.src) URL.revokeObjectURL(e.url);
                if (!e.ready) e.settle(e);
                cache.delete(key);
              }
            }
          }

          // Showing a frame -----------------------------------------------------------------
          let wanted = null;
          let onScreen = null;
          function display(entry) {
            if (onScreen === entry.key) return;
            onScreen = entry.key;
            el.frame.dataset.pending = entry.key;
            el.frame.src = entry.url;
          }
          el.frame.addEventListener("load", () => {
            const entry = cache.get(el.frame.dataset.pending);
            if (!entry || entry.url !== el.frame.src) return;
            el.frame.dataset.generation = entry.generation;
            el.frame.dataset.frame = String(entry.frame);
            el.frame.dataset.t = entry.query.match(/t=([^&]*)/)[1];
            el.frame.dataset.scale = String(pixelScale());
            // Another device draws another canvas: the box takes the image's size in points.
            sizeFrame(el.frame.naturalWidth / pixelScale(), el.frame.naturalHeight / pixelScale());
            state.lastGoodBlob = entry.blob;
            preview.shown = { generation: entry.generation, frame: entry.frame, time: timeOf(entry.frame),
                              query: entry.query, url: entry.url, at: Date.now() };
            el.status.textContent = `generation ${String(entry.generation).slice(0, 8)} · ` +
              (entry.millis !== undefined ? `${Math.round(entry.millis)} ms` : "cached") + ` · ${cache.size} frames cached`;
            window.dispatchEvent(new CustomEvent("reel-frame", { detail: preview.shown }));
          });
          async function show(frame) {
            if (!state.ok || !state.format) return;
            const entry = request(frame, true);
            wanted = entry.key;
            if (entry.ready) { display(entry); return; }
            await entry.promise;
            if (entry.error) { frameFailed(entry); return; }
            if (wanted === entry.key && entry.ready) display(entry);
          }
          function frameFailed(entry) {
            if (entry.error.status === 422) { loadScene(); return; }
            if (entry.generation !== state.generation) return;
            const detail = entry.error.detail;
            el.status.textContent = "frame failed: " + (detail && detail.error && detail.error.message ? detail.error.message : JSON.stringify(detail));
          }

          // The playhead -------------------------------------------------------------------
          function seek(t) {
            if (!state.playing) {
              // While scrubbing only the latest frame matters: frames asked for and not yet started are dropped.
              for (const w of waiting.splice(0)) { cache.delete(w.key); w.settle(w); }
            }
            const end = duration();
            state.time = Math.min(end, Math.max(0, t));
            const frame = frameAt(state.time);
            drawPlayhead();
            show(frame);
            refreshPanels();
          }
          function step(by) { pause(); seek(timeOf(frameAt(state.time) + by)); }
          function loopRange() {
            const a = state.inPoint ?? 0, b = state.outPoint ?? duration();
            return a < b ? [a, b] : [0, duration()];
          }
          let lastTick = 0;
          function play() {
            if (!state.ok || state.playing) return;
            state.playing = true;
            const [a, b] = loopRange();
            if (state.time >= b - 1e-9 || (state.loop && state.time < a)) state.time = a;
            lastTick = performance.now();
            el.play.textContent = "⏸︎";
            requestAnimationFrame(tick);
          }
          function pause() {
            if (!state.playing) return;
            state.playing = false;
            el.play.textContent = "▶︎";
            seek(timeOf(frameAt(state.time)));
          }
          function tick(now) {
            if (!state.playing) return;
            const dt = Math.max(0, now - lastTick) / 1000;
            lastTick = now;
            let t = state.time + dt * state.speed;
            const [a, b] = loopRange();
            if (t >= b) {
              if (state.loop && b > a) t = a + ((t - a) % (b - a));
              else { state.time = b; pause(); seek(b); return; }
            }
            state.time = t;
            const frame = frameAt(t);
            const entry = request(frame, true);
            wanted = entry.key;
            if (entry.ready) display(entry);
            else if (!entry.watched) {
              entry.watched = true;
              entry.promise.then((e) => { if (e.ready && state.playing && frameAt(state.time) === e.frame) display(e); });
            }
            prefetch(frame, a, b);
            drawPlayhead();
            requestAnimationFrame(tick);
          }
          function prefetch(frame, a, b) {
            const count = Math.ceil(AHEAD_SECONDS * fps() * state.speed);
            const first = frameAt(a), last = frameAt(b);
            let f = frame;
            for (let i = 0; i < count; i++) {
              f += 1;
              if (f > last) { if (!state.loop) break; f = first; }
              request(f, false);
            }
            // Frames behind the playhead that have not started are not worth fetching any more.
            for (let i = waiting.length - 1; i >= 0; i--) {
              const w = waiting[i];
              const ahead = (w.frame - frame + frameCount()) % frameCount();
              if (ahead > count) { waiting.splice(i, 1); cache.delete(w.key); w.settle(w); }
            }
          }
          function jumpToEvent(direction) {
            pause();
            const times = [...new Set((state.events || []).map((e) => timeOf(frameAt(e.time))))].sort((x, y) => x - y);
            const now = timeOf(frameAt(state.time));
            const target = direction > 0 ? times.find((t) => t > now + 1e-9) : [...times].reverse().find((t) => t < now - 1e-9);
            if (target !== undefined) seek(target);
          }

          // The timeline -------------------------------------------------------------------
          function xOf(t) { return duration() > 0 ? (t / duration()) * 100 : 0; }
          function drawPlayhead() {
            recordHint();
            el.playhead.style.left = xOf(state.time) + "%";
            const frame = frameAt(state.time);
            el.clock.textContent = state.time.toFixed(3) + " s";
            el.frameNumber.textContent = `frame ${frame} / ${frameCount() - 1}`;
          }
          function drawRange() {
            const [a, b] = loopRange();
            el.range.style.left = xOf(a) + "%";
            el.range.style.width = (xOf(b) - xOf(a)) + "%";
            el.range.classList.toggle("off", !state.loop);
            el.loop.setAttribute("aria-pressed", String(state.loop));
          }
          function niceStep(seconds, widthPixels) {
            const target = seconds * 80 / Math.max(1, widthPixels);
            for (const s of [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300]) if (s >= target) return s;
            return 600;
          }
          function drawTimeline() {
            el.ruler.replaceChildren(); el.markers.replaceChildren(); el.labels.replaceChildren();
            const d = duration();
            if (d > 0) {
              const major = niceStep(d, el.track.clientWidth), minor = major / 5;
              for (let i = 0; i * minor <= d + 1e-9; i++) {
                const t = i * minor, tick = document.createElement("div");
                tick.className = i % 5 === 0 ? "tick major" : "tick";
                tick.style.left = xOf(t) + "%";
                if (i % 5 === 0 && xOf(t) < 97) { const s = document.createElement("span"); s.textContent = +t.toFixed(2) + "s"; tick.append(s); }
                el.ruler.append(tick);
              }
            }
            const events = state.events || [];
            const rows = [-Infinity, -Infinity];
            for (const e of [...events].sort((x, y) => x.time - y.time)) {
              const script = e.source === "script";
              const marker = document.createElement("div");
              marker.className = "marker" + (script ? " script" : "");
              marker.style.left = xOf(e.time) + "%";
              marker.title = `${e.label} at ${e.time} s (${script ? "events script" : "timeline"})` + (e.code ? "\n" + e.code : "");
              el.markers.append(marker);
              const label = document.createElement("div");
              const px = xOf(e.time) / 100 * el.track.clientWidth;
              const row = px - rows[0] > 130 ? 0 : (px - rows[1] > 130 ? 1 : 0);
              rows[row] = px;
              label.className = "label" + (script ? " script" : "") + (row ? " row1" : "");
              label.style.left = xOf(e.time) + "%";
              label.textContent = e.label;
              label.title = marker.title;
              label.addEventListener("click", () => { pause(); seek(e.time); });
              el.labels.append(label);
            }
            drawRange();
            drawPlayhead();
          }
          function timeFromPointer(event) {
            const r = el.track.getBoundingClientRect();
            return Math.min(1, Math.max(0, (event.clientX - r.left) / r.width)) * duration();
          }
          el.track.addEventListener("pointerdown", (event) => {
            if (!state.format) return;
            pause();
            el.track.setPointerCapture(event.pointerId);
            seek(timeFromPointer(event));
            const move = (e) => seek(timeFromPointer(e));
            const up = () => { el.track.removeEventListener("pointermove", move); el.track.removeEventListener("pointerup", up); };
            el.track.addEventListener("pointermove", move);
            el.track.addEventListener("pointerup", up);
          });

          // The scene and its reloads ----------------------------------------------------------
          let loading = null;
          function loadScene() {
            if (loading) { loading.again = true; return loading.promise; }
            loading = { again: false };
            loading.promise = (async () => {
              try {
                do {
                  loading.again = false;
                  const response = await fetch("/scene.json", { cache: "no-store" });
                  applyScene(await response.json());
                } while (loading.again);
              } catch (error) {
                el.status.textContent = "could not load /scene.json: " + error;
              } finally { loading = null; }
            })();
            return loading.promise;
          }
          function applyScene(scene) {
            const previous = state.generation;
            state.scene = scene;
            state.generation = scene.generation;
            state.ok = !!scene.ok;
            if (scene.ok) {
              state.events = scene.events || [];
              state.format = { duration: scene.duration, fps: scene.fps, width: scene.width, height: scene.height };
            }
            el.sceneName.textContent = scene.preview ? `· ${scene.preview}` : "";
            fillSelect(el.device, scene.preview || scene.device ? (scene.devices || []) : [], scene.device, "device");
            setScheme(state.scheme || scene.colorScheme || "light", false);
            if (previous !== state.generation) dropStale();
            if (!scene.ok) { showErrors(scene); drawTimeline(); drawCurves(null); drawOutline(null); return; }
            hideErrors();
            sizeFrame();
            drawTimeline();
            seek(Math.min(state.time, duration()));
          }
          function fillSelect(select, names, current, what) {
            const label = select.closest("label");
            label.hidden = names.length === 0;
            const wantedValue = state[what] || current || "";
            if (select.options.length !== names.length || [...select.options].some((o, i) => o.value !== names[i])) {
              select.replaceChildren(...names.map((n) => new Option(n, n)));
            }
            select.value = wantedValue;
          }
          let boxSize = null;
          function sizeFrame(width, height) {
            const f = state.format;
            if (width && height) boxSize = [width, height];
            else if (!boxSize || !state.device) boxSize = [f.width, f.height];
            const [w, h] = boxSize;
            const room = el.viewport.getBoundingClientRect();
            const fit = Math.min(1, (room.width - 48) / w, (room.height - 48) / h);
            const zoom = fit > 0 ? fit : 1;
            el.box.style.width = w * zoom + "px";
            el.box.style.height = h * zoom + "px";
            el.overlay.setAttribute("viewBox", `0 0 ${w} ${h}`);
          }
          function showErrors(scene) {
            const errors = scene.errors && scene.errors.length ? scene.errors : (scene.error ? [scene.error] : []);
            el.errorList.replaceChildren(...errors.map((e) => {
              const box = document.createElement("div");
              box.className = "error";
              const where = document.createElement("div");
              where.className = "where";
              where.textContent = e.file ? `${e.file}:${e.line ?? 0}:${e.column ?? 0}: error:` : "error:";
              const message = document.createElement("div");
              message.className = "message";
              message.textContent = e.message;
              box.append(where, message);
              if (e.excerpt) {
                const pre = document.createElement("pre");
                // A one-line excerpt gets a caret under the column, as the command line prints it.
                const caret = !e.excerpt.includes("\n") && e.column ? "\n" + " ".repeat(e.column - 1) + "^" : "";
                pre.textContent = e.excerpt + caret;
                box.append(pre);
              }
              return box;
            }));
            if (errors.length === 0) el.errorList.textContent = "The scene did not load.";
            if (state.lastGoodBlob) {
              if (state.lastGoodURL) URL.revokeObjectURL(state.lastGoodURL);
              state.lastGoodURL = URL.createObjectURL(state.lastGoodBlob);
              el.lastGoodFrame.src = state.lastGoodURL;
              el.lastGood.hidden = false;
            }
            el.box.hidden = true;
            el.errors.hidden = false;
            el.status.textContent = `generation ${String(scene.generation).slice(0, 8)} · ${errors.length} error${errors.length === 1 ? "" : "s"}`;
            pause();
          }
          function hideErrors() {
            el.errors.hidden = true;
            el.box.hidden = false;
          }
          function connect() {
            const updates = new EventSource("/updates");
            updates.addEventListener("open", () => { el.connection.textContent = "live"; el.connection.className = "pill live"; });
            updates.addEventListener("error", () => { el.connection.textContent = "reconnecting"; el.connection.className = "pill down"; });
            updates.addEventListener("reload", (event) => {
              el.connection.textContent = "live"; el.connection.className = "pill live";
              let data = {};
              try { data = JSON.parse(event.data); } catch (_) { }
              if (data.generation !== state.generation || !!data.ok !== state.ok) loadScene();
            });
          }

          // The inspector --------------------------------------------------------------------
          const inspections = new Map();
          function inspection() {
            const frame = frameAt(state.time);
            const key = [state.generation, frame, state.device, state.scheme].join("|");
            if (!inspections.has(key)) {
              if (inspections.size > 64) inspections.clear();
              inspections.set(key, fetch("/inspect.json?" + variantQuery(frame), { cache: "no-store" })
                .then((r) => r.ok ? r.json() : null).catch(() => null));
            }
            return inspections.get(key);
          }
          function toScene(m, x, y) { return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]; }
          function contains(node, x, y) {
            const m = node.transform || [1, 0, 0, 1, 0, 0], f = node.frame;
            const det = m[0] * m[3] - m[1] * m[2];
            if (!f || Math.abs(det) < 1e-12) return false;
            const dx = x - m[4], dy = y - m[5];
            const lx = (m[3] * dx - m[2] * dy) / det, ly = (-m[1] * dx + m[0] * dy) / det;
            return lx >= f.x && ly >= f.y && lx <= f.x + f.width && ly <= f.y + f.height;
          }
          // The innermost view under the point: the deepest node whose frame holds it; among equally
          // deep ones, the one drawn last (a later sibling, or a higher zIndex).
          function hit(root, x, y) {
            let best = null, order = 0;
            const visit = (node, ancestors) => {
              if (!node || (node.opacity !== undefined && node.opacity <= 0.001)) return;
              const here = order++;
              if (contains(node, x, y) && (!best || ancestors.length > best.ancestors.length ||
                  (ancestors.length === best.ancestors.length && ((node.zIndex || 0) > (best.node.zIndex || 0) ||
                   ((node.zIndex || 0) === (best.node.zIndex || 0) && here > best.order))))) {
                best = { node, ancestors, order: here };
              }
              for (const child of node.children || []) visit(child, [...ancestors, node]);
            };
            visit(root, []);
            return best;
          }
          function isModifier(kind) { return /^[a-z]/.test(kind || ""); }
          function quad(node) {
            const m = node.transform || [1, 0, 0, 1, 0, 0], f = node.frame;
            return [[f.x, f.y], [f.x + f.width, f.y], [f.x + f.width, f.y + f.height], [f.x, f.y + f.height]]
              .map(([x, y]) => toScene(m, x, y));
          }
          const n = (v) => String(Math.round(v * 100) / 100);
          function pointOnFrame(event) {
            const r = el.box.getBoundingClientRect(), [w, h] = boxSize || [state.format.width, state.format.height];
            return [(event.clientX - r.left) / r.width * w, (event.clientY - r.top) / r.height * h];
          }
          let hoverTicket = 0;
          async function inspectAt(point) {
            const ticket = ++hoverTicket;
            const data = await inspection();
            if (ticket !== hoverTicket) return;
            if (!data || !data.root) { el.inspector.innerHTML = '<p class="dim">No inspection at this time.</p>'; return; }
            const found = hit(data.root, point[0], point[1]);
            drawOutline(found ? found.node : null);
            describe(found);
          }
          function drawOutline(node) {
            el.overlay.querySelectorAll(".hit, .tag").forEach((e) => e.remove());
            if (!node || !node.frame) return;
            const polygon = document.createElementNS(SVG, "polygon");
            polygon.setAttribute("class", "hit");
            polygon.setAttribute("points", quad(node).map((p) => p.join(",")).join(" "));
            el.overlay.append(polygon);
          }
          function describe(found) {
            if (!found) { el.inspector.innerHTML = '<p class="dim">No view under the pointer.</p>'; return; }
            const { node, ancestors } = found;
            const modifiers = [];
            for (let i = ancestors.length - 1; i >= 0 && isModifier(ancestors[i].kind); i--) modifiers.push(ancestors[i].kind);
            const rows = [["kind", node.kind], ["path", node.path],
              ["frame", `(${n(node.frame.x)}, ${n(node.frame.y)}) ${n(node.frame.width)} × ${n(node.frame.height)}`]];
            const m = node.transform || [1, 0, 0, 1, 0, 0];
            if (m.some((v, i) => Math.abs(v - [1, 0, 0, 1, 0, 0][i]) > 1e-9)) rows.push(["transform", m.map(n).join(", ")]);
            rows.push(["modifiers", modifiers.length ? modifiers.join(" → ") : "none"]);
            const outer = ancestors.slice(0, ancestors.length - modifiers.length).reverse().slice(0, 4).map((v) => v.kind);
            if (outer.length) rows.push(["inside", outer.join(" ‹ ") + (ancestors.length - modifiers.length > 4 ? " ‹ …" : "")]);
            if (node.accessibilityIdentifier !== undefined) rows.push(["identifier", node.accessibilityIdentifier]);
            if (node.accessibilityLabel !== undefined) rows.push(["label", node.accessibilityLabel]);
            if (node.text !== undefined) rows.push(["text", node.text]);
            if (node.opacity !== undefined && node.opacity !== 1) rows.push(["opacity", n(node.opacity)]);
            if (node.gestures) rows.push(["gestures", node.gestures.join(", ")]);
            const dl = document.createElement("dl");
            dl.className = "props";
            for (const [k, v] of rows) {
              const dt = document.createElement("dt"), dd = document.createElement("dd");
              dt.textContent = k; dd.textContent = v;
              if (k === "kind") dd.className = "kind";
              dl.append(dt, dd);
            }
            el.inspector.replaceChildren(dl);
          }
          el.box.addEventListener("pointermove", (event) => {
            if (!state.ok || !state.format || state.playing) return;
            state.hover = pointOnFrame(event);
            inspectAt(state.hover);
          });
          el.box.addEventListener("pointerleave", () => { state.hover = null; hoverTicket++; drawOutline(null); });

          // The animations at the playhead --------------------------------------------------
          let curvesTicket = 0;
          const curveCache = new Map();
          function refreshPanels() {
            if (state.playing || !state.ok) return;
            if (state.hover) inspectAt(state.hover);
            const frame = frameAt(state.time), key = [state.generation, frame, state.device, state.scheme].join("|"), ticket = ++curvesTicket;
            if (!curveCache.has(key)) {
              if (curveCache.size > 64) curveCache.clear();
              curveCache.set(key, fetch("/curves.json?" + variantQuery(frame), { cache: "no-store" })
                .then((r) => r.ok ? r.json() : null).catch(() => null));
            }
            curveCache.get(key).then((data) => { if (ticket === curvesTicket) drawCurves(data); });
          }
          function samplesOf(a) {
            const raw = a.samples || a.points || a.curve || [];
            return raw.map((p) => Array.isArray(p) ? { t: p[0], v: p[1] } : { t: p.time ?? p.t ?? p.x, v: p.value ?? p.v ?? p.y })
              .filter((p) => Number.isFinite(p.t) && Number.isFinite(p.v));
          }
          function drawCurves(data) {
            const list = data ? (Array.isArray(data) ? data : (data.animations || [])) : [];
            if (list.length === 0) { el.animations.innerHTML = '<p class="dim">None at this time.</p>'; return; }
            el.animations.replaceChildren(...list.map((a) => {
              const box = document.createElement("div");
              box.className = "animation";
              const name = document.createElement("div");
              name.className = "name";
              name.textContent = a.animation || a.description || a.name || "animation";
              const meta = document.createElement("div");
              meta.className = "meta";
              const what = [a.attribute || a.property, a.path ? `[${a.path}]` : null].filter(Boolean).join(" ");
              const start = a.start;
              const length = a.duration ?? (a.end !== undefined && start !== undefined ? a.end - start : undefined);
              meta.textContent = [what, start !== undefined ? `from ${n(start)} s` : null,
                length !== undefined ? `for ${n(length)} s` : null,
                a.progress !== undefined ? `progress ${n(a.progress)}` : null].filter(Boolean).join(" · ");
              const canvas = document.createElement("canvas");
              box.append(name, meta, canvas);
              requestAnimationFrame(() => plot(canvas, samplesOf(a), start, a));
              return box;
            }));
          }
          function plot(canvas, samples, start, a) {
            const ratio = window.devicePixelRatio || 1, w = canvas.clientWidth, h = canvas.clientHeight;
            canvas.width = Math.round(w * ratio); canvas.height = Math.round(h * ratio);
            const g = canvas.getContext("2d");
            g.scale(ratio, ratio);
            if (samples.length < 2) return;
            const t0 = samples[0].t, t1 = samples[samples.length - 1].t;
            let lo = Math.min(0, ...samples.map((p) => p.v)), hi = Math.max(1, ...samples.map((p) => p.v));
            const pad = 8, X = (t) => pad + (t - t0) / Math.max(1e-9, t1 - t0) * (w - 2 * pad);
            const Y = (v) => h - pad - (v - lo) / Math.max(1e-9, hi - lo) * (h - 2 * pad);
            g.strokeStyle = "#3a3b42"; g.lineWidth = 1; g.setLineDash([3, 3]);
            for (const v of [0, 1]) { g.beginPath(); g.moveTo(pad, Y(v)); g.lineTo(w - pad, Y(v)); g.stroke(); }
            g.setLineDash([]);
            g.strokeStyle = "#4c9dff"; g.lineWidth = 1.75; g.beginPath();
            samples.forEach((p, i) => i ? g.lineTo(X(p.t), Y(p.v)) : g.moveTo(X(p.t), Y(p.v)));
            g.stroke();
            // Where the playhead is on the curve: its time since the animation's start.
            const local = start !== undefined ? timeOf(frameAt(state.time)) - start : null;
            if (local !== null && Number.isFinite(local)) {
              const lt = Math.min(t1, Math.max(t0, local));
              let v = samples[0].v;
              if (Number.isFinite(a.progress) && local >= t0 && local <= t1) v = a.progress;
              else for (let i = 1; i < samples.length; i++) {
                if (samples[i].t >= lt) {
                  const p = samples[i - 1], q = samples[i], k = (lt - p.t) / Math.max(1e-9, q.t - p.t);
                  v = p.v + (q.v - p.v) * k; break;
                }
                v = samples[i].v;
              }
              g.strokeStyle = "rgba(255,255,255,0.35)"; g.beginPath(); g.moveTo(X(lt), pad); g.lineTo(X(lt), h - pad); g.stroke();
              g.fillStyle = "#fff"; g.beginPath(); g.arc(X(lt), Y(v), 3.5, 0, Math.PI * 2); g.fill();
            }
          }

          // Recording ------------------------------------------------------------------------
          let press = null;
          el.box.addEventListener("pointerdown", (event) => {
            if (!el.record.checked || state.playing || !state.ok || state.device) return;
            event.preventDefault();
            el.box.setPointerCapture(event.pointerId);
            press = { from: pointOnFrame(event), time: timeOf(frameAt(state.time)) };
          });
          el.box.addEventListener("pointermove", (event) => {
            if (!press) return;
            const to = pointOnFrame(event);
            el.overlay.querySelectorAll(".drag").forEach((e) => e.remove());
            const line = document.createElementNS(SVG, "line");
            line.setAttribute("class", "drag");
            line.setAttribute("x1", press.from[0]); line.setAttribute("y1", press.from[1]);
            line.setAttribute("x2", to[0]); line.setAttribute("y2", to[1]);
            el.overlay.append(line);
          });
          el.box.addEventListener("pointerup", async (event) => {
            if (!press) return;
            const to = pointOnFrame(event), from = press.from, time = press.time;
            press = null;
            el.overlay.querySelectorAll(".drag").forEach((e) => e.remove());
            const moved = Math.hypot(to[0] - from[0], to[1] - from[1]) > 4;
            const body = moved ? { kind: "drag", time, x: from[0], y: from[1], toX: to[0], toY: to[1] }
                               : { kind: "tap", time, x: from[0], y: from[1] };
            await record(body);
          });
          async function record(body) {
            try {
              const response = await fetch("/record", { method: "POST", headers: { "Content-Type": "application/json" },
                                                        body: JSON.stringify(body) });
              const answer = await response.json().catch(() => ({}));
              const item = document.createElement("li");
              if (response.ok && answer.line) { item.textContent = answer.line; item.className = "new"; }
              else { item.textContent = "not recorded: " + (answer.message || response.status); item.className = "failed"; }
              el.recorded.querySelectorAll("li.new").forEach((li) => li.classList.remove("new"));
              el.recorded.append(item);
              window.dispatchEvent(new CustomEvent("reel-recorded", { detail: answer }));
            } catch (error) {
              const item = document.createElement("li");
              item.textContent = "not recorded: " + error;
              el.recorded.append(item);
            }
          }
          function recordHint() {
            $("record-hint").textContent = !el.record.checked ? "Pause, turn on Record, then click or drag on the frame."
              : state.playing ? "Pause to record."
              : `A click adds a tap at ${timeOf(frameAt(state.time)).toFixed(3)} s, a drag a drag, to the events script.`;
          }
          el.record.addEventListener("change", () => { el.box.classList.toggle("recording", el.record.checked); recordHint(); });

          // Controls -------------------------------------------------------------------------
          function setScheme(scheme, reload) {
            for (const b of el.scheme.querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.dataset.scheme === scheme));
            if (reload) {
              state.scheme = scheme === ((state.scene && state.scene.colorScheme) || "light") ? "" : scheme;
              dropStale(); seek(state.time);
            }
          }
          el.scheme.addEventListener("click", (event) => { const s = event.target.dataset.scheme; if (s) setScheme(s, true); });
          el.device.addEventListener("change", () => {
            state.device = el.device.value === (state.scene && state.scene.device) ? "" : el.device.value;
            dropStale(); seek(state.time);
          });
          el.scale.addEventListener("change", () => { state.scale = el.scale.value; dropStale(); seek(state.time); });
          el.speed.addEventListener("change", () => { state.speed = Number(el.speed.value); });
          el.play.addEventListener("click", () => state.playing ? pause() : play());
          $("step-back").addEventListener("click", () => step(-1));
          $("step-forward").addEventListener("click", () => step(1));
          $("prev-event").addEventListener("click", () => jumpToEvent(-1));
          $("next-event").addEventListener("click", () => jumpToEvent(1));
          $("set-in").addEventListener("click", () => setIn());
          $("set-out").addEventListener("click", () => setOut());
          el.loop.addEventListener("click", () => { state.loop = !state.loop; drawRange(); });
          $("clear-range").addEventListener("click", () => { state.inPoint = state.outPoint = null; drawRange(); });
          function setIn() { state.inPoint = timeOf(frameAt(state.time)); if (state.outPoint !== null && state.outPoint <= state.inPoint) state.outPoint = null; drawRange(); }
          function setOut() { state.outPoint = timeOf(frameAt(state.time)); if (state.inPoint !== null && state.inPoint >= state.outPoint) state.inPoint = null; drawRange(); }
          document.addEventListener("keydown", (event) => {
            if (event.target.closest && event.target.closest("select, input")) return;
            const keys = {
              " ": () => state.playing ? pause() : play(),
              "ArrowLeft": () => event.shiftKey ? jumpToEvent(-1) : step(-1),
              "ArrowRight": () => event.shiftKey ? jumpToEvent(1) : step(1),
              "Home": () => { pause(); seek(0); },
              "End": () => { pause(); seek(duration()); },
              "i": setIn, "o": setOut,
              "l": () => { state.loop = !state.loop; drawRange(); }
            };
            const action = keys[event.key];
            if (action) { event.preventDefault(); action(); }
          });
          // A clicked button gives the keyboard back to the page's shortcuts (Space plays, not re-clicks).
          document.addEventListener("click", (event) => {
            const button = event.target.closest && event.target.closest("button");
            if (button) button.blur();
          });
          window.addEventListener("resize", () => { if (state.format) { sizeFrame(); drawTimeline(); } });

          loadScene().then(connect);
        })();
        """#
}
