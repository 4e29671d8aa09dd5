import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// Timers draw the same in compiled scenes as in view files: Reel's `Timer` (which code importing
/// Reel finds in place of Foundation's) ticks on the scene's clock, `.onReceive` receives its
/// dates, and `Timer.scheduledTimer` runs its block, at the same moments. The views below are
/// copies of the corpus files `Stopwatch.swift` and `BlinkingTimer.swift` (Corpora/Views/),
/// compiled. (`.task` bodies that `await Task.sleep` have no compiled twin: Swift's `async` code
/// cannot wait on the scene's clock; see docs/Time.md.)
@Suite struct TimeParityTests {
    struct CompiledStopwatch: View {
        @State private var elapsed = 0.0
        @State private var isRunning = true
        let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

        var body: some View {
            VStack(spacing: 24) {
                Text(String(format: "%.1f", elapsed))
                    .font(.system(size: 56, weight: .semibold, design: .monospaced))
                Circle()
                    .fill(isRunning ? Color.green : Color.red)
                    .frame(width: 24, height: 24)
            }
            .onReceive(timer) { _ in
                guard isRunning else { return }
                elapsed += 0.1
                if elapsed >= 3 {
                    isRunning = false
                    timer.upstream.connect().cancel()
                }
            }
        }
    }

    struct StopwatchOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 3.5)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { CompiledStopwatch() } }
    }

    struct CompiledBlinkingTimer: View {
        @State private var ticks = 0
        @State private var isOn = false
        // (`Reel.Timer`: this file imports Foundation too, whose `Timer` a type position finds as well.)
        @State private var timer: Reel.Timer?

        var body: some View {
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(isOn ? Color.yellow : Color.gray)
                    .frame(width: 120, height: 120)
                Text("Ticks: \(ticks)")
                    .font(.headline)
            }
            .onAppear {
                timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    ticks += 1
                    isOn.toggle()
                    if ticks == 5 {
                        timer.invalidate()
                    }
                }
            }
            .onDisappear {
                timer?.invalidate()
            }
        }
    }

    struct BlinkingOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 3.5)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { CompiledBlinkingTimer() } }
    }

    @Test func theStopwatchDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.loaded("Stopwatch", duration: 3.5).makeScene()
        #expect(scene.format == StopwatchOnPhone().format)
        // The ticks at 0.1, 1 and 2.9 s, the stop at 3 s, and after it.
        try FrameParity.expectSame(StopwatchOnPhone(), scene, frames: [0, 5, 6, 60, 174, 180, 209],
                                   compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    @Test func theBlinkingTimerDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.loaded("BlinkingTimer", duration: 3.5).makeScene()
        #expect(scene.format == BlinkingOnPhone().format)
        try FrameParity.expectSame(BlinkingOnPhone(), scene, frames: [0, 29, 30, 60, 120, 150, 209],
                                   compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    /// A compiled timer ticks at start + k × interval, never accumulating: a 0.1 s timer's 30th
    /// tick is at 30 × 0.1 s, and the date it sends is that moment on the scene's clock.
    @Test func compiledTicksAreExactMultiplesOfTheInterval() throws {
        struct Ticks: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10, duration: 3.05)
            @State var dates: [Double] = []
            let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
            var body: some View {
                Color.clear.onReceive(timer) { date in dates.append(date.timeIntervalSinceReferenceDate) }
            }
        }
        let timeline = ResolvedTimeline(Ticks())
        let times = timeline.epochs.dropFirst().map(\.time)
        #expect(times == (1...30).map { Double($0) * 0.1 })
        let scene = Ticks()
        timeline.restore(timeline.epochs.count - 1, in: SceneStateStorage(scene))
        #expect(scene.dates == (1...30).map { Double($0) * 0.1 })
    }
}
