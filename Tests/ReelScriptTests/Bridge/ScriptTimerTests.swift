import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// Timers in scene files tick on the scene's clock (docs/Time.md): `.onReceive` stops with its
/// view, a connectable publisher's connection can be cancelled and made again, and a timer made in
/// an event is a new timer.
@Suite struct ScriptTimerTests {
    @Test func onReceiveStopsWhenTheViewDisappearsAndStartsAgainWithIt() throws {
        let scene = try ScriptTaskTests.scene("""
            struct Receiver: View {
                @Binding var ticks: [Double]
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Circle().onReceive(timer) { date in ticks.append(date.timeIntervalSinceReferenceDate) }
                }
            }

            struct Timers: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 8)
                @State var shown = true
                @State var ticks: [Double] = []
                var body: some View {
                    VStack {
                        Text(ticks.map { "\\($0)" }.joined(separator: " "))
                        if shown { Receiver(ticks: $ticks) }
                    }
                }
                var timeline: some Timeline {
                    At(2.5) { shown = false }
                    At(4.25) { shown = true }
                }
            }
            """)
        // Ticks at 1 and 2; none while the view is gone; the view inserted at 4.25 connects anew.
        #expect(try ScriptTaskTests.texts(scene, at: 8) == ["1.0 2.0 5.25 6.25 7.25"])
    }

    @Test func aCancelledConnectionIsMadeAgainByConnect() throws {
        let scene = try ScriptTaskTests.scene("""
            struct Resumable: View {
                @State private var count = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common)
                var body: some View {
                    Text("\\(count)")
                        .onReceive(timer) { _ in
                            count += 1
                            if count == 2 {
                                timer.connect().cancel()
                                DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { _ = timer.connect() }
                            }
                        }
                        .onAppear { _ = timer.connect() }
                }
            }

            #Preview { Resumable() }
            """)
        // Connected at 0 (ticks at 1 and 2), cancelled at 2, connected again at 4.5.
        let shown = try [0.99, 1, 2, 5.49, 5.5, 6.5].map { try ScriptTaskTests.texts(scene, at: $0) }
        #expect(shown == [["0"], ["1"], ["2"], ["2"], ["3"], ["4"]])
    }

    @Test func aTimerMadeInAnEventIsANewTimer() throws {
        let scene = try ScriptTaskTests.scene("""
            struct Restarted: View {
                @State private var count = 0
                @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(count)")
                        .onReceive(timer) { _ in count += 1 }
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                                timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                            }
                        }
                }
            }

            #Preview { Restarted() }
            """)
        // The first ticks at 1; the one made at 1.5 at 2.5 and 3.5.
        let shown = try [1, 2.49, 2.5, 3.5].map { try ScriptTaskTests.texts(scene, at: $0) }
        #expect(shown == [["1"], ["1"], ["2"], ["3"]])
    }
}

extension ScriptTimerTests {
    /// A publisher held in the scene's `@State` belongs to each resolution of the timeline anew:
    /// resolving it again (another renderer) ticks the same.
    @Test func aTimerInTheScenesStateTicksTheSameInEveryResolution() throws {
        let scene = try ScriptTaskTests.scene("""
            struct Timers: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 4)
                @State var count = 0
                @State var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(count)").onReceive(timer) { _ in count += 1 }
                }
                var timeline: some Timeline {
                    At(1.5) { timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect() }
                }
            }
            """)
        let shown = try [1, 2.49, 2.5, 3.5, 1, 3.5].map { try ScriptTaskTests.texts(scene, at: $0) }
        #expect(shown == [["1"], ["1"], ["2"], ["3"], ["1"], ["3"]])
    }
}
