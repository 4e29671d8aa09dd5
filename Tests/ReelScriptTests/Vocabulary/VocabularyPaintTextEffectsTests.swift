import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// The paint, text and effects vocabulary of scene files: each scene below is compiled into this
/// test target and also read back from this file's own text as a scene file; both must render to
/// identical bytes, and mistakes must be reported exactly.
@Suite struct VocabularyPaintTextEffectsTests {
    /// Parses `text` as a scene file named `name`.swift.
    static func sceneFile(_ text: String, name: String = "Test") throws -> SceneFile {
        try SceneFile(text: text, fileName: name + ".swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
    }

    /// Renders every frame of the compiled scene and of the same scene read as a scene file from
    /// this file's text, requiring identical pixels (every fourth frame and the last in the default
    /// test tier).
    static func expectSameFrames<S: AnimatedScene>(_ type: S.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = try sceneFile(try EmbeddedScene.text("\(S.self)", in: #filePath), name: "\(S.self)")
        #expect(file.validate().map(\.description) == [], sourceLocation: sourceLocation)
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format, sourceLocation: sourceLocation)
        try FrameParity.expectSame(compiled, interpreted, frames: TestTier.frames(of: compiled.format.frameCount),
                                   compiledRenderer: FrameRenderer(resourceRoot: URL(fileURLWithPath: "/tmp")),
                                   interpretedRenderer: FrameRenderer(resourceRoot: URL(fileURLWithPath: "/tmp")), sourceLocation: sourceLocation)
    }

    /// The errors a scene file reports, loading it or evaluating its body: `line:column: message`.
    static func errors(_ body: String, declarations: String = "") -> [String] {
        let text = """
        import Reel

        struct Broken: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100)

            var body: some View {
        \(body)
            }
        }
        \(declarations)
        """
        do {
            return try sceneFile(text, name: "Broken").validate().map { "\($0.line):\($0.column): \($0.message)" }
        } catch let failure as SceneFileError {
            return failure.errors.map { "\($0.line):\($0.column): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: Paint

    @Test func paint() throws {
        try Self.expectSameFrames(PaintScene.self)
    }

    @Test func gradientStylesAndColorMembers() throws {
        try Self.expectSameFrames(GradientScene.self)
    }

    // MARK: Text

    @Test func text() throws {
        try Self.expectSameFrames(TextScene.self)
    }

    // MARK: Effects

    @Test func effects() throws {
        try Self.expectSameFrames(EffectsScene.self)
    }

    @Test func transitions() throws {
        try Self.expectSameFrames(TransitionScene.self)
    }

    // MARK: Mistakes

    @Test func unknownMembersSuggestTheClosest() {
        // Names no type has are caught before the body runs.
        #expect(Self.errors("        Circle().blendMode(.scren)")
                == ["7:29: unknown member '.scren'; did you mean '.screen'?"])
        #expect(Self.errors("        Text(\"a\").font(.sytem(size: 12))")
                == ["7:25: unknown member '.sytem'; did you mean '.system'?"])
        #expect(Self.errors("        Text(\"a\").fontWeight(.bld)")
                == ["7:31: unknown member '.bld'; did you mean '.bold'?"])
        #expect(Self.errors("        Circle().transition(.slid)")
                == ["7:30: unknown member '.slid'; did you mean '.slide'?"])
        #expect(Self.errors("        Circle().fill(LinearGradient(colors: [.red], startPoint: .topLeadin, endPoint: .bottom))")
                == ["7:67: unknown member '.topLeadin'; did you mean '.topLeading'?"])
        // Names of other types are reported with the type the parameter has, at the name (as the
        // check before the body runs reports unknown names).
        #expect(Self.errors("        Circle().blendMode(.scale)") == ["7:29: BlendMode has no member 'scale'"])
        #expect(Self.errors("        Text(\"a\").fontWeight(.title)") == ["7:31: Font.Weight has no member 'title'"])
        #expect(Self.errors("        Text(\"a\").font(.bold)") == ["7:25: Font has no member 'bold'; did you mean '.body'?"])
        #expect(Self.errors("        Circle().transition(.top)") == ["7:30: AnyTransition has no member 'top'"])
        #expect(Self.errors("        Circle().transition(.move(edge: .topLeading))") == ["7:42: Edge has no member 'topLeading'; did you mean '.leading'?"])
        #expect(Self.errors("        Circle().fill(LinearGradient(colors: [.red], startPoint: .horizontal, endPoint: .bottom))") == ["7:67: UnitPoint has no member 'horizontal'"])
        #expect(Self.errors("        Text(\"a\").multilineTextAlignment(.top)") == ["7:43: TextAlignment has no member 'top'"])
        #expect(Self.errors("        Circle().padding(.topLeading, 3)") == ["7:27: Edge.Set has no member 'topLeading'; did you mean '.leading'?"])
    }

    @Test func wrongLabelsNameTheForms() {
        #expect(Self.errors("        Circle().fill(LinearGradient(colours: [.red], startPoint: .top, endPoint: .bottom))")
                == ["7:38: LinearGradient does not take 'colours:' here; did you mean 'colors:'? "
                    + "(LinearGradient(colors:startPoint:endPoint:) or LinearGradient(gradient:startPoint:endPoint:) or LinearGradient(stops:startPoint:endPoint:))"])
        #expect(Self.errors("        Text(\"a\").font(.system(sise: 12))")
                == ["7:32: system does not take 'sise:' here; did you mean 'size:'? (system(_:design:weight:) or system(size:weight:design:))"])
        #expect(Self.errors("        Circle().transition(.scale(scale: 0.5, ancor: .top))")
                == ["7:48: scale does not take 'ancor:' here; did you mean 'anchor:'? (scale(scale:anchor:))"])
        #expect(Self.errors("        Circle().clipShape(Circle(), stlye: FillStyle())")
                == ["7:38: clipShape does not take 'stlye:' here; did you mean 'style:'? (clipShape(_:style:))"])
    }

    @Test func wrongTypesSayWhatWasExpected() {
        #expect(Self.errors("        Circle().hueRotation(30)")
                == ["7:30: the argument of hueRotation expects Angle, got Int"])
        let modifiers = """
        struct Fade: ViewModifier {
            var amount: Double
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        struct Spin: ViewModifier {
            var angle: Double
            func body(content: Content) -> some View { content.rotationEffect(.degrees(angle)) }
        }
        """
        #expect(Self.errors("        Circle().transition(.modifier(active: Fade(amount: 0), identity: Spin(angle: 0)))", declarations: modifiers)
                == ["7:74: 'identity:' of modifier expects Fade like 'active:', got Spin"])
    }
}

// MARK: - Scenes, compiled and as scene files

// ── scene PaintScene
struct PaintScene: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 2, duration: 1, background: Color(white: 0.1))

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Rectangle()
                    .fill(LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 50, height: 40)
                Circle()
                    .fill(RadialGradient(gradient: Gradient(stops: [Gradient.Stop(color: .yellow, location: 0), .init(color: .orange, location: 0.6)]),
                                         center: .center, startRadius: 2, endRadius: 20))
                    .frame(width: 40, height: 40)
                EllipticalGradient(colors: [.white, .purple], center: UnitPoint(x: 0.3, y: 0.4), endRadiusFraction: 0.7)
                    .frame(width: 50, height: 40)
                Circle()
                    .fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center, angle: .degrees(30)))
                    .frame(width: 40, height: 40)
            }
            HStack(spacing: 6) {
                Rectangle().fill(Color.teal).frame(width: 30, height: 30).brightness(0.2)
                Rectangle().fill(Color.teal).frame(width: 30, height: 30).contrast(1.6)
                Rectangle().fill(Color.teal).frame(width: 30, height: 30).saturation(0.3)
                Rectangle().fill(Color.teal).frame(width: 30, height: 30).grayscale(0.8)
                Rectangle().fill(Color.teal).frame(width: 30, height: 30).hueRotation(.degrees(120))
                Rectangle().fill(Color.white).frame(width: 30, height: 30).colorMultiply(.orange)
            }
            ZStack {
                Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: -12)
                Circle().fill(Color.green).frame(width: 40, height: 40).offset(x: 12).blendMode(.screen)
                Circle().fill(Color.blue).frame(width: 40, height: 40).offset(y: 10).blendMode(BlendMode.multiply)
            }
        }
    }
}
// ── end PaintScene

// ── scene GradientScene
struct GradientScene: AnimatedScene {
    var format = SceneFormat(width: 200, height: 140, fps: 4, duration: 1)
    @State var warm = false

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(LinearGradient(gradient: Gradient(colors: [warm ? .orange : .blue, .white]), startPoint: .top, endPoint: .bottom))
                    .frame(width: 40, height: 40)
                Rectangle()
                    .fill(LinearGradient(stops: [.init(color: .black, location: 0.2), Gradient.Stop(color: .mint, location: 0.8)],
                                         startPoint: UnitPoint(x: 0, y: 0.5), endPoint: .trailing))
                    .frame(width: 40, height: 40)
                Circle()
                    .fill(AngularGradient(stops: [.init(color: .pink, location: 0), .init(color: .indigo, location: 1)],
                                          center: .bottomLeading, startAngle: .degrees(10), endAngle: .degrees(200)))
                    .frame(width: 40, height: 40)
                Circle()
                    .fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow]), center: .topTrailing))
                    .frame(width: 40, height: 40)
            }
            HStack(spacing: 4) {
                Rectangle().fill(Color.purple.gradient).frame(width: 40, height: 40)
                Circle()
                    .fill(RadialGradient(colors: [.white, .brown], center: .top, startRadius: 0, endRadius: 30))
                    .frame(width: 40, height: 40)
                Circle()
                    .fill(RadialGradient(stops: [.init(color: .cyan, location: 0.5), .init(color: .clear, location: 1)],
                                         center: UnitPoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: 20))
                    .frame(width: 40, height: 40)
                EllipticalGradient(gradient: Gradient(colors: [.yellow, .green]))
                    .frame(width: 40, height: 30)
            }
            HStack(spacing: 4) {
                Circle().fill(.foreground).frame(width: 20, height: 20)
                Capsule().fill(.foreground).frame(width: 40, height: 20)
            }
            .foregroundStyle(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(warm ? 90 : 0)))
            Rectangle()
                .fill(Color(red: Color.orange.red, green: Color.orange.green * 0.5, blue: Color.orange.blue, opacity: Color.orange.alpha))
                .frame(width: 100, height: 6)
        }
    }

    var timeline: some Timeline {
        At(0.25) { withAnimation(.linear(duration: 0.5)) { warm = true } }
    }
}
// ── end GradientScene

// ── scene TextScene
struct TextScene: AnimatedScene {
    var format = SceneFormat(width: 260, height: 300, fps: 1, duration: 1)

    var body: some View {
        VStack(spacing: 4) {
            Text("System serif bold").font(.system(size: 16, weight: .bold, design: .serif))
            Text("Mono").font(.system(size: 14, design: .monospaced)).foregroundColor(.blue)
            Text("Large italic").font(.largeTitle).italic()
            Text("Heavy headline").font(.headline).fontWeight(.heavy)
            Text("Custom").font(.custom("DejaVu Serif", size: 13)).bold()
            Text("Font methods").font(Font.title3.weight(Font.Weight.black).italic())
            Text("Sized").font(Font.caption.size(15).bold())
            HStack {
                Text("env")
                Text("own").fontWeight(nil)
            }
            .font(.caption)
            .fontWeight(.light)
            .bold()
            .italic(false)
            Text("A longer line of text that wraps onto a second line and then a third one")
                .font(.footnote)
                .multilineTextAlignment(.center)
                .lineLimit(2)
                .lineSpacing(4)
                .truncationMode(.middle)
                .frame(width: 150)
            Text("Trailing text\nin two lines").font(.caption2).multilineTextAlignment(TextAlignment.trailing).lineLimit(nil)
            Text("head truncated text that is long").font(Font.subheadline).lineLimit(1).truncationMode(Text.TruncationMode.head).frame(width: 90)
        }
    }
}
// ── end TextScene

// ── scene EffectsScene
struct EffectsScene: AnimatedScene {
    var format = SceneFormat(width: 300, height: 120, fps: 1, duration: 1, background: .white)

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Rectangle().fill(Color.orange).frame(width: 40, height: 40).clipShape(Circle())
                Rectangle().fill(Color.green).frame(width: 40, height: 40).clipShape(RoundedRectangle(cornerRadius: 10), style: FillStyle(antialiased: false))
                Circle().fill(Color.blue).frame(width: 60, height: 60).frame(width: 40, height: 40).clipped()
                Circle().fill(Color.red).frame(width: 60, height: 60).frame(width: 40, height: 40).clipped(antialiased: true)
                Rectangle().fill(Color.purple).frame(width: 40, height: 40).cornerRadius(12)
                Rectangle().fill(Color.brown).frame(width: 20, height: 20).transformEffect(CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 0))
                Rectangle().fill(Color.cyan).frame(width: 20, height: 20).transformEffect(.rotation(.degrees(30), about: CGPoint(x: 10, y: 10)))
            }
            HStack(spacing: 6) {
                Rectangle().fill(Color.gray).frame(width: 20, height: 20).padding(.horizontal, 8).padding(Edge.Set.vertical, 4)
                Rectangle().fill(Color.pink).frame(width: 40, height: 40).mask(Circle())
                Rectangle().fill(Color.indigo).frame(width: 40, height: 40).mask {
                    Text("M").font(.system(size: 36, weight: .black))
                }
                Rectangle().fill(Color.teal).frame(width: 40, height: 40).mask(alignment: .topLeading) {
                    Circle().frame(width: 20, height: 20)
                }
                Rectangle().fill(Color.black).frame(width: 40, height: 40).hidden()
                ZStack {
                    Circle().fill(Color.red).frame(width: 30, height: 30).offset(x: -6)
                    Circle().fill(Color.blue).frame(width: 30, height: 30).offset(x: 6)
                }
                .drawingGroup()
                .opacity(0.5)
            }
        }
    }
}
// ── end EffectsScene

// ── scene TransitionScene
/// Fades a transitioned view (for `.modifier(active:identity:)`).
struct FadeModifier: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View {
        content.opacity(amount).scaleEffect(0.5 + amount / 2)
    }
}

struct TransitionScene: AnimatedScene {
    var format = SceneFormat(width: 320, height: 90, fps: 10, duration: 2, background: Color(white: 0.15))
    @State var shown = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<8) { i in
                ZStack {
                    Rectangle().fill(Color(white: 0.3))
                    if shown {
                        RoundedRectangle(cornerRadius: 6)
                            .fill(Color(hue: Double(i) / 8, saturation: 0.7, brightness: 1))
                            .frame(width: 26, height: 26)
                            .transition(transition(i))
                    }
                }
                .frame(width: 32, height: 60)
                .clipped()
            }
        }
    }

    func transition(_ i: Int) -> AnyTransition {
        switch i {
        case 0: return .opacity
        case 1: return .scale(scale: 0.2, anchor: .bottom)
        case 2: return .slide
        case 3: return .move(edge: .top)
        case 4: return .offset(x: 10, y: -20)
        case 5: return .push(from: .leading)
        case 6: return .asymmetric(insertion: .offset(CGSize(width: 0, height: 30)), removal: AnyTransition.scale.combined(with: .opacity))
        default: return .modifier(active: FadeModifier(amount: 0), identity: FadeModifier(amount: 1))
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 0.6)) { shown = true } }
        At(1.1) { withAnimation(.easeIn(duration: 0.6)) { shown = false } }
    }
}
// ── end TransitionScene
