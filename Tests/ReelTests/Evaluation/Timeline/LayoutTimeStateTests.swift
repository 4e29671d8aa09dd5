import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// Views built during layout write state as SwiftUI's do: `onAppear`, `onDisappear`, `onChange`
/// and `task` inside a `GeometryReader` run, and `onPreferenceChange` sets a child view's or a
/// modifier's own `@State` ("measure, then store"). The writes are events of the timeline
/// (`LayoutTimeEvents`), so any frame drawn alone equals the same frame of a full render.
@Suite struct LayoutTimeStateTests {
    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// The frame of the first view of kind `kind` at `time` (a fresh evaluator: the frame alone).
    func frame<S: AnimatedScene>(_ kind: String, _ scene: S, at time: Double, index: Int = 0) throws -> InspectedView.Frame {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews.filter { $0.kind == kind }
        return views[index].frame
    }

    /// A bar as wide as a reader's width, stored by the reader's content's `onAppear`.
    struct ReaderAppear: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
        @State var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Color.red.onAppear { width = proxy.size.width }
                }
                .frame(width: 120, height: 10)
                Rectangle().frame(width: width, height: 5)
            }
        }
    }

    @Test func onAppearInsideAGeometryReaderRuns() throws {
        #expect(try frame("Rectangle", ReaderAppear(), at: 0).width == 120)
        #expect(try frame("Rectangle", ReaderAppear(), at: 1.5).width == 120)
    }

    /// A card that measures its own height in a background reader and stores it in its own
    /// state, then draws a bar as long as that height beside itself.
    struct MeasuredHeight: ViewModifier {
        @State private var height: CGFloat = 0
        func body(content: Content) -> some View {
            HStack(alignment: .top, spacing: 0) {
                content
                    .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
                    .onPreferenceChange(HeightKey.self) { height = $0 }
                Capsule().frame(width: 4, height: height)
            }
        }
    }

    struct Measured: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2)
        @State var lines = 2
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<lines, id: \.self) { i in Text("Line \(i)") }
            }
            .modifier(MeasuredHeight())
        }
        var timeline: some Timeline {
            At(1) { lines = 4 }
        }
    }

    @Test func aModifierStoresItsMeasuredHeightInItsOwnState() throws {
        // Two lines of FixedTextMeasurer's 20 points, then four.
        #expect(try frame("Capsule", Measured(), at: 0).height == 40)
        #expect(try frame("Capsule", Measured(), at: 0.9).height == 40)
        #expect(try frame("Capsule", Measured(), at: 1).height == 80)
        #expect(try frame("Capsule", Measured(), at: 1.7).height == 80)
    }

    /// A child view whose own state is set by its `onPreferenceChange`.
    struct Badge: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Badge!")
                    .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.width) })
                Rectangle().frame(width: width, height: 2)
            }
            .onPreferenceChange(HeightKey.self) { width = $0 }
        }
    }

    struct ChildScene: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 1)
        var body: some View { Badge() }
    }

    @Test func onPreferenceChangeSetsAChildViewsState() throws {
        #expect(try frame("Rectangle", ChildScene(), at: 0).width == 60)
        #expect(try frame("Rectangle", ChildScene(), at: 0.5).width == 60)
    }

    /// Content built during layout that comes and goes: its `onDisappear` and `task` run, and its
    /// own `@State` lives while it is present.
    struct Flag: View {
        @State private var ticks = 0
        var onGone: () -> Void
        var body: some View {
            Rectangle().frame(width: CGFloat(ticks) * 10, height: 5)
                .task { ticks = 3 }
                .onDisappear(perform: onGone)
        }
    }

    struct Comings: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 3)
        @State var shown = true
        @State var gone = 0
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { _ in
                    if shown { Flag { gone += 1 } }
                }
                .frame(height: 20)
                Circle().frame(width: CGFloat(gone) * 10 + 1, height: 5)
            }
        }
        var timeline: some Timeline {
            At(1) { shown = false }
            At(2) { shown = true }
        }
    }

    @Test func tasksAndOnDisappearInsideAReaderRunAndItsViewsKeepState() throws {
        #expect(try frame("Rectangle", Comings(), at: 0).width == 30)
        #expect(try frame("Circle", Comings(), at: 0.5).width == 1)
        #expect(try frame("Circle", Comings(), at: 1).width == 11)
        #expect(try frame("Rectangle", Comings(), at: 2.5).width == 30)
        #expect(try frame("Circle", Comings(), at: 2.5).width == 11)
    }

    @Test func aFrameAloneEqualsTheSameFrameOfAFullRender() throws {
        let full = EngineEvaluator()
        let scene = Measured()
        let frames = (0..<scene.format.frameCount).map { try? full.displayList(for: scene, frame: $0) }
        for index in [0, 5, 10, 15] {
            let alone = try EngineEvaluator().displayList(for: Measured(), frame: index)
            #expect(frames[index] == alone)
        }
    }

    /// An observer that stores a value its own storing changes never settles: a positioned error.
    struct Runaway: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
        @State var width: CGFloat = 1
        var body: some View {
            Color.red.frame(width: width, height: 4)
                .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.width) })
                .onPreferenceChange(HeightKey.self) { width = $0 + 1 }
        }
    }

    @Test func aPreferenceThatNeverSettlesIsAnError() throws {
        #expect(throws: (any Error).self) { try EngineEvaluator().inspection(of: Runaway(), time: 0) }
    }
}
