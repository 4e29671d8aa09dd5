import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// Tasks in scene files (`.task`, `.task(id:)`, `Task { … }`) run on the timeline: each
/// `Task.sleep` ends at exactly its wake time as an event of its own, a view's task is cancelled
/// when the view disappears (`Task.sleep` throws `CancellationError`, `Task.isCancelled` is
/// true), `async` functions and `MainActor.run` run in place, and a task sleeping past the end of
/// the scene is stopped. See docs/Time.md.
@Suite struct ScriptTaskTests {
    static func scene(_ text: String) throws -> ScriptScene {
        try SceneFile(text: "import SwiftUI\n\n" + text, fileName: "Tasks.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp"))).makeScene()
    }

    /// The strings of the texts at `time`.
    static func texts(_ scene: ScriptScene, at time: Double) throws -> [String] {
        try FrameRenderer().inspection(of: scene, time: time).allViews.filter { $0.kind == "Text" }.compactMap(\.text)
    }

    @Test func aViewsTaskIsCancelledWhenTheViewDisappears() throws {
        let scene = try Self.scene("""
            struct Ticker: View {
                @Binding var ticks: Int
                @Binding var log: String
                var body: some View {
                    Circle()
                        .task {
                            do {
                                while true {
                                    try await Task.sleep(for: .seconds(0.5))
                                    ticks += 1
                                }
                            } catch {
                                log = "cancelled at \\(ticks)"
                            }
                        }
                }
            }

            struct Tasks: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 3)
                @State var shown = true
                @State var ticks = 0
                @State var log = "running"
                var body: some View {
                    VStack {
                        Text("\\(ticks) \\(log)")
                        if shown { Ticker(ticks: $ticks, log: $log) }
                    }
                }
                var timeline: some Timeline {
                    At(1.2) { shown = false }
                }
            }
            """)
        let shown = try [0, 0.499, 0.5, 1, 1.2, 3].map { try Self.texts(scene, at: $0) }
        #expect(shown == [["0 running"], ["0 running"], ["1 running"], ["2 running"], ["2 cancelled at 2"], ["2 cancelled at 2"]])
    }

    @Test func isCancelledIsTrueAfterCancellationAndTryQuestionMarkGoesOn() throws {
        let scene = try Self.scene("""
            struct Pulse: View {
                @Binding var count: Int
                var body: some View {
                    Circle()
                        .task {
                            while !Task.isCancelled {
                                try? await Task.sleep(nanoseconds: 400_000_000)
                                count += 1
                            }
                        }
                }
            }

            struct Tasks: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 3)
                @State var shown = true
                @State var count = 0
                var body: some View {
                    VStack {
                        Text("\\(count)")
                        if shown { Pulse(count: $count) }
                    }
                }
                var timeline: some Timeline {
                    At(1) { shown = false }
                }
            }
            """)
        // Ticks at 0.4 and 0.8; cancelled at 1, the sleep returns nil at once, the count goes on
        // by one, and the loop sees the cancellation.
        let shown = try [0.39, 0.4, 0.8, 1, 3].map { try Self.texts(scene, at: $0) }
        #expect(shown == [["0"], ["1"], ["2"], ["3"], ["3"]])
    }

    @Test func tasksStartedInEventsCallAsyncFunctionsAndMainActorRun() throws {
        let scene = try Self.scene("""
            struct Tasks: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 4)
                @State var steps: [String] = []
                @State var worker: Task<Void, Never>?

                func step(_ name: String) async {
                    try? await Task.sleep(for: .milliseconds(250))
                    await MainActor.run { steps.append(name) }
                }

                var body: some View {
                    Text(steps.joined(separator: ","))
                }
                var timeline: some Timeline {
                    At(1) {
                        worker = Task { @MainActor in
                            for index in 0..<3 {
                                await step("s\\(index)")
                            }
                        }
                    }
                    At(2) {
                        Task {
                            try await Task.sleep(for: .seconds(0.5))
                            steps.append("late")
                            try await Task.sleep(for: .seconds(10))
                            steps.append("never")
                        }
                    }
                }
            }
            """)
        let shown = try [1, 1.25, 1.5, 1.75, 2.5, 4].map { try Self.texts(scene, at: $0) }
        #expect(shown == [[""], ["s0"], ["s0,s1"], ["s0,s1,s2"], ["s0,s1,s2,late"], ["s0,s1,s2,late"]])
    }

    @Test func aTaskIdRestartsTheTaskAndStateChangedAfterASleepAnimates() throws {
        let scene = try Self.scene("""
            struct Tasks: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, duration: 3)
                @State var page = 0
                @State var width = 20.0
                var body: some View {
                    Rectangle()
                        .frame(width: width, height: 20)
                        .task(id: page) {
                            do { try await Task.sleep(for: .seconds(0.5)) } catch { return }
                            withAnimation(.linear(duration: 1)) {
                                width = Double(page + 1) * 50
                            }
                        }
                }
                var timeline: some Timeline {
                    At(0.2) { page = 1 }
                }
            }
            """)
        // The first task (page 0) is cancelled at 0.2 before it wakes (its sleep throws and it
        // returns; with `try?` it would go on at once, as in SwiftUI); the second sets 100 at 0.7,
        // animating linearly over a second.
        let widths = try [0.6, 0.7, 1.2, 1.7, 3].map { t in
            try FrameRenderer().inspection(of: scene, time: t).allViews.first { $0.kind == "Rectangle" }?.frame.width ?? -1
        }
        #expect(widths == [20, 20, 60, 100, 100])
    }

    @Test func aTaskOutsideAnEventIsAnError() throws {
        let check = SceneFile.check(text: """
            import SwiftUI

            struct Tasks: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200)
                var body: some View {
                    let worker = Task { }
                    return Circle()
                }
            }
            """, fileName: "Tasks.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(check.errors.map(\.description) == [
            "Tasks.swift:6:27: error: 'Task' runs on the timeline, so it may only start in a timeline event ('At', 'onAppear', 'onChange', a 'Button' action, a timer, another task); here it does nothing",
        ])
    }
}
