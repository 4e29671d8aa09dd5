import Foundation
import Reel
@testable import ReelScript
import ReelCairo
import ReelTestSupport
import Testing

/// `Layout` and `PreferenceKey` structs of scene files, pinned to the numbers Apple documents:
/// `place(at:anchor:proposal:)` anchors at `.topLeading` unless told, an unplaced subview sits
/// at the centre of the bounds, `replacingUnspecifiedDimensions()` puts 10 for a nil dimension,
/// a layout's `animatableData` is interpolated (so the layout runs at every value between), and
/// `reduce(value:nextValue:)` sees the values in view order. Each scene is also compiled, and
/// both give the same frames.
@Suite struct CustomLayoutTests {
    static let placement = """
        import Reel

        struct Placement: AnimatedScene {
            var format = SceneFormat(width: 200, height: 200)
            var body: some View {
                Corners {
                    Color.red.frame(width: 20, height: 10).layoutPriority(2).layoutValue(key: Shift.self, value: 3)
                    Color.green.frame(width: 30, height: 30)
                    Color.blue.frame(width: 6, height: 6)
                }
                .fixedSize()
            }
        }

        struct Shift: LayoutValueKey {
            static let defaultValue: CGFloat = 0
        }

        struct Corners: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let first = subviews[0]
                first.place(at: CGPoint(x: bounds.minX + 10 + first[Shift.self] + CGFloat(first.priority), y: bounds.minY + 20),
                            proposal: .unspecified)
                subviews[2].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .bottomTrailing, proposal: .unspecified)
            }
        }
        """

    struct Placement: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200)
        var body: some View {
            Corners {
                Color.red.frame(width: 20, height: 10).layoutPriority(2).layoutValue(key: Shift.self, value: 3)
                Color.green.frame(width: 30, height: 30)
                Color.blue.frame(width: 6, height: 6)
            }
            .fixedSize()
        }
    }

    struct Shift: LayoutValueKey {
        static let defaultValue: CGFloat = 0
    }

    struct Corners: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let first = subviews[0]
            first.place(at: CGPoint(x: bounds.minX + 10 + first[Shift.self] + CGFloat(first.priority), y: bounds.minY + 20),
                        proposal: .unspecified)
            subviews[2].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .bottomTrailing, proposal: .unspecified)
        }
    }

    /// The frames of the views sized `sizes`, in that order.
    func frames<S: AnimatedScene>(_ scene: S, at time: Double, sizes: [(Double, Double)]) throws -> [InspectedView.Frame] {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews
        return try sizes.map { size in
            try #require(views.first { $0.kind == "frame" && $0.frame.width == size.0 && $0.frame.height == size.1 }).frame
        }
    }

    @Test func placementFollowsApplesRules() throws {
        let file = try SceneFile(text: Self.placement, fileName: "Placement.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let sizes = [(20.0, 10.0), (30.0, 30.0), (6.0, 6.0)]
        let interpreted = try frames(try file.makeScene(), at: 0, sizes: sizes)
        // The layout is 10 x 10 (a nil proposal replaced by 10), centred: bounds (95, 95, 10, 10).
        // The first subview's top-leading corner at (95 + 10 + 3 + 2, 95 + 20); the second,
        // unplaced, centred in the bounds; the third's bottom-trailing corner at the centre.
        #expect(interpreted.map { [$0.x, $0.y] } == [[110, 115], [85, 85], [94, 94]])
        #expect(try frames(Placement(), at: 0, sizes: sizes) == interpreted)
    }

    static let sliding = """
        import Reel

        struct Sliding: AnimatedScene {
            var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
            @State var offset: CGFloat = 0
            var body: some View {
                Squared(offset: offset) {
                    Color.red.frame(width: 10, height: 10)
                }
            }
            var timeline: some Timeline {
                At(0) { withAnimation(.linear(duration: 1)) { offset = 100 } }
            }
        }

        struct Squared: Layout {
            var offset: CGFloat
            var animatableData: CGFloat {
                get { offset }
                set { offset = newValue }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX + offset * offset / 100, y: bounds.minY), proposal: .unspecified)
                }
            }
        }
        """

    struct Sliding: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
        @State var offset: CGFloat = 0
        var body: some View {
            Squared(offset: offset) {
                Color.red.frame(width: 10, height: 10)
            }
        }
        var timeline: some Timeline {
            At(0) { withAnimation(.linear(duration: 1)) { offset = 100 } }
        }
    }

    struct Squared: Layout {
        var offset: CGFloat
        var animatableData: CGFloat {
            get { offset }
            set { offset = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + offset * offset / 100, y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    @Test func animatableDataRunsTheLayoutAtEveryValue() throws {
        let file = try SceneFile(text: Self.sliding, fileName: "Sliding.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let interpreted = try file.makeScene()
        // The layout takes the whole canvas (bounds from x = 0). Half way through the linear
        // change it runs with offset 50: x = 50 * 50 / 100 (the frames alone would have moved
        // half of 100).
        for (time, x) in [(0.0, 0.0), (0.5, 25.0), (1.5, 100.0)] {
            let frame = try #require(try frames(interpreted, at: time, sizes: [(10, 10)]).first)
            #expect(abs(frame.x - x) < 1e-9, "at \(time) s: \(frame.x)")
            #expect(try frames(Sliding(), at: time, sizes: [(10, 10)]) == [frame])
        }
    }

    @Test func reduceSeesValuesInViewOrder() throws {
        let text = """
            import Reel

            struct Ordered: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100)
                var body: some View {
                    HStack {
                        Color.red.frame(width: 5, height: 5).preference(key: Numbers.self, value: [1])
                        VStack {
                            Color.red.frame(width: 5, height: 5).preference(key: Numbers.self, value: [2])
                            Color.red.frame(width: 5, height: 5).preference(key: Numbers.self, value: [3, 4])
                        }
                    }
                    .overlayPreferenceValue(Numbers.self) { numbers in
                        Text("\\(numbers)")
                    }
                }
            }

            struct Numbers: PreferenceKey {
                static let defaultValue: [Int] = []
                static func reduce(value: inout [Int], nextValue: () -> [Int]) {
                    value += nextValue()
                }
            }
            """
        let file = try SceneFile(text: text, fileName: "Ordered.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let views = try EngineEvaluator().inspection(of: try file.makeScene(), time: 0).allViews
        #expect(views.compactMap(\.text) == ["[1, 2, 3, 4]"])
    }

    @Test func keyValuesTakeTheKeysType() throws {
        let text = """
            import Reel

            struct Widest: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100)
                var body: some View {
                    HStack {
                        Color.red.frame(width: 5, height: 5).preference(key: MaxWidth.self, value: 3)
                        Color.red.frame(width: 5, height: 5).preference(key: MaxWidth.self, value: 7)
                    }
                    .overlayPreferenceValue(MaxWidth.self) { width in
                        Text("\\(width)")
                    }
                }
            }

            struct MaxWidth: PreferenceKey {
                typealias Value = CGFloat
                static let defaultValue: Value = 0
                static func reduce(value: inout Value, nextValue: () -> Value) {
                    value = max(value, nextValue())
                }
            }
            """
        let file = try SceneFile(text: text, fileName: "Widest.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let views = try EngineEvaluator().inspection(of: try file.makeScene(), time: 0).allViews
        // A CGFloat key prints its integer-valued maximum as Swift prints a CGFloat.
        #expect(views.compactMap(\.text) == ["7.0"])
    }

    static let switching = """
        import Reel
        import Foundation

        struct Switching: AnimatedScene {
            var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1.5)
            @State var ring = false
            var body: some View {
                (ring ? AnyLayout(SwitchRing(radius: 60)) : AnyLayout(HStackLayout(spacing: 4))) {
                    ForEach(0..<4, id: \\.self) { _ in
                        Color.red.frame(width: 20, height: 20)
                    }
                }
            }
            var timeline: some Timeline {
                At(0.3) { withAnimation(.linear(duration: 1)) { ring = true } }
            }
        }

        struct SwitchRing: Layout {
            var radius: CGFloat
            var animatableData: CGFloat {
                get { radius }
                set { radius = newValue }
            }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for (i, subview) in subviews.enumerated() {
                    let angle = Double(i) * 2 * Double.pi / Double(subviews.count)
                    subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                                  anchor: .center, proposal: .unspecified)
                }
            }
        }
        """

    /// Switching `AnyLayout` between a layout with animatable data and a stack keeps the
    /// children (their identity): each moves from its place in the row to its place on the
    /// ring under the change's animation, as SwiftUI animates a change of layout, and none fades.
    @Test func switchingToAnAnimatableLayoutMovesTheSameChildren() throws {
        let file = try SceneFile(text: Self.switching, fileName: "Switching.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let views = try EngineEvaluator().inspection(of: try file.makeScene(), time: 0.8).allViews
        let squares = views.filter { $0.kind == "frame" && $0.frame.width == 20 }
        // Row origins (54 + 24 i, 90); ring origins (90 + 60 cos(90° i), 90 + 60 sin(90° i));
        // half way through the linear change, the midpoints, every square fully opaque.
        let expected: [(Double, Double)] = [(102, 90), (84, 120), (66, 90), (108, 60)]
        #expect(squares.count == 4)
        for (square, point) in zip(squares, expected) {
            #expect(abs(square.frame.x - point.0) < 1e-6 && abs(square.frame.y - point.1) < 1e-6, "\(square.frame)")
        }
        #expect(views.allSatisfy { $0.opacity == 1 })
    }

    /// Every way a layout is called: `MyLayout(args) { ... }` and `.callAsFunction { ... }` for
    /// a layout of the file, the library's layouts called with their content
    /// (`HStackLayout(spacing:) { }`, `RadialLayout { }`, `MasonryLayout(columns:) { }`), a layout
    /// held in a `let` and called, and `AnyLayout` of either switched by state under an
    /// animation. The file (between the markers below) and the compiled scene give the same
    /// bytes at every frame.
    @Test func layoutCallFormsMatchTheCompiledScene() throws {
        let text = try EmbeddedScene.text("LayoutCallForms", in: #filePath, imports: "import Reel\nimport Foundation\n\n")
        let file = try SceneFile(text: text, fileName: "LayoutCallForms.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let compiled = LayoutCallForms()
        let interpreted = try file.makeScene()
        try FrameParity.expectSame(compiled, interpreted, frames: TestTier.frames(of: compiled.format.frameCount),
                                   compiledRenderer: FrameRenderer(resourceRoot: URL(fileURLWithPath: "/tmp")))
    }
}

// ── scene LayoutCallForms
struct LayoutCallForms: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1.5, background: .white)
    @State var stacked = false

    var body: some View {
        let pair = CallFormPair(gap: 6)
        VStack(spacing: 10) {
            CallFormPair(gap: 4).callAsFunction {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            pair {
                Color.orange.frame(width: 10, height: 10)
                Color.green.frame(width: 10, height: 10)
            }
            HStackLayout(spacing: 2) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
            RadialLayout {
                Circle().fill(Color.purple).frame(width: 8, height: 8)
                Circle().fill(Color.teal).frame(width: 8, height: 8)
                Circle().fill(Color.pink).frame(width: 8, height: 8)
            }
            .frame(width: 40, height: 40)
            MasonryLayout(columns: 2, spacing: 3) {
                Color.gray.frame(height: 12)
                Color.gray.frame(height: 6)
                Color.gray.frame(height: 9)
            }
            .frame(width: 50)
            (stacked ? AnyLayout(VStackLayout(spacing: 2)) : AnyLayout(CallFormPair(gap: 20))) {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }

    var timeline: some Timeline {
        At(0.3) {
            withAnimation(.easeInOut(duration: 0.8)) { stacked = true }
        }
    }
}

/// Two subviews side by side, `gap` apart.
struct CallFormPair: Layout {
    var gap: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gap, height: sizes.map { $0.height }.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + gap
        }
    }
}
// ── end LayoutCallForms
