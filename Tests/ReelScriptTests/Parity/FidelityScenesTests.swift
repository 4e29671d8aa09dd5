import Foundation
import Reel
import ReelCairo
import Testing
@testable import ReelScript

/// SwiftUI behaviours that need the whole engine, checked both compiled and as scene files: each
/// scene below is compiled into this test target and read back from this file's own text; both
/// renders must be byte-identical, and the compiled scene's evaluated tree shows SwiftUI's numbers.
@Suite struct FidelityScenesTests {
    static func sceneFile(_ name: String) throws -> SceneFile {
        let root = URL(fileURLWithPath: NSTemporaryDirectory())
        return try SceneFile(text: try EmbeddedScene.text(name, in: #filePath, imports: "import Foundation\nimport Reel\n\n"),
                             fileName: root.appendingPathComponent(name + ".swift").path, access: ResourceAccess(root: root))
    }

    /// Renders `frames` of the compiled `S` and of its scene file, requiring identical pixels.
    static func expectParity<S: AnimatedScene>(_ type: S.Type, frames: [Int], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try sceneFile("\(S.self)")
        #expect(file.validate().map(\.description) == [], sourceLocation: sourceLocation)
        let interpreted = try file.makeScene()
        let a = FrameRenderer(), b = FrameRenderer()
        for frame in frames {
            // A new compiled instance at every frame, one scene file instance throughout.
            try FrameParity.expectSame(S(), interpreted, frames: [frame], compiledRenderer: a, interpretedRenderer: b, sourceLocation: sourceLocation)
        }
        #expect(interpreted.interpreter?.recovered.map(\.description) ?? [] == [], sourceLocation: sourceLocation)
    }

    /// A colour's 8-bit red, green and blue.
    static func rgb(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int((min(1, max(0, $0)) * 255).rounded()) } }
    /// A pixel's red, green and blue.
    static func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// The views of the compiled scene at `time`.
    static func views<S: AnimatedScene>(_ scene: S, at time: Double) throws -> [InspectedView] {
        try FrameRenderer().inspection(of: scene, time: time).allViews
    }

    // MARK: Item 3: closures called later read the state of their body

    /// A canvas (directly, through a method of the scene, inside a `TimelineView`) draws with the
    /// state the frame shows: blue before 0.5 s, red after.
    @Test func canvasReadsTheCurrentState() throws {
        try Self.expectParity(CanvasState.self, frames: [0, 2, 3, 7])
        let renderer = FrameRenderer()
        for (frame, on) in [(0, false), (2, false), (3, true), (7, true)] {
            let image = try renderer.render(CanvasState(), frame: frame)
            for x in [15, 45, 75] {
                #expect(Self.rgb(image, x, 15) == Self.rgb(on ? Color.red : Color.blue), "frame \(frame), x \(x)")
            }
            // A reader's content built during layout reads it too.
            #expect(Self.rgb(image, 15, 45) == Self.rgb(on ? Color.green : Color.gray), "frame \(frame)")
        }
    }

    // MARK: Item 4: animatable views

    /// A view struct with `animatableData` (a number, nested pairs three deep, a vector) is handed
    /// the interpolated data at every frame, as shapes and modifiers are.
    @Test func animatableViewsAreInterpolated() throws {
        try Self.expectParity(AnimatableViews.self, frames: [0, 1, 2, 3])
        let mid = try Self.views(AnimatableViews(), at: 0.5)
        #expect(mid.contains { $0.text == "50" }, "\(mid.compactMap(\.text))")
        // The orbiting square: position (50 → 150, 20 → 80) halfway is (100, 50), turned 45°, scaled 1.5.
        let square = try #require(mid.first { $0.kind == "Rectangle" && $0.frame.width == 20 })
        let t = square.transform
        #expect(abs(t[0] - 1.5 * cos(.pi / 4)) < 1e-9 && abs(t[1] - 1.5 * sin(.pi / 4)) < 1e-9, "\(t)")
        #expect(square.frame.x == 90 && square.frame.y == 40, "\(square.frame)")
        // The bars: heights [10, 40, 20] → [30, 10, 60] halfway are [20, 25, 40].
        let bars = mid.filter { $0.kind == "Rectangle" && $0.frame.width == 12 }.map(\.frame.height)
        #expect(bars == [20, 25, 40], "\(bars)")
    }

    /// The same data written as a `[Double]` animates component by component in a scene file.
    @Test func arrayAnimatableDataInAsceneFile() throws {
        let text = try EmbeddedScene.text("AnimatableViews", in: #filePath, imports: "import Reel\n\n")
            .replacingOccurrences(of: "var animatableData: AnimatableVector {\n        get { AnimatableVector(heights) }\n        set { heights = newValue.values }",
                                  with: "var animatableData: [Double] {\n        get { heights }\n        set { heights = newValue }")
        #expect(text.contains("var animatableData: [Double]"))
        let file = try SceneFile(text: text, fileName: "Arrays.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let views = try FrameRenderer().inspection(of: try file.makeScene(), time: 0.5).allViews
        let bars = views.filter { $0.kind == "Rectangle" && $0.frame.width == 12 }.map(\.frame.height)
        #expect(bars == [20, 25, 40], "\(bars)")
    }

    // MARK: Item 5: transitions and removals

    @Test func transitionsAndRemovals() throws {
        try Self.expectParity(TransitionsAndRemovals.self, frames: [0, 3, 5, 7, 9])
        let views = try Self.views(TransitionsAndRemovals(), at: 0.75)
        // Rows inserted with their `if` slide in from the leading edge, each by its own width:
        // halfway through, each is drawn half its width left of its place.
        let rows = views.filter { $0.kind == "Rectangle" && $0.frame.height == 10 }
        #expect(rows.count == 3)
        for row in rows { #expect(row.transform[4] == -row.frame.width / 2, "\(row.frame) \(row.transform)") }
        // The dot's offset changes in the same update that removes it (the three `withAnimation`
        // blocks of one event are one update, as in SwiftUI): the removed dot keeps the values it
        // was last drawn with, offset -40, and fades out, halfway at 0.75 s.
        let dot = try #require(views.first { $0.kind == "Circle" })
        #expect(dot.transform[4] == -40 && dot.opacity == 0.5, "\(dot.transform) \(dot.opacity)")
        // A modifier transition whose body shows its content twice draws both copies.
        let copies = views.filter { $0.kind == "Rectangle" && $0.frame.width == 16 }
        #expect(copies.count == 2)
        #expect(copies.map { $0.transform[4] }.sorted() == [-10, 0], "\(copies.map(\.transform))")
    }

    /// `matchedGeometryEffect` with `.frame`, `.position` and `.size`; the removed view travels
    /// too; a view with `isSource: false` follows its group's source.
    @Test func matchedGeometry() throws {
        try Self.expectParity(MatchedGeometryScene.self, frames: [0, 3, 5, 7, 9])
        let before = try Self.views(MatchedGeometryScene(), at: 0)
        let mid = try Self.views(MatchedGeometryScene(), at: 0.75)
        let after = try Self.views(MatchedGeometryScene(), at: 2)
        func frame(_ views: [InspectedView], _ path: String) -> CGRect? {
            views.first { $0.path == path && $0.kind == "matchedGeometryEffect" }.map {
                CGRect(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height)
            }
        }
        // The small card (20 x 20 at x 10) and the large one (60 x 40 at x 120) swap: at 0.75 s the
        // inserted large card is halfway from the small one's frame to its own, and the removed
        // small card halfway to the large one's.
        let inserted = try #require(frame(mid, "0/0/0/if/0/0"))
        #expect(inserted == CGRect(x: 65, y: 15, width: 40, height: 30), "\(inserted)")
        let removed = try #require(frame(mid, "0/0/0/else/0/0"))
        #expect(removed == inserted, "\(removed)")
        #expect(frame(before, "0/0/0/else/0/0") == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(frame(after, "0/0/0/if/0/0") == CGRect(x: 120, y: 20, width: 60, height: 40))
        // `.position` matches the centre and keeps each dot's own size; `.size` matches the size
        // and keeps each dot's own centre: halfway, centre (115, 120) with sizes 10 and 30, and
        // size 20 about centres (200, 150) and (30, 150).
        #expect(frame(mid, "0/0/1/if/0/0") == CGRect(x: 110, y: 115, width: 10, height: 10))
        #expect(frame(mid, "0/0/1/else/0/0") == CGRect(x: 100, y: 105, width: 30, height: 30))
        #expect(frame(mid, "0/0/1/if/1/0") == CGRect(x: 190, y: 140, width: 20, height: 20))
        #expect(frame(mid, "0/0/1/else/1/0") == CGRect(x: 20, y: 140, width: 20, height: 20))
        // The highlight (isSource: false) sits on the selected tab, proposed its size: its capsule
        // (padded by -6) reaches 6 points past the tab's text on each side.
        let highlightBefore = try #require(before.first { $0.kind == "Capsule" })
        let highlightAfter = try #require(after.first { $0.kind == "Capsule" })
        let highlightMid = try #require(mid.first { $0.kind == "Capsule" })
        let one = try #require(before.first { $0.text == "One" }), two = try #require(after.first { $0.text == "Two" })
        #expect(abs(highlightBefore.frame.x - (one.frame.x - 6)) < 1e-9 && abs(highlightBefore.frame.width - (one.frame.width + 12)) < 1e-9)
        #expect(abs(highlightAfter.frame.x - (two.frame.x - 6)) < 1e-9 && abs(highlightAfter.frame.width - (two.frame.width + 12)) < 1e-9)
        // Halfway it is between the two.
        #expect(abs(highlightMid.frame.x - (highlightBefore.frame.x + highlightAfter.frame.x) / 2) < 1e-9)
        #expect(abs(highlightMid.frame.width - (highlightBefore.frame.width + highlightAfter.frame.width) / 2) < 1e-9)
    }

    // MARK: Item 8: shape and path API

    /// Turned, moved, scaled shapes (still strokable, insettable, animatable), path `transform:`
    /// parameters, `applying`, `CGAffineTransform` methods, `CGVector` and `Float` in a scene file
    /// draw as compiled.
    @Test func shapeAndPathAPI() throws {
        try Self.expectParity(ShapeAPIScene.self, frames: [0, 1, 2, 3])
        let views = try Self.views(ShapeAPIScene(), at: 0)
        let dot = try #require(views.first { $0.kind == "Circle" })
        #expect(dot.frame.width == 7.5 && dot.frame.height == 10)
    }

    // MARK: Item 6: modifiers on several views

    /// `Group { Text("A"); Text("Hello") }.border(.blue)` in an HStack is two bordered texts side
    /// by side; a view whose body has two root views padded is two padded children; `ForEach`
    /// rows each get the modifier.
    @Test func modifiersOnGroupsApplyToEachElement() throws {
        try Self.expectParity(GroupModifiers.self, frames: [0])
        let views = try Self.views(GroupModifiers(), at: 0)
        let texts = views.filter { $0.kind == "Text" }
        let a = try #require(texts.first { $0.text == "A" }), hello = try #require(texts.first { $0.text == "Hello" })
        #expect(hello.frame.x >= a.frame.x + a.frame.width + 8, "\(a.frame) \(hello.frame)")
        // Each text has its own border (an overlay of its own size).
        let overlays = views.filter { $0.kind == "overlay" }
        #expect(overlays.count == 2)
        #expect(Set(overlays.map(\.frame.width)) == Set([a.frame.width, hello.frame.width]))
        // The two-root body padded: two children of the VStack, each 16 larger on each side.
        let padded = views.filter { $0.kind == "padding" }
        #expect(padded.count == 5, "\(padded.map(\.frame))")
        #expect(padded.allSatisfy { $0.frame.height == 20 + 32 })
    }

    // MARK: Item 9: symbols

    /// `Image(systemName:)` in a scene file draws as compiled: the symbols sized by their font
    /// and `imageScale`, tinted by the foreground style; an unknown name is a warning at the name
    /// (not an error) and draws the placeholder; the animation with no arguments is `.default`.
    @Test func symbolsInASceneFile() throws {
        try Self.expectParity(SymbolScene.self, frames: [0, 3, 8])
        let check = SceneFile.check(text: try EmbeddedScene.text("SymbolScene", in: #filePath, imports: "import Foundation\nimport Reel\n\n"),
                                    fileName: "SymbolScene.swift", access: ResourceAccess(root: URL(fileURLWithPath: NSTemporaryDirectory())))
        #expect(check.errors.isEmpty, "\(check.errors)")
        #expect(check.warnings.map(\.description) == ["SymbolScene.swift:20:31: warning: " + SymbolCatalog.unknownNameMessage("heart.broken.sparkles")])
        let views = try Self.views(SymbolScene(), at: 0)
        let glyphs = views.filter { $0.kind == "Text" }
        // Pango sets sizes in 1/1024 points. Symbols are square, as tall as wide.
        let sizes: [Double] = [30, 30 * 1.29, 17 * 0.78, 24]
        #expect(glyphs.count == 4 && zip(glyphs, sizes).allSatisfy { abs($0.frame.width - $1) < 0.01 && $0.frame.height == $0.frame.width },
                "\(glyphs.map(\.frame))")
        let image = try FrameRenderer().render(SymbolScene(), frame: 0)
        // The red heart's middle, the placeholder's ink.
        let heart = try #require(glyphs.first)
        #expect(Self.rgb(image, Int(heart.frame.x + 15), Int(heart.frame.y + heart.frame.height / 2)) == Self.rgb(Color.red))
        // At 3 s the star has animated (default animation, 0.35 s) to orange.
        let later = try FrameRenderer().render(SymbolScene(), frame: 8)
        let star = glyphs[1]
        #expect(Self.rgb(later, Int(star.frame.x + star.frame.width / 2), Int(star.frame.y + star.frame.height / 2)) == Self.rgb(Color.orange))
    }
}

// ── scene CanvasState
struct CanvasState: AnimatedScene {
    var format = SceneFormat(width: 90, height: 60, fps: 4, duration: 2, background: .white)
    @State var on = false

    func tint() -> Color { on ? .red : .blue }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(on ? .red : .blue))
                }
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(tint()))
                }
                TimelineView(.animation) { timeline in
                    Canvas { context, size in
                        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(on ? .red : .blue))
                    }
                }
            }
            .frame(height: 30)
            HStack(spacing: 0) {
                GeometryReader { proxy in
                    Rectangle().fill(on ? Color.green : Color.gray).frame(width: proxy.size.width, height: proxy.size.height)
                }
                Color.clear
            }
            .frame(height: 30)
        }
    }

    var timeline: some Timeline {
        At(0.75) { on = true }
    }
}
// ── end CanvasState

// ── scene AnimatableViews
struct CountLabel: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Text("\(Int(value.rounded()))").font(.system(size: 14)).position(x: 30, y: 90)
    }
}

struct Orbiter: View, Animatable {
    var x: Double
    var y: Double
    var angle: Double
    var scale: Double
    var animatableData: AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, AnimatablePair<Double, Double>>> {
        get { AnimatablePair(AnimatablePair(x, y), AnimatablePair(angle, AnimatablePair(scale, 0))) }
        set {
            x = newValue.first.first
            y = newValue.first.second
            angle = newValue.second.first
            scale = newValue.second.second.first
        }
    }
    var body: some View {
        Rectangle().fill(Color.orange).frame(width: 20, height: 20)
            .scaleEffect(scale).rotationEffect(.degrees(angle))
            .position(x: x, y: y)
    }
}

struct Bars: View, Animatable {
    var heights: [Double]
    var animatableData: AnimatableVector {
        get { AnimatableVector(heights) }
        set { heights = newValue.values }
    }
    var body: some View {
        HStack(alignment: .bottom, spacing: 2) {
            ForEach(0..<3) { i in
                Rectangle().fill(Color.teal).frame(width: 12, height: heights[i])
            }
        }
        .position(x: 160, y: 60)
    }
}

struct AnimatableViews: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100, fps: 4, duration: 1, background: .white)
    @State var done = false

    var body: some View {
        ZStack {
            CountLabel(value: done ? 100 : 0)
            Orbiter(x: done ? 150 : 50, y: done ? 80 : 20, angle: done ? 90 : 0, scale: done ? 2 : 1)
            Bars(heights: done ? [30, 10, 60] : [10, 40, 20])
        }
    }

    var timeline: some Timeline {
        At(0.25) { withAnimation(.linear(duration: 0.5)) { done = true } }
    }
}
// ── end AnimatableViews

// ── scene TransitionsAndRemovals
struct Doubled: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View {
        ZStack {
            content.offset(x: -20 * amount).opacity(0.5)
            content
        }
    }
}

struct TransitionsAndRemovals: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100, fps: 8, duration: 1.25, background: .white)
    @State var rows = false
    @State var dot = true
    @State var moved = false

    var body: some View {
        ZStack {
            VStack(spacing: 4) {
                if rows {
                    ForEach(0..<3) { i in
                        Rectangle().fill(Color.indigo).frame(width: 40 + 20 * Double(i), height: 10)
                            .transition(.move(edge: .leading))
                    }
                }
            }
            .position(x: 60, y: 50)
            if dot {
                Circle().fill(Color.red).frame(width: 12, height: 12).offset(x: moved ? 40 : -40)
                    .position(x: 150, y: 20)
            }
            if rows {
                Rectangle().fill(Color.black).frame(width: 16, height: 16)
                    .transition(.modifier(active: Doubled(amount: 1), identity: Doubled(amount: 0)))
                    .position(x: 150, y: 80)
            }
        }
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation(.linear(duration: 0.5)) { rows = true }
            withAnimation(.linear(duration: 0.5)) { moved = true }
            withAnimation(.linear(duration: 0.5)) { dot = false }
        }
    }
}
// ── end TransitionsAndRemovals

// ── scene MatchedGeometryScene
struct MatchedGeometryScene: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 8, duration: 1.25, background: .white)
    @Namespace var space
    @State var big = false
    @State var tab = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            if big {
                RoundedRectangle(cornerRadius: 6).fill(Color.blue)
                    .matchedGeometryEffect(id: "card", in: space)
                    .frame(width: 60, height: 40)
                    .position(x: 150, y: 40)
            } else {
                RoundedRectangle(cornerRadius: 6).fill(Color.blue)
                    .matchedGeometryEffect(id: "card", in: space)
                    .frame(width: 20, height: 20)
                    .position(x: 20, y: 20)
            }
            if big {
                Circle().fill(Color.green).frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: "pos", in: space, properties: .position)
                    .position(x: 200, y: 120)
                Circle().fill(Color.green).frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: "size", in: space, properties: .size)
                    .position(x: 200, y: 150)
            } else {
                Circle().fill(Color.mint).frame(width: 30, height: 30)
                    .matchedGeometryEffect(id: "pos", in: space, properties: .position)
                    .position(x: 30, y: 120)
                Circle().fill(Color.mint).frame(width: 30, height: 30)
                    .matchedGeometryEffect(id: "size", in: space, properties: .size)
                    .position(x: 30, y: 150)
            }
            HStack(spacing: 10) {
                Text("One").matchedGeometryEffect(id: 0, in: space)
                Text("Two").matchedGeometryEffect(id: 1, in: space)
                Text("Three").matchedGeometryEffect(id: 2, in: space)
            }
            .background {
                Capsule().fill(Color.yellow)
                    .padding(-6)
                    .matchedGeometryEffect(id: tab, in: space, isSource: false)
            }
            .position(x: 120, y: 90)
        }
    }

    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 0.5)) { big = true; tab = 1 } }
    }
}
// ── end MatchedGeometryScene

// ── scene GroupModifiers
struct TwoLines: View {
    var body: some View {
        Text("Top").frame(height: 20)
        Text("Bottom").frame(height: 20)
    }
}

struct GroupModifiers: AnimatedScene {
    var format = SceneFormat(width: 300, height: 300, fps: 1, duration: 0, background: .white)

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Group {
                    Text("A")
                    Text("Hello")
                }
                .border(Color.blue)
            }
            VStack(spacing: 0) {
                TwoLines().padding()
            }
            HStack(spacing: 0) {
                ForEach(0..<3) { i in
                    Text("\(i)").frame(height: 20)
                }
                .padding()
            }
        }
    }
}
// ── end GroupModifiers

// ── scene ShapeAPIScene
struct Leaf: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: rect.height / 2))
        p.addQuadCurve(to: CGPoint(x: rect.width, y: rect.height / 2), control: CGPoint(x: rect.width / 2, y: 0))
        p.addQuadCurve(to: CGPoint(x: 0, y: rect.height / 2), control: CGPoint(x: rect.width / 2, y: rect.height))
        return p
    }
}

struct ShapeAPIScene: AnimatedScene {
    var format = SceneFormat(width: 240, height: 80, fps: 4, duration: 1, background: .white)
    @State var turned = false

    var body: some View {
        let v = CGVector(dx: 3, dy: 4)
        let f: Float = 2.5
        HStack(spacing: 8) {
            Leaf().rotation(.degrees(turned ? 90 : 0)).fill(Color.green).frame(width: 40, height: 20)
            Rectangle().offset(x: 5, y: 5).scale(0.5, anchor: .topLeading).stroke(Color.black, lineWidth: 2).frame(width: 30, height: 30)
            Capsule().rotation(.degrees(45)).strokeBorder(Color.red, lineWidth: 3).frame(width: 40, height: 20)
            Path { p in
                let t = CGAffineTransform(translationX: 15, y: 15).rotated(by: .pi / 4)
                p.addRect(CGRect(x: -8, y: -8, width: 16, height: 16), transform: t)
                p.addEllipse(in: CGRect(x: -3, y: -3, width: 6, height: 6), transform: t.scaledBy(x: 2, y: 1))
            }
            .applying(CGAffineTransform(scaleX: 1, y: 1.5))
            .fill(Color.purple, style: FillStyle(eoFill: true))
            .frame(width: 30, height: 45)
            Circle().fill(Color.orange).frame(width: v.dx * CGFloat(f), height: v.dy * CGFloat(f))
            Ellipse().transform(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0).translatedBy(x: -8, y: 0))
                .scale(x: turned ? 1 : 0.5, y: 1)
                .fill(Color.teal).frame(width: 40, height: 30)
        }
    }

    var timeline: some Timeline {
        At(0.25) { withAnimation(.linear(duration: 0.5)) { turned = true } }
    }
}
// ── end ShapeAPIScene

// ── scene SymbolScene
struct SymbolScene: AnimatedScene {
    var format = SceneFormat(width: 200, height: 80, fps: 4, duration: 3, background: .white)
    @State var starred = false

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "heart.fill")
                .foregroundStyle(.red)
                .font(.system(size: 30))
            Image(systemName: "star.fill")
                .imageScale(.large)
                .font(.system(size: 30))
                .foregroundColor(starred ? .orange : .gray)
            Image(systemName: "bell")
                .imageScale(Image.Scale.small)
                .symbolRenderingMode(.monochrome)
            Image(systemName: "heart.broken.sparkles")
                .font(.system(size: 24))
        }
    }

    var timeline: some Timeline {
        At(1) { withAnimation { starred = true } }
    }
}
// ── end SymbolScene
