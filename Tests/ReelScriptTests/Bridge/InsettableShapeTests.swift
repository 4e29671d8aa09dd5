import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// Shapes of a scene file that conform to `InsettableShape`: `strokeBorder` strokes the shape
/// its `inset(by:)` returns for half the line width (SwiftUI's rule), so the stroke stays inside
/// the frame; `inset(by:)` is called directly, on the library's shapes too; the inset animates
/// through `animatableData`. Each scene is compiled and read from this file's text, and the two
/// must give the same bytes.
@Suite struct InsettableShapeTests {
    static let root = URL(fileURLWithPath: "/tmp")

    /// The scene `name` of this file, read as a scene file.
    static func file(_ name: String) throws -> SceneFile {
        try SceneFile(text: try EmbeddedScene.text(name, in: #filePath), fileName: name + ".swift", access: ResourceAccess(root: root))
    }

    /// A 100 × 100 ring of the file at (10, 10) stroked with `strokeBorder(lineWidth: 10)`
    /// covers exactly the outer 10 px of its frame: white from the frame's edge to 10 px in, the
    /// background from the 11th pixel in; inset by 10 and stroked 4 wide, the band 8 to 12 px in.
    @Test func strokeBorderCoversTheOuterBandOfTheFrame() throws {
        let file = try Self.file("InsetBorderPixels")
        #expect(file.validate().map(\.description) == [])
        let renderer = FrameRenderer(resourceRoot: Self.root)
        let interpreted = try renderer.render(try file.makeScene(), frame: 0)
        let compiled = try renderer.render(InsetBorderPixels(), frame: 0)
        FrameParity.expectSame(compiled, interpreted, frame: 0, of: "InsetBorderPixels")
        for image in [interpreted, compiled] {
            // Along the middle row of the first ring (y = 60), left and right sides.
            let row = 60
            #expect(image.rgba(x: 9, y: row) == (0, 0, 0, 255))
            for x in [10, 14, 15, 19, 100, 109] { #expect(image.rgba(x: x, y: row) == (255, 255, 255, 255), "x = \(x)") }
            for x in [20, 21, 60, 98, 99, 110] { #expect(image.rgba(x: x, y: row) == (0, 0, 0, 255), "x = \(x)") }
            // The top side, down the middle column.
            #expect(image.rgba(x: 60, y: 10) == (255, 255, 255, 255))
            #expect(image.rgba(x: 60, y: 19) == (255, 255, 255, 255))
            #expect(image.rgba(x: 60, y: 20) == (0, 0, 0, 255))
            // The second ring (x from 130): `inset(by: 10).stroke(Color.red, lineWidth: 4)` covers 8 to 12 px in.
            for x in [130, 137, 142, 143] { #expect(image.rgba(x: x, y: row) == (0, 0, 0, 255), "x = \(x)") }
            for x in [138, 141] { #expect(image.rgba(x: x, y: row) == (255, 59, 48, 255), "x = \(x)") }  // Color.red
        }
    }

    /// Every form of `strokeBorder`, `inset(by:)` of the file's shapes and of the library's, a
    /// file shape whose `inset(by:)` returns a library shape, a turned insettable shape, and an
    /// inset animated through `animatableData`: the same bytes compiled and interpreted at every
    /// frame.
    @Test func everyFormMatchesTheCompiledScene() throws {
        let file = try Self.file("InsettableForms")
        #expect(file.validate().map(\.description) == [])
        let compiled = InsettableForms()
        let interpreted = try file.makeScene()
        let renderer = FrameRenderer(resourceRoot: Self.root)
        try FrameParity.expectSame(compiled, interpreted, frames: TestTier.frames(of: compiled.format.frameCount), compiledRenderer: renderer)
        // The animated inset moves: the first and last frames differ.
        let first = try renderer.render(interpreted, frame: 0), last = try renderer.render(interpreted, frame: compiled.format.frameCount - 1)
        let moved = first != last
        #expect(moved)
    }

    /// The errors of a scene file holding `declarations` whose body is `body`, its first frame drawn.
    func errors(_ declarations: String, body: String) -> [String] {
        SwiftLanguageTests().errors(declarations, body: body, drawing: true)
    }

    @Test func anInsettableShapeNeedsInsetBy() {
        #expect(errors("struct Ring: InsettableShape { func path(in rect: CGRect) -> Path { Path(rect) } }", body: "Ring()")
                == ["6:8: 'Ring' conforms to InsettableShape but has no 'inset(by:)'; add 'func inset(by amount: CGFloat) -> some InsettableShape'"])
    }

    @Test func insetByMustReturnAnInsettableShape() {
        let ring = """
        struct Ring: InsettableShape {
            func path(in rect: CGRect) -> Path { Path(rect) }
            func inset(by amount: CGFloat) -> some InsettableShape { Path(ellipseIn: .zero) }
        }
        """
        #expect(errors(ring, body: "Ring().strokeBorder(lineWidth: 2)")
                == ["8:10: inset(by:) of 'Ring' must return an insettable shape, not Path"])
    }

    @Test func strokeBorderNeedsAnInsettableShape() {
        let blob = "struct Blob: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }"
        #expect(errors(blob, body: "Blob().strokeBorder(lineWidth: 2)").count == 1)
        #expect(errors(blob, body: "Blob().strokeBorder(lineWidth: 2)").first?.hasSuffix("'strokeBorder' needs an InsettableShape and 'Blob' is a Shape: declare 'struct Blob: InsettableShape' with 'func inset(by amount: CGFloat) -> some InsettableShape', or use 'stroke'") == true)
    }
}

// ── scene InsetBorderPixels
private struct PixelFrameRing: InsettableShape {
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

struct InsetBorderPixels: AnimatedScene {
    var format = SceneFormat(width: 240, height: 120, fps: 10, duration: 0.1, background: .black)

    var body: some View {
        HStack(spacing: 20) {
            PixelFrameRing()
                .strokeBorder(Color.white, lineWidth: 10)
                .frame(width: 100, height: 100)
            PixelFrameRing()
                .inset(by: 10)
                .stroke(Color.red, lineWidth: 4)
                .frame(width: 100, height: 100)
        }
        .frame(width: 240, height: 120)
    }
}
// ── end InsetBorderPixels

// ── scene InsettableForms
private struct FormsRing: InsettableShape {
    var insetAmount: CGFloat = 0
    var sides = 6

    var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        var path = Path()
        for index in 0..<sides {
            let angle = Double(index) / Double(sides) * 2 * .pi - .pi / 2
            let point = CGPoint(x: inner.midX + radius * cos(angle), y: inner.midY + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

/// A shape of the file drawn through the library's capsule, inset as the capsule is.
private struct FormsPill: InsettableShape {
    var amount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        Capsule().inset(by: amount).path(in: rect)
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        Capsule().inset(by: self.amount + amount)
    }
}

struct InsettableForms: AnimatedScene {
    var format = SceneFormat(width: 260, height: 150, fps: 10, duration: 1, background: Color(white: 0.1))
    @State private var grown = false

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 10) {
                FormsRing()
                    .strokeBorder(Color.blue, lineWidth: 12)
                FormsRing(sides: 5)
                    .strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 8, lineJoin: .round, dash: [6, 3]))
                FormsRing(sides: 4)
                    .strokeBorder(lineWidth: 6)
                    .foregroundStyle(.green)
                FormsRing(insetAmount: grown ? 14 : 0)
                    .strokeBorder(Color.pink, lineWidth: 5)
                FormsRing(sides: 3)
                    .inset(by: 10)
                    .stroke(Color.yellow, lineWidth: 3)
            }
            .frame(height: 60)
            HStack(spacing: 10) {
                Circle()
                    .inset(by: 8)
                    .stroke(Color.white, lineWidth: 4)
                FormsPill()
                    .strokeBorder(Color.mint, lineWidth: 10)
                FormsPill(amount: 6)
                    .fill(Color.purple)
                FormsRing(sides: 8)
                    .rotation(.degrees(grown ? 45 : 0))
                    .strokeBorder(Color.cyan, lineWidth: 6)
            }
            .frame(height: 50)
        }
        .padding(10)
    }

    var timeline: some Timeline {
        At(0.1) {
            withAnimation(.easeInOut(duration: 0.8)) { grown = true }
        }
    }
}
// ── end InsettableForms
