import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

extension ViewCorpusTests {
    /// The text of the views of `kind` at `time`.
    static func texts(_ p: SceneCorpusTests.Probe, at time: Double) throws -> [String] {
        try p.views(at: time).filter { $0.kind == "Text" }.compactMap(\.text)
    }

    /// The file `name` loaded with its preview running `duration` seconds (`--duration`).
    static func loaded(_ name: String, duration: Double) throws -> SceneFile {
        let path = folder.appendingPathComponent(name + ".swift").path
        let services = LayoutServices(text: PangoTextEngine(diagnostics: DiagnosticLog()), images: CairoImageStore(root: folder))
        return try SceneFile.load(path: path, preview: PreviewOptions(duration: duration, services: services))
    }

    /// Expects frame `frame` of `file`'s preview rendered alone (a new instance, renderer and
    /// timeline) to equal the same frame drawn by `p` after the frames before it.
    static func expectAloneEqualsInSequence(_ file: SceneFile, _ p: SceneCorpusTests.Probe, time: Double,
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let frame = Int((time * p.scene.format.fps).rounded())
        let alone = try FrameRenderer().render(try file.makeScene(), frame: frame, scale: 1)
        let same = try p.image(at: time) == alone
        #expect(same, "frame \(frame) alone differs from the same frame in sequence", sourceLocation: sourceLocation)
    }

    /// What each view file driven by time must show: timers' ticks and tasks' wake-ups are
    /// timeline events at exact times (start + k × interval; the sleep's end), on the default
    /// device (an iPhone 15, safe area 59...818).
    static let timeChecks: [String: @Sendable (SceneFile, SceneCorpusTests.Probe) throws -> Void] = [
        // `Timer.publish(every: 0.1, …).autoconnect()` in the view, `.onReceive(timer) { _ in … }`
        // adding 0.1 each tick: tick k at exactly k × 0.1 s; the 30th (3.0 s) turns the dot red and
        // cancels the timer (`timer.upstream.connect().cancel()`), so nothing changes after it and
        // the preview ends there.
        "Stopwatch": { file, p in
            #expect(abs(p.scene.format.duration - 3) < 1e-9, "\(p.scene.format.duration)")
            let shown = try [0, 0.0999, 0.1, 1.05, 2.95, 3].map { try texts(p, at: $0) }
            #expect(shown == [["0.0"], ["0.0"], ["0.1"], ["1.0"], ["2.9"], ["3.0"]])
            let long = SceneCorpusTests.Probe(scene: try loaded("Stopwatch", duration: 6).makeScene(), scale: 1)
            #expect(try texts(long, at: 6) == ["3.0"])
            try p.expect(196, 484, is: .green, at: 2.95); try p.expect(196, 484, is: .red, at: 3)
            try expectAloneEqualsInSequence(file, p, time: 2)
        },
        // `.task { while remaining > 0 { try? await Task.sleep(for: .seconds(1)); withAnimation(.linear(duration: 0.5)) { remaining -= 1 } } }`:
        // 5 → 0 at 1, 2, 3, 4, 5 s; the ring (radius 100 about (196.5, 438.5), trimmed from the
        // top clockwise) shrinks in 0.5 s after each: its left end (three quarters round) goes
        // at 2.125 s, its bottom (half way) at 3.25 s, its right end at 4.25 s.
        "CountdownRing": { file, p in
            #expect(p.scene.format.duration == 5.5)
            let shown = try [0, 0.999, 1, 2, 4.5, 5].map { try texts(p, at: $0) }
            #expect(shown == [["5"], ["5"], ["4"], ["3"], ["1"], ["0"]])
            try p.expect(97, 438, is: .blue, at: 2.1); try p.expect(196, 538, is: .blue, at: 3.2); try p.expect(296, 438, is: .blue, at: 4.2)
            #expect(try p.rgb(97, 438, at: 2.5) != SceneCorpusTests.rgb(.blue))
            #expect(try p.rgb(196, 538, at: 3.5) != SceneCorpusTests.rgb(.blue))
            #expect(try p.rgb(296, 438, at: 4.5) != SceneCorpusTests.rgb(.blue))
            try expectAloneEqualsInSequence(file, p, time: 3.25)
        },
        // A `for character in text` loop in `.task` sleeping 0.1 s (`Task.sleep(nanoseconds:)`) after
        // each character: character k shows at k × 0.1 s.
        "TypewriterText": { file, p in
            let shown = try [0, 0.099, 0.1, 0.35, 1.05, 1.1].map { try texts(p, at: $0) }
            #expect(shown == [["H"], ["H"], ["He"], ["Hell"], ["Hello, Reel"], ["Hello, Reel!"]])
            let frames = try [0.35, 1.1].map { try p.frames(of: "Text", at: $0).first?.width ?? 0 }
            #expect(frames[0] < frames[1])
            try expectAloneEqualsInSequence(file, p, time: 0.5)
        },
        // `.onReceive(timer) { input in withAnimation { currentDate = input } }` with a 1 s timer:
        // the date it is given is the scene's clock (the reference date plus the tick's time), so
        // the hand points up at 0 s and right from 15 s; the text reads the seconds. The timer
        // never stops, so the preview runs its longest, 30 s.
        "AnalogClock": { file, p in
            #expect(p.scene.format.duration == 30)
            let shown = try [0, 0.999, 1, 15, 29.5].map { try texts(p, at: $0) }
            #expect(shown == [["00:00"], ["00:00"], ["00:01"], ["00:15"], ["00:29"]])
            // The face's centre is (196.5, 411.7); the hand is 90 long.
            try p.expect(196, 370, is: .red); try p.expect(240, 411, is: white)
            try p.expect(240, 411, is: .red, at: 15.9); try p.expect(196, 370, is: white, at: 15.9)
            try expectAloneEqualsInSequence(file, p, time: 15.5)
        },
        // `.task { await loadData() }`, an `async` function of the view sleeping 1.5 s, then
        // `withAnimation(.easeInOut(duration: 0.5))` swapping the indigo splash (fading out) for
        // the home view.
        "SplashLoading": { file, p in
            #expect(p.scene.format.duration == 2)
            #expect(try texts(p, at: 1.49).isEmpty)
            #expect(try texts(p, at: 2).last == "Welcome back")
            #expect(try p.frames(of: "ProgressView", at: 1.49) == [F(x: 186.5, y: 428.5, width: 20, height: 20)])
            #expect(try p.frames(of: "ProgressView", at: 2).isEmpty)
            try p.expect(5, 5, is: .indigo, at: 1.49); try p.expect(5, 5, is: white, at: 2)
            let middle = try p.rgb(5, 5, at: 1.75)
            #expect(middle != SceneCorpusTests.rgb(.indigo) && middle != SceneCorpusTests.rgb(white))
            try expectAloneEqualsInSequence(file, p, time: 1.75)
        },
        // `Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in … }` made in
        // `onAppear` and kept in `@State private var timer: Timer?`: it toggles the light at 0.5,
        // 1, 1.5, 2 and 2.5 s and invalidates itself at its fifth tick.
        "BlinkingTimer": { file, p in
            #expect(p.scene.format.duration == 2.5)
            let shown = try [0, 0.5, 1, 2.49, 2.5].map { try texts(p, at: $0) }
            #expect(shown == [["Ticks: 0"], ["Ticks: 1"], ["Ticks: 2"], ["Ticks: 4"], ["Ticks: 5"]])
            let light = try #require(try p.frames(of: "RoundedRectangle").first)
            #expect(light.x == 136.5 && light.width == 120 && light.height == 120 && abs(light.y - 360.356) < 0.001)
            try p.expect(196, 420, is: .gray); try p.expect(196, 420, is: .yellow, at: 0.5); try p.expect(196, 420, is: .gray, at: 1)
            try p.expect(196, 420, is: .yellow, at: 2.5)
            let long = SceneCorpusTests.Probe(scene: try loaded("BlinkingTimer", duration: 5).makeScene(), scale: 1)
            #expect(try texts(long, at: 5) == ["Ticks: 5"])
            try long.expect(196, 420, is: .yellow, at: 5)
            try expectAloneEqualsInSequence(file, p, time: 1.5)
        },
        // `.task(id: query)` waiting 0.3 s before searching: the query typed at 0.5, 0.7 and
        // 0.9 s restarts the task each time, cancelling the one sleeping (its `Task.sleep` throws
        // and the `catch` returns), so only the first (the empty query, at 0.3 s) and the last
        // (at 1.2 s) search.
        "SearchDebounce": { file, p in
            let counts = try [0.299, 0.3, 0.6, 0.95, 1.199, 1.2].map { try texts(p, at: $0)[1] }
            #expect(counts == ["Searches: 0", "Searches: 1", "Searches: 1", "Searches: 1", "Searches: 1", "Searches: 2"])
            #expect(try texts(p, at: 1.2) == ["Query: Apr", "Searches: 2", "Apricot"])
            #expect(try texts(p, at: 1.199).count == 2)
            try expectAloneEqualsInSequence(file, p, time: 1.2)
        },
    ]
}
