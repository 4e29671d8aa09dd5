import Foundation
import Reel
import ReelCairo
import ReelExport
import Testing
@testable import ReelScript

/// The layout, canvas and time-view vocabulary: each scene below is compiled into this test
/// target and also read back from this file's own text as a scene file; both renders must be
/// byte-identical. Scenes sit between `// ── scene NAME` and `// ── end NAME` lines.
@Suite struct VocabularyLayoutCanvasTimeTests {
    /// The text of the scene `name` (with its helper structs) as a scene file.
    static func sceneText(_ name: String) throws -> String {
        try EmbeddedScene.text(name, in: #filePath, imports: "import Foundation\nimport Reel\n\n")
    }

    /// Loads the scene `name` from this file, with `root` as its folder.
    static func sceneFile(_ name: String, root: URL = URL(fileURLWithPath: NSTemporaryDirectory())) throws -> SceneFile {
        try SceneFile(text: try sceneText(name), fileName: root.appendingPathComponent(name + ".swift").path, access: ResourceAccess(root: root))
    }

    /// Renders the compiled `S` and the scene file of the same name at the start, middle and end
    /// (or at `frames`) and requires identical pixels.
    func compare<S: AnimatedScene>(_ type: S.Type, root: URL = URL(fileURLWithPath: NSTemporaryDirectory()), frames: [Int]? = nil) throws {
        let name = "\(S.self)"
        let file = try Self.sceneFile(name, root: root)
        #expect(file.validate().map(\.description) == [])
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format)
        let count = compiled.format.frameCount
        let chosen = frames ?? Array(Set([0, count / 2, max(0, count - 1)])).sorted()
        try FrameParity.expectSame(compiled, interpreted, frames: chosen, compiledRenderer: FrameRenderer(resourceRoot: root),
                                   interpretedRenderer: FrameRenderer(resourceRoot: file.access.root))
        #expect(interpreted.interpreter?.recovered.map(\.description) ?? [] == [])
    }

    @Test func layoutModifiersAndContainers() throws { try compare(LayoutProbe.self) }

    @Test func gridsAndLayouts() throws { try compare(GridProbe.self) }

    /// `d[.leading]` (a subscript of a library value) and `layout { ... }` (calling a library
    /// value) go to the vocabulary's `subscript` and `callAsFunction` methods.
    @Test func subscriptsAndLayoutCalls() throws { try compare(SubscriptProbe.self) }

    @Test func canvasAndGraphicsContext() throws { try compare(CanvasProbe.self) }

    @Test func timelineGeometryAndAnimators() throws { try compare(TimeProbe.self, frames: [0, 4, 7, 12, 19]) }

    // MARK: Images

    /// A folder holding `dot.png` (a 6 × 4 image) and an `allowed` folder holding another copy.
    static func imageFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("reel-vocab-images-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("allowed"), withIntermediateDirectories: true)
        let raster = try FrameRenderer().render(HStack(spacing: 0) { Color.red; Color.blue }.frame(width: 6, height: 4),
                                                size: CGSize(width: 6, height: 4))
        let png = Data(PNGEncoder.encode(raster))
        try png.write(to: folder.appendingPathComponent("dot.png"))
        try png.write(to: folder.appendingPathComponent("allowed/dot.png"))
        return folder
    }

    @Test func imagesMatchTheCompiledScene() throws {
        try compare(ImageProbe.self, root: try Self.imageFolder())
    }

    /// A scene file whose body is `Image(name)`.
    static func imageScene(_ name: String) -> String {
        """
        import Reel

        struct ImageAccess: AnimatedScene {
            var format = SceneFormat(width: 20, height: 20)
            var body: some View {
                Image("\(name)")
            }
        }
        """
    }

    @Test func imagesOutsideTheSceneFolderAreRefused() throws {
        let folder = try Self.imageFolder()
        for name in ["../x.png", "/etc/passwd", "sub/../../x.png", folder.appendingPathComponent("allowed/dot.png").path] {
            let file = try SceneFile(text: Self.imageScene(name), fileName: "ImageAccess.swift", access: ResourceAccess(root: folder))
            let errors = file.validate()
            #expect(errors.count == 1, "\(name): \(errors)")
            let error = try #require(errors.first)
            #expect(error.kind == .access)
            #expect(error.line == 6 && error.column == 15, "\(error)")
            #expect(error.message == ResourceAccess(root: folder).check(name).failureMessage, "\(error)")
            #expect(error.description.hasPrefix("ImageAccess.swift:6:15: error: the image '\(name)'"))
        }
    }

    @Test func imagesInAllowedFoldersAndUnderTheSceneAreRead() throws {
        let folder = try Self.imageFolder()
        let access = ResourceAccess(root: folder, allowed: [folder.appendingPathComponent("allowed")])
        for name in ["dot.png", folder.appendingPathComponent("allowed/dot.png").path] {
            let file = try SceneFile(text: Self.imageScene(name), fileName: "ImageAccess.swift", access: access)
            #expect(file.validate().isEmpty, "\(name)")
            let log = DiagnosticLog()
            let image = try FrameRenderer(resourceRoot: folder, diagnostics: log).render(try file.makeScene(), frame: 0)
            #expect(log.errors.isEmpty, "\(name): \(log.errors)")
            #expect(image.width == 20)
        }
    }

    // MARK: Messages

    /// A scene file whose body is `expression`.
    static func scene(_ expression: String) -> String {
        """
        import Reel

        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 20, height: 20)
            var body: some View {
                \(expression)
            }
        }
        """
    }

    /// The errors `validate()` gives for a body of `expression`.
    static func errors(_ expression: String) throws -> [String] {
        let file = try SceneFile(text: scene(expression), fileName: "Probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/nonexistent")))
        return file.validate().map(\.description)
    }

    @Test func wrongLabelsAreNamedWithTheForms() throws {
        #expect(try Self.errors("Color.red.overlay(alignmnt: .top) { Color.blue }") == [
            "Probe.swift:6:27: error: overlay does not take 'alignmnt:' here; did you mean 'alignment:'? "
                + "(overlay(_:alignment:) or overlay(_:ignoresSafeAreaEdges:) or overlay(alignment:content:))",
        ])
        #expect(try Self.errors("Color.red.position(x: 1, yy: 2)") == [
            "Probe.swift:6:34: error: position does not take 'yy:' here; did you mean 'y:'? (position(_:) or position(x:y:))",
        ])
        #expect(try Self.errors("TimelineView(.animation(minimumInterval: 1, pausd: true)) { _ in Color.red }") == [
            "Probe.swift:6:53: error: animation does not take 'pausd:' here; did you mean 'paused:'? (animation(minimumInterval:paused:))",
        ])
        #expect(try Self.errors("Canvas { gc, size in gc.fill(Path(), width: .color(.red)) }").isEmpty,
                "canvas closures run when drawn; their errors are reported by the render")
    }

    @Test func canvasErrorsAreReportedWhenDrawn() throws {
        let file = try SceneFile(text: Self.scene("Canvas { gc, size in gc.fill(Path(), width: .color(.red)) }"), fileName: "Probe.swift",
                                 access: ResourceAccess(root: URL(fileURLWithPath: "/nonexistent")))
        let scene = try file.makeScene()
        // The error fails the frame (and so the render), and names the place in the file.
        #expect(throws: (any Error).self) { _ = try FrameRenderer().render(scene, frame: 0) }
        #expect(scene.interpreter?.recovered.map(\.description) == [
            "Probe.swift:6:46: error: fill does not take 'width:' here; did you mean 'with:'? (fill(_:style:) or fill(_:with:style:))",
        ])
    }

    @Test func graphicsContextCopiesAreIndependent() throws {
        // `var copy = gc` then transforming the copy must not move what `gc` draws.
        try compare(CanvasCopyProbe.self)
    }
}

extension Result where Failure == ResourceAccess.AccessDenied {
    /// The refusal's message, or nil.
    var failureMessage: String? {
        if case .failure(let denied) = self { return denied.message }
        return nil
    }
}

// ── scene LayoutProbe
struct LayoutProbe: AnimatedScene {
    var format = SceneFormat(width: 320, height: 200, background: .white)
    init() {}

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .bottom, spacing: 4) {
                Color.orange.frame(width: 30, height: 20).overlay(Color.blue.opacity(0.5))
                Rectangle().fill(Color.green).frame(width: 40, height: 30)
                    .overlay(alignment: .topLeading) { Circle().fill(Color.red).frame(width: 10, height: 10) }
                Text("Hi").padding(EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)).background(Color.yellow).border(Color.black, width: 1)
                Capsule().fill(Color.purple).frame(width: 40, height: 16)
                    .background(Color.gray, in: RoundedRectangle(cornerRadius: 4))
                    .padding([.top, .leading], 4)
                    .background(alignment: .bottomTrailing) { Color.mint.frame(width: 6, height: 6) }
                Circle().fill(Color.pink).aspectRatio(1, contentMode: .fit).frame(width: 50, height: 30)
                Ellipse().fill(Color.brown).aspectRatio(CGSize(width: 2, height: 1), contentMode: .fill).frame(width: 30, height: 30).clipped()
                Color.teal.frame(width: 12, height: 12).alignmentGuide(.bottom) { d in d.height / 2 }
                Color.indigo.frame(width: 12, height: 12).overlay(Color.white.frame(width: 4, height: 4), alignment: .topTrailing)
            }
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 10, maxWidth: 100).frame(height: 10)
                Color.green.frame(minWidth: 10, maxWidth: 100).frame(height: 10).layoutPriority(1)
                Divider()
                Spacer(minLength: 20)
                Color.blue.frame(width: 20, height: 10)
            }
            .frame(width: 200)
            .padding(.horizontal, 6)
            .background(Color.gray.opacity(0.2))
            ZStack {
                Color.cyan.frame(width: 10, height: 10).position(x: 20, y: 10)
                Color.orange.frame(width: 10, height: 10).position(CGPoint(x: 60, y: 14))
                Text("fixed size text").fixedSize().frame(width: 30)
                Text("wraps in a narrow frame").fixedSize(horizontal: false, vertical: true).frame(width: 60).offset(x: 80)
            }
            .frame(width: 200, height: 30)
            .coordinateSpace(name: "probe")
            .border(Color.red)
            VStack(alignment: .trailing, spacing: 2) {
                Color.red.frame(width: 40, height: 6)
                Color.green.frame(width: 20, height: 6).alignmentGuide(.trailing) { d in d.width / 2 }
                Color.blue.frame(width: 30, height: 6).alignmentGuide(HorizontalAlignment.center) { d in d.width / 4 }
            }
            .padding()
            .background(Color.black.opacity(0.1))
        }
        .padding(8)
    }
}
// ── end LayoutProbe

// ── scene GridProbe
struct GridProbe: AnimatedScene {
    var format = SceneFormat(width: 320, height: 220, background: Color(white: 0.95))
    init() {}

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            VStack(spacing: 6) {
                Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4) {
                    GridRow {
                        Color.red.frame(width: 20, height: 10)
                        Color.green.frame(width: 30, height: 14)
                        Color.blue.frame(width: 10, height: 10)
                    }
                    GridRow(alignment: .top) {
                        Color.orange.frame(width: 10, height: 20).gridCellColumns(2)
                        Color.purple.frame(width: 16, height: 8).gridColumnAlignment(.trailing)
                    }
                    Color.gray.frame(height: 2)
                    GridRow {
                        ForEach(0..<3) { i in Color(hue: Double(i) / 3, saturation: 0.7, brightness: 0.9).frame(width: 12, height: 12) }
                    }
                }
                LazyVGrid(columns: [GridItem(.fixed(30)), GridItem(.flexible(), spacing: 2), GridItem(.adaptive(minimum: 12), alignment: .top)], spacing: 3) {
                    ForEach(0..<11) { i in Color(hue: Double(i) / 11, saturation: 0.8, brightness: 0.9).frame(height: 8 + Double(i % 3) * 2) }
                }
                .frame(width: 120)
                LazyHGrid(rows: [GridItem(.fixed(10)), GridItem(.flexible(minimum: 5, maximum: 12))], alignment: .bottom, spacing: 2) {
                    ForEach(0..<7) { i in Color.indigo.opacity(0.3 + Double(i) * 0.1).frame(width: 8, height: 6) }
                }
                .frame(height: 30)
            }
            VStack(spacing: 6) {
                let stack = AnyLayout(HStackLayout(alignment: .top, spacing: 2))
                stack.callAsFunction {
                    Color.red.frame(width: 10, height: 20)
                    Color.green.frame(width: 10, height: 10)
                }
                AnyLayout(VStackLayout(alignment: .leading)).callAsFunction {
                    Color.blue.frame(width: 20, height: 5)
                    Color.cyan.frame(width: 10, height: 5)
                }
                ZStackLayout(alignment: .bottomTrailing).callAsFunction {
                    Color.orange.frame(width: 20, height: 20)
                    Color.black.frame(width: 6, height: 6)
                }
                RadialLayout().callAsFunction {
                    ForEach(0..<6) { i in Circle().fill(Color(hue: Double(i) / 6, saturation: 1, brightness: 1)).frame(width: 10, height: 10) }
                }
                .frame(width: 60, height: 60)
                MasonryLayout(columns: 2, spacing: 2).callAsFunction {
                    ForEach(0..<5) { i in Color.teal.frame(height: 6 + Double(i) * 3) }
                }
                .frame(width: 50)
                RelativeHStack(spacing: 2).callAsFunction {
                    Color.red.frame(height: 6)
                    Color.green.frame(height: 6).layoutPriority(2)
                    Color.blue.frame(height: 6)
                }
                .frame(width: 80)
            }
        }
        .padding(6)
    }
}
// ── end GridProbe

// ── scene SubscriptProbe
struct SubscriptProbe: AnimatedScene {
    var format = SceneFormat(width: 120, height: 60, background: .white)
    init() {}

    var body: some View {
        let layout = AnyLayout(HStackLayout(spacing: 2))
        VStack(alignment: .leading, spacing: 2) {
            Color.red.frame(width: 40, height: 6)
            Color.blue.frame(width: 30, height: 6).alignmentGuide(.leading) { d in d[.trailing] - d[HorizontalAlignment.center] }
            Color.green.frame(width: 20, height: 6).alignmentGuide(.leading) { d in d[explicit: .leading] ?? 5 }
            layout {
                Color.orange.frame(width: 10, height: 10)
                Color.purple.frame(width: 10, height: 10)
            }
        }
        .padding(20)
    }
}
// ── end SubscriptProbe

// ── scene CanvasProbe
struct CanvasProbe: AnimatedScene {
    var format = SceneFormat(width: 200, height: 160, fps: 10, duration: 1, background: .black)
    init() {}

    var body: some View {
        TimelineView(.animation) { context in
            Canvas { gc, size in
                let t = context.time
                var layer = gc
                layer.translateBy(x: size.width / 2, y: size.height / 2)
                layer.rotate(by: .degrees(t * 90))
                layer.scaleBy(x: 1.5, y: 1)
                layer.opacity = 0.8
                layer.fill(Path(CGRect(x: -20, y: -10, width: 40, height: 20)), with: .color(.orange))
                gc.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 50, height: 30)),
                          with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 10, y: 10), endPoint: CGPoint(x: 60, y: 40)),
                          lineWidth: 3)
                gc.stroke(Path { p in
                    p.move(to: CGPoint(x: 0, y: 150))
                    p.addLine(to: CGPoint(x: 200, y: 150))
                }, with: .color(.white), style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
                gc.fill(Circle().path(in: CGRect(x: 150, y: 10, width: 30, height: 30)),
                        with: .radialGradient(Gradient(colors: [.yellow, .clear]), center: CGPoint(x: 165, y: 25), startRadius: 0, endRadius: 15))
                gc.fill(Path(CGRect(x: 150, y: 50, width: 30, height: 30)),
                        with: .conicGradient(Gradient(colors: [.red, .green, .red]), center: CGPoint(x: 165, y: 65), angle: .degrees(t * 45)))
                gc.fill(Path(roundedRect: CGRect(x: 110, y: 50, width: 30, height: 20), cornerRadius: 5), with: .style(Color.mint))
                var clipped = gc
                clipped.clip(to: Path(ellipseIn: CGRect(x: 10, y: 100, width: 40, height: 40)))
                clipped.fill(Path(CGRect(x: 0, y: 90, width: 60, height: 60)), with: .color(.green))
                gc.drawLayer { inner in
                    inner.addFilter(.blur(radius: 3))
                    inner.fill(Path(ellipseIn: CGRect(x: 70, y: 100, width: 30, height: 30)), with: .color(.cyan))
                }
                var blended = gc
                blended.blendMode = .screen
                blended.fill(Path(ellipseIn: CGRect(x: 85, y: 110, width: 30, height: 30)), with: .color(.red))
                var filtered = gc
                filtered.addFilter(.shadow(color: .white, radius: 2, x: 1, y: 1))
                filtered.addFilter(.saturation(0.5))
                filtered.fill(Path(CGRect(x: 130, y: 100, width: 20, height: 20)), with: .color(.purple), style: FillStyle(eoFill: true))
                gc.draw(Text("t = \(Int(t * 10))").foregroundColor(.white), at: CGPoint(x: 4, y: 4), anchor: .topLeading)
                gc.draw(Text("Canvas").foregroundColor(.yellow), in: CGRect(x: 120, y: 130, width: 80, height: 20))
            }
        }
    }
}
// ── end CanvasProbe

// ── scene CanvasCopyProbe
struct CanvasCopyProbe: AnimatedScene {
    var format = SceneFormat(width: 120, height: 120, background: .white)
    init() {}

    var body: some View {
        Canvas { gc, size in
            for i in 0..<8 {
                var tick = gc
                tick.translateBy(x: size.width / 2, y: size.height / 2)
                tick.rotate(by: .degrees(Double(i) * 45))
                tick.fill(Path(CGRect(x: 30, y: -2, width: 20, height: 4)), with: .color(.black))
                gc.fill(Path(ellipseIn: CGRect(x: Double(i) * 12, y: 2, width: 8, height: 8)), with: .color(.red))
            }
            gc.opacity = 0.5
            gc.fill(Path(ellipseIn: CGRect(x: 50, y: 50, width: 20, height: 20)), with: .color(.blue))
        }
    }
}
// ── end CanvasCopyProbe

// ── scene TimeProbe
struct TimeProbe: AnimatedScene {
    var format = SceneFormat(width: 260, height: 140, fps: 10, duration: 2, background: .white)
    @State var flag = false
    init() {}

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 0.5)) { context in
                    Color.red.frame(width: 10 + context.date.timeIntervalSinceReferenceDate * 10, height: 10)
                }
                TimelineView(.animation(minimumInterval: 0.3, paused: false)) { context in
                    Color.orange.frame(width: 10, height: 10).offset(y: context.time * 5)
                }
                GeometryReader { proxy in
                    Color.blue.frame(width: proxy.size.width / 2, height: proxy.frame(in: .local).height / 2)
                        .offset(x: proxy.frame(in: .named("row")).minX / 20)
                }
                .frame(width: 40, height: 20)
                PhaseAnimator([0.0, 1.0, 0.5]) { phase in
                    Circle().fill(Color.green).frame(width: 10, height: 10).offset(x: phase * 20)
                } animation: { phase in
                    .easeInOut(duration: 0.4)
                }
                Rectangle().fill(Color.orange).frame(width: 12, height: 12)
                    .phaseAnimator([false, true], trigger: flag) { content, on in
                        content.rotationEffect(.degrees(on ? 45 : 0))
                    }
            }
            .coordinateSpace(name: "row")
            KeyframeAnimator(initialValue: ProbeValues()) { value in
                Rectangle().fill(Color.purple).frame(width: 20, height: 20)
                    .scaleEffect(value.scale)
                    .rotationEffect(value.angle)
                    .offset(x: value.offset.x)
            } keyframes: {
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.5, duration: 0.5)
                    SpringKeyframe(1, duration: 0.5, spring: .bouncy)
                }
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.degrees(90), duration: 1)
                }
                KeyframeTrack(\.offset) {
                    MoveKeyframe(CGPoint(x: 10, y: 0))
                    LinearKeyframe(CGPoint(x: 40, y: 0), duration: 1, timingCurve: .easeInOut)
                }
            }
            Color.gray.frame(width: 20, height: 20)
                .keyframeAnimator(initialValue: 1.0, trigger: flag) { content, opacity in
                    content.opacity(opacity)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(0.2, duration: 0.3)
                        LinearKeyframe(1, duration: 0.3)
                    }
                }
        }
    }

    var timeline: some Timeline {
        At(0.5) { flag = true }
    }
}

struct ProbeValues {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGPoint.zero
}
// ── end TimeProbe

// ── scene ImageProbe
struct ImageProbe: AnimatedScene {
    var format = SceneFormat(width: 60, height: 40, background: .white)
    init() {}

    var body: some View {
        HStack(spacing: 2) {
            Image("dot.png")
            Image("dot.png").resizable().interpolation(.none).frame(width: 24, height: 16)
            Canvas { gc, size in
                gc.draw(Image("dot.png"), at: CGPoint(x: 5, y: 5))
                gc.draw(Image("dot.png"), in: CGRect(x: 0, y: 10, width: 10, height: 10))
            }
            .frame(width: 12, height: 30)
        }
    }
}
// ── end ImageProbe
