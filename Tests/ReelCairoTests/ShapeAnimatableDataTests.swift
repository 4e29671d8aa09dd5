import Foundation
@testable import Reel
import ReelCairo
import Testing

/// Shapes and modifiers that expose `animatableData` get interpolated values from the engine
/// (SEMANTICS section 3), read back through the paths of the display list and the inspection.
@Suite struct ShapeAnimatableDataTests {
    /// A bar standing on the bottom of its frame, `level` points high.
    struct Bar: Shape {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.maxY - level, width: rect.width, height: level)) }
    }

    /// The same drawing as `Bar`, but another type: data of different types never interpolate.
    struct OtherBar: Shape {
        var level: Double
        var animatableData: Double {
            get { level }
            set { level = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.maxY - level, width: rect.width, height: level)) }
    }

    /// A rectangle of `size` at the frame's origin, animating both sides as a pair.
    struct Block: Shape {
        var width: Double
        var height: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(width, height) }
            set { (width, height) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: height)) }
    }

    struct Rising: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        @State var level = 0.0
        var body: some View { Bar(level: level).frame(width: 10, height: 50) }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { level = 6 } }
        }
    }

    /// The bounds of the first filled path of `scene` at `time`.
    static func filledBounds<S: AnimatedScene>(_ scene: S, at time: Double) -> CGRect? {
        let renderer = FrameRenderer()
        let evaluator = FrameEvaluator(services: LayoutServices(text: renderer.text, images: renderer.images), diagnostics: DiagnosticLog())
        for item in evaluator.displayList(for: scene, time: time, scale: 1).items {
            if case .fill(let path, _, _, _) = item { return path.boundingRect }
        }
        return nil
    }

    @Test func aShapesDataTakesTheInterpolatedValuesOfALinearChange() throws {
        // 0 -> 6 linearly over 1 s from t = 1: 1/60, 0.225 and 0.8041666… of the way give 0.1,
        // 1.35 and 4.825.
        let expected: [(Double, Double)] = [(1.0 / 60, 0.1), (0.225, 1.35), (4.825 / 6, 4.825)]
        for (after, level) in expected {
            let bounds = try #require(Self.filledBounds(Rising(), at: 1 + after))
            #expect(abs(bounds.height - level) < 1e-9, "at \(after) s: \(bounds.height)")
        }
        #expect(Self.filledBounds(Rising(), at: 0.5).map(\.height) == 0)
        #expect(Self.filledBounds(Rising(), at: 2.5).map(\.height) == 6)
    }

    struct Stretching: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 60, duration: 3)
        @State var big = false
        var body: some View {
            Block(width: big ? 40 : 10, height: big ? 80 : 20).frame(width: 100, height: 100)
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.linear(duration: 1)) { big = true } }
        }
    }

    @Test func anAnimatablePairMovesBothComponents() throws {
        // A quarter of the way: 10 -> 40 is 17.5, 20 -> 80 is 35.
        let quarter = try #require(Self.filledBounds(Stretching(), at: 0.75))
        #expect(abs(quarter.width - 17.5) < 1e-9 && abs(quarter.height - 35) < 1e-9)
        let half = try #require(Self.filledBounds(Stretching(), at: 1.0))
        #expect(abs(half.width - 25) < 1e-9 && abs(half.height - 50) < 1e-9)
        let end = try #require(Self.filledBounds(Stretching(), at: 2))
        #expect(end.width == 40 && end.height == 80)
    }

    struct Springing: AnimatedScene {
        var format = SceneFormat(width: 100, height: 300, fps: 60, duration: 3)
        @State var level = 0.0
        var body: some View { Bar(level: level).frame(width: 10, height: 250) }
        var timeline: some Timeline {
            At(0) { withAnimation(.spring) { level = 100 } }
            At(0.3) { withAnimation(.spring) { level = 200 } }
        }
    }

    @Test func aSpringRetargetedMidFlightKeepsTheShapesVelocity() throws {
        // The shape's data follows exactly what the attribute animator gives a plain Double.
        let reference = AttributeAnimator(initialValue: 0.0, changes: [
            AttributeChange(time: 0, value: 100.0, animation: .spring),
            AttributeChange(time: 0.3, value: 200.0, animation: .spring),
        ])
        for t in [0.1, 0.3, 0.45, 0.8, 1.5] {
            let height = try #require(Self.filledBounds(Springing(), at: t)).height
            #expect(abs(height - reference.value(at: t)) < 1e-9, "at \(t): \(height) vs \(reference.value(at: t))")
        }
        // No jump in velocity at the retarget: one-sided differences either side agree.
        let h = 1e-6
        func level(_ t: Double) throws -> Double { try #require(Self.filledBounds(Springing(), at: t)).height }
        let before = (try level(0.3 - h) - (try level(0.3 - 2 * h))) / h
        let after = (try level(0.3 + 2 * h) - (try level(0.3 + h))) / h
        #expect(abs(after - before) / abs(before) < 0.01, "velocity \(before) then \(after)")
    }

    struct Erased: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        @State var level = 0.0
        @State var other = false
        var body: some View {
            HStack {
                AnyShape(Bar(level: level)).frame(width: 10, height: 50)
                (other ? AnyShape(OtherBar(level: 30)) : AnyShape(Bar(level: 10))).frame(width: 10, height: 50)
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { level = 6; other = true } }
        }
    }

    @Test func dataAnimatesThroughAnyShapeButNotBetweenShapeTypes() throws {
        let renderer = FrameRenderer()
        let evaluator = FrameEvaluator(services: LayoutServices(text: renderer.text, images: renderer.images), diagnostics: DiagnosticLog())
        let heights = evaluator.displayList(for: Erased(), time: 1.5, scale: 1).items.compactMap { item -> Double? in
            if case .fill(let path, _, _, _) = item { return path.boundingRect.height } else { return nil }
        }
        // The erased Bar half way from 0 to 6; the Bar replaced by an OtherBar jumps to 30.
        #expect(heights.count == 2)
        #expect(abs(heights[0] - 3) < 1e-9)
        #expect(heights[1] == 30)
    }

    struct Trimming: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 3)
        @State var end: CGFloat = 0
        var body: some View { Rectangle().trim(from: 0, to: end).stroke(Color.black, lineWidth: 1).frame(width: 40, height: 40) }
        var timeline: some Timeline {
            At(0) { withAnimation(.linear(duration: 1)) { end = 1 } }
        }
    }

    @Test func trimFractionsAnimateAsSwiftUIsTrimmedShapeDoes() throws {
        // Half way the trimmed outline covers half the 160-point perimeter.
        let renderer = FrameRenderer()
        let evaluator = FrameEvaluator(services: LayoutServices(text: renderer.text, images: renderer.images), diagnostics: DiagnosticLog())
        let paths = evaluator.displayList(for: Trimming(), time: 0.5, scale: 1).items.compactMap { item -> Path? in
            if case .stroke(let path, _, _, _) = item { return path } else { return nil }
        }
        let path = try #require(paths.first)
        #expect(abs(path.length - 80) < 1e-6)
    }

    // MARK: Animatable modifiers

    /// Draws the rounded value as text over the content and moves the content by it.
    struct Counter: ViewModifier, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View {
            content.offset(x: value).overlay(Text("\(Int(value.rounded()))"))
        }
    }

    struct Counting: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var count = 0.0
        var body: some View { Color.red.frame(width: 40, height: 20).modifier(Counter(value: count)) }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { count = 100 } }
        }
    }

    @Test func anAnimatableModifierGetsInterpolatedDataAndRebuildsItsBody() throws {
        func read(_ t: Double) throws -> (text: String?, x: Double) {
            let views = try FrameRenderer().inspection(of: Counting(), time: t).allViews
            let offset = try #require(views.first { $0.kind == "offset" })
            return (views.first { $0.kind == "Text" }?.text, offset.children[0].transform[4])
        }
        let before = try read(0.5)
        #expect(before.text == "0" && before.x == 0)
        let quarter = try read(1.25)
        #expect(quarter.text == "25" && abs(quarter.x - 25) < 1e-9)
        let mid = try read(1.503)
        #expect(mid.text == "50" && abs(mid.x - 50.3) < 1e-9)
        let after = try read(2.5)
        #expect(after.text == "100" && after.x == 100)
        // The modifier shows in the inspection under its own name.
        #expect(try FrameRenderer().inspection(of: Counting(), time: 1.5).allViews.contains { $0.kind == "Counter" })
    }
}
