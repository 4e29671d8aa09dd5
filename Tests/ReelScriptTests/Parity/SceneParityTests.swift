import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Scenes
import Testing

/// Every scene in Scenes/ (and the benchmark scenes in Scenes/Benchmarks/) is both compiled (the
/// `Scenes` target) and a scene file: rendered both ways at three times, the pixels must be
/// identical.
@Suite struct SceneParityTests {
    /// The folder of the gallery files.
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// The scene files of the gallery and of Scenes/Benchmarks/, by path under Scenes/ without
    /// `.swift`; each has the compiled scene of its file's name.
    static var gallery: [String] {
        var names: [String] = []
        for folder in ["", "Benchmarks/"] {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.appendingPathComponent(folder).path)) ?? []
            names += files.filter { $0.hasSuffix(".swift") && $0 != "SceneCatalog.swift" }.map { folder + String($0.dropLast(6)) }
        }
        return names.sorted()
    }

    /// The scene name of a gallery path: its file's name.
    static func sceneName(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    @Test func everySceneFileHasACompiledScene() {
        #expect(SceneParityTests.gallery.count >= 8)
        for path in SceneParityTests.gallery {
            let name = SceneParityTests.sceneName(path)
            #expect(SceneCatalog.scenes[name] != nil, "Scenes/\(path).swift has no compiled scene named \(name) in SceneCatalog")
        }
    }

    @Test(arguments: SceneParityTests.gallery)
    func interpretedMatchesCompiled(_ path: String) throws {
        let name = SceneParityTests.sceneName(path)
        let file = try CorpusFiles.load(SceneParityTests.scenesFolder.appendingPathComponent(path + ".swift").path)
        #expect(file.sceneName == name)
        #expect(file.validate().map(\.description) == [])
        let type = try #require(SceneCatalog.scenes[name])
        try compare(type, file)
    }

    /// Renders the compiled and the interpreted scene at the start, the middle and the end.
    func compare<S: AnimatedScene>(_ type: S.Type, _ file: SceneFile) throws {
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format)
        let count = compiled.format.frameCount
        let frames = Array(Set([0, count / 2, max(0, count - 1)])).sorted()
        try FrameParity.expectSame(compiled, interpreted, frames: frames,
                                   compiledRenderer: FrameRenderer(resourceRoot: SceneParityTests.scenesFolder),
                                   interpretedRenderer: FrameRenderer(resourceRoot: file.access.root))
    }

    // MARK: The Swift scene files speak

    /// Renders every frame of the compiled scene `S` and of the same scene read back from this
    /// file's text as a scene file, requiring identical pixels (every frame in the full test tier, every
    /// fourth and the last in the default tier).
    static func expectSameFrames<S: AnimatedScene>(_ type: S.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try EmbeddedScene.text("\(S.self)", in: #filePath)
        let file = try SceneFile(text: text, fileName: "\(S.self).swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [], sourceLocation: sourceLocation)
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format, sourceLocation: sourceLocation)
        try FrameParity.expectSame(compiled, interpreted, frames: TestTier.frames(of: compiled.format.frameCount),
                                   compiledRenderer: FrameRenderer(resourceRoot: URL(fileURLWithPath: "/tmp")), sourceLocation: sourceLocation)
    }

    /// Extensions of the file's structs and of library types: static members of `Animation`,
    /// `AnyTransition` and `Color` (read as `Type.name` and as `.name`), helper modifiers on
    /// `View`, computed properties and methods on `Int` and `Double`, `Self.`.
    @Test func extensions() throws { try SceneParityTests.expectSameFrames(ExtensionParity.self) }

    /// `Bool.toggle()` and array mutations on state in timeline events, `withAnimation { }`
    /// without an animation, `forEach`, and closures destructuring `enumerated()` pairs.
    @Test func stateMutations() throws { try SceneParityTests.expectSameFrames(StateMutationParity.self) }

    /// Enums: a caseless namespace of constants, a state enum with raw values and `CaseIterable`
    /// iterated by `ForEach`, a nested enum, `switch` over cases in a view body and in computed
    /// properties, cases assigned to state in timeline events.
    @Test func enums() throws { try SceneParityTests.expectSameFrames(EnumParity.self) }

    /// Implicit member initialisers of library types and of the file's structs, static members
    /// by leading dot, `Self`, `repeat … while`, and an `inout` parameter.
    @Test func implicitInitialisersSelfAndRepeat() throws { try SceneParityTests.expectSameFrames(ImplicitInitParity.self) }

    /// Explicit initialisers (a generic container view taking a `@ViewBuilder` closure), generic
    /// helper functions and modifiers, `@ViewBuilder` functions, operators declared by a struct.
    @Test func initialisersGenericsAndOperators() throws { try SceneParityTests.expectSameFrames(InitGenericParity.self) }

    /// A `Set` in state: elements inserted and removed in events, membership read by the body
    /// (never its order, which Swift leaves unspecified).
    @Test func sets() throws { try SceneParityTests.expectSameFrames(SetParity.self) }

    /// `Identifiable` structs given to `ForEach` without `id:`, inserted and removed in events,
    /// and a `@ViewBuilder` computed property.
    @Test func identifiableElements() throws { try SceneParityTests.expectSameFrames(IdentifiableParity.self) }

    /// `GeometryEffect`s: a skew animated by `withAnimation` through a computed `animatableData`,
    /// a shake with stored data triggered by a state change, an effect with an `AnimatablePair`,
    /// one without data, applied by `.modifier(...)` and by an extension method, with
    /// `ignoredByLayout()`; `ProjectionTransform` made from `CGAffineTransform`s (`.init(a:…)`,
    /// `translationX:y:`, `rotationAngle:`, `scaleX:y:`, `.translatedBy`, `.rotated(by:)`,
    /// `.concatenating`), its entries written, `concatenating`, `inverted()` and `isAffine`.
    @Test func geometryEffects() throws { try SceneParityTests.expectSameFrames(GeometryEffectParity.self) }

    /// Random numbers drawn wherever the engine calls scene code: the body and a `ForEach`'s
    /// content, two `Canvas` renderers (different fields), a `Shape`'s `path(in:)`, a
    /// `GeometryEffect`'s `effectValue(size:)`, a `Layout`'s `placeSubviews`, a `GeometryReader`'s
    /// content, an `onAppear` action, an `At` event shuffling an array in state with `shuffle()`.
    @Test func randomNumbers() throws { try SceneParityTests.expectSameFrames(RandomParity.self) }
}

// ── scene ExtensionParity
extension Animation {
    static var parityGentle: Animation { .easeInOut(duration: 0.6) }
    static func paritySnappy(_ delay: Double) -> Animation { .spring(response: 0.3, dampingFraction: 0.6).delay(delay) }
}

extension AnyTransition {
    static var parityPop: AnyTransition { .scale(scale: 0.2).combined(with: .opacity) }
}

extension Color {
    static let parityBrand = Color(red: 0.95, green: 0.45, blue: 0.2)
    static var parityInk: Color { Color(white: 0.12) }
}

extension Int {
    var parityHue: Double { Double(self) / 6 }
    func parityTimes(_ factor: Double) -> Double { Double(self) * factor }
}

extension Double {
    var parityHalf: Double { self / 2 }
}

extension View {
    func parityCard(_ color: Color = .parityBrand) -> some View {
        self.padding(6).background(color).clipShape(RoundedRectangle(cornerRadius: 8))
    }

    func parityFaded(_ on: Bool) -> some View { opacity(on ? 0.4 : 1) }
}

struct ParityTile: View {
    var index: Int

    var body: some View {
        Circle()
            .fill(Color(hue: index.parityHue, saturation: 0.7, brightness: 0.95))
            .frame(width: Self.side, height: Self.side)
            .parityCard(index.isMultiple(of: 2) ? .parityBrand : .parityInk)
    }
}

extension ParityTile {
    static let side: Double = 22
    var doubled: Int { index * 2 }
    func shifted() -> Double { Double(doubled).parityHalf }
}

struct ExtensionParity: AnimatedScene {
    var format = SceneFormat(width: 260, height: 120, fps: 10, duration: 1.2, background: .parityInk)
    @State var shown = false

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<6) { i in
                ParityTile(index: i)
                    .offset(y: shown ? ParityTile(index: i).shifted() : 0)
                    .parityFaded(!shown && i > 3)
            }
            if shown {
                Rectangle().fill(Color.parityBrand).frame(width: 20, height: 3.parityTimes(10)).transition(.parityPop)
            }
        }
    }

    var timeline: some Timeline {
        At(0.1) { withAnimation(.parityGentle) { shown = true } }
        At(0.7) { withAnimation(Animation.paritySnappy(0.1)) { shown = false } }
    }
}
// ── end ExtensionParity

// ── scene StateMutationParity
struct StateMutationParity: AnimatedScene {
    var format = SceneFormat(width: 240, height: 100, fps: 10, duration: 1.5, background: Color(white: 0.1))
    @State var expanded = false
    @State var values: [Double] = [20, 45, 30]

    var total: Double {
        var sum = 0.0
        values.forEach { sum += $0 }
        return sum
    }

    var body: some View {
        VStack(spacing: 4) {
            HStack(alignment: .bottom, spacing: 4) {
                ForEach(Array(values.enumerated().map { index, value in value + Double(index) * 5 }), id: \.self) { height in
                    Rectangle()
                        .fill(expanded ? Color.orange : Color.teal)
                        .frame(width: 18, height: height)
                }
            }
            Rectangle().fill(Color.white).frame(width: total, height: 4)
        }
        .scaleEffect(expanded ? 1.2 : 1)
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation { expanded.toggle() } }
        At(0.5) { withAnimation { values.append(50) } }
        At(0.8) {
            values.removeFirst()
            values.insert(10, at: 1)
        }
        At(1.1) { withAnimation(.easeIn(duration: 0.3)) { expanded.toggle() } }
    }
}
// ── end StateMutationParity

// ── scene EnumParity
enum ParityLayout {
    static let side: Double = 26
    static let gap = 6.0
    static var corner: Double { side / 4 }
}

enum ParityPhase: Int, CaseIterable {
    case idle, loading, done

    var color: Color {
        switch self {
        case .idle: return .gray
        case .loading: return .orange
        case .done: return .green
        }
    }

    var next: ParityPhase { ParityPhase(rawValue: rawValue + 1) ?? .idle }
}

struct ParityBadge: View {
    enum Style: String { case filled, outlined }
    var phase: ParityPhase
    var style: Style

    var body: some View {
        switch style {
        case .filled:
            RoundedRectangle(cornerRadius: ParityLayout.corner).fill(phase.color)
                .frame(width: ParityLayout.side, height: ParityLayout.side)
        case .outlined:
            RoundedRectangle(cornerRadius: ParityLayout.corner).stroke(phase.color, lineWidth: 3)
                .frame(width: ParityLayout.side, height: ParityLayout.side)
        }
    }
}

struct EnumParity: AnimatedScene {
    var format = SceneFormat(width: 200, height: 90, fps: 10, duration: 1.2, background: Color(white: 0.08))
    @State var phase: ParityPhase = .idle

    var body: some View {
        VStack(spacing: ParityLayout.gap) {
            HStack(spacing: ParityLayout.gap) {
                ForEach(ParityPhase.allCases, id: \.self) { candidate in
                    ParityBadge(phase: candidate, style: candidate == phase ? .filled : .outlined)
                        .scaleEffect(candidate == phase ? 1.2 : 1)
                }
            }
            Capsule().fill(phase.color).frame(width: 40 + Double(phase.rawValue) * 50, height: 8)
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 0.3)) { phase = .loading } }
        At(0.6) { withAnimation(.easeInOut(duration: 0.3)) { phase = phase.next } }
    }
}
// ── end EnumParity

// ── scene ImplicitInitParity
struct ParityDot {
    var center: CGPoint
    var radius: Double
    static let unit = 6.0

    static func ring(_ index: Int) -> ParityDot {
        var radius = Self.unit
        parityGrow(&radius, by: Double(index) * 2)
        return ParityDot(center: .init(x: 30 + Double(index) * 34, y: 45), radius: radius)
    }

    func grown(_ by: Double) -> Self { Self(center: center, radius: radius + by) }
}

func parityGrow(_ value: inout Double, by amount: Double) {
    value += amount
}

func parityDots(_ count: Int) -> [ParityDot] {
    var dots: [ParityDot] = []
    var index = 0
    repeat {
        dots.append(.ring(index))
        index += 1
    } while index < count
    return dots
}

struct ImplicitInitParity: AnimatedScene {
    var format = SceneFormat(width: 220, height: 90, fps: 10, duration: 1, background: Color(white: 0.12))
    @State var grown = false

    var body: some View {
        ZStack {
            ForEach(parityDots(6), id: \.radius) { dot in
                Circle()
                    .fill(Color(hue: dot.radius / 20, saturation: 0.6, brightness: 0.9))
                    .frame(width: (grown ? dot.grown(4) : dot).radius * 2, height: (grown ? dot.grown(4) : dot).radius * 2)
                    .position(dot.center)
                    .offset(.init(width: 0, height: grown ? -10 : 10))
            }
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { grown = true } }
    }
}
// ── end ImplicitInitParity

// ── scene InitGenericParity
struct ParityVec {
    var dx: Double
    var dy: Double

    static func + (lhs: ParityVec, rhs: ParityVec) -> ParityVec { ParityVec(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    static func * (lhs: Double, rhs: ParityVec) -> ParityVec { ParityVec(dx: lhs * rhs.dx, dy: lhs * rhs.dy) }
}

struct ParityPanel<Content: View>: View {
    let tint: Color
    let content: Content
    var corner = 10.0

    init(tint: Color, @ViewBuilder content: () -> Content) {
        self.tint = tint
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 4) { content }
            .padding(8)
            .background(tint.opacity(0.35))
            .clipShape(RoundedRectangle(cornerRadius: corner))
    }
}

extension View {
    @ViewBuilder
    func parityIf<V: View>(_ condition: Bool, _ transform: (Self) -> V) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

func parityPick<T>(_ flag: Bool, _ a: T, _ b: T) -> T { flag ? a : b }

@ViewBuilder
func parityMarker(_ filled: Bool) -> some View {
    if filled {
        Circle().fill(Color.yellow).frame(width: 14, height: 14)
    } else {
        Circle().stroke(Color.yellow, lineWidth: 2).frame(width: 14, height: 14)
    }
}

struct InitGenericParity: AnimatedScene {
    var format = SceneFormat(width: 220, height: 110, fps: 10, duration: 1, background: Color(white: 0.1))
    @State var moved = false

    var shift: ParityVec { ParityVec(dx: 10, dy: 4) + 2 * ParityVec(dx: 5, dy: -2) }

    var body: some View {
        HStack(spacing: 10) {
            ParityPanel(tint: .blue) {
                parityMarker(moved)
                Rectangle().fill(Color.white).frame(width: 30, height: 6)
            }
            ParityPanel(tint: parityPick(moved, Color.green, Color.red)) {
                Text("Hi").font(.system(size: 14)).foregroundStyle(.white)
            }
            .parityIf(moved) { $0.rotationEffect(.degrees(12)) }
        }
        .offset(x: moved ? shift.dx : 0, y: moved ? shift.dy : 0)
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeOut(duration: 0.5)) { moved = true } }
    }
}
// ── end InitGenericParity

// ── scene SetParity
struct SetParity: AnimatedScene {
    var format = SceneFormat(width: 200, height: 60, fps: 10, duration: 1, background: Color(white: 0.1))
    @State var selected: Set<Int> = [1]

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<6) { i in
                Circle()
                    .fill(selected.contains(i) ? Color.pink : Color.gray)
                    .frame(width: 24, height: 24)
                    .scaleEffect(selected.contains(i) ? 1.2 : 1)
            }
            Text("\(selected.count)").foregroundStyle(.white)
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation { selected.insert(3); selected.insert(1) } }
        At(0.5) {
            withAnimation {
                selected.remove(1)
                selected.formUnion([4, 5])
            }
        }
    }
}
// ── end SetParity

// ── scene IdentifiableParity
struct ParityItem: Identifiable {
    let id: Int
    var hue: Double
}

struct IdentifiableParity: AnimatedScene {
    var format = SceneFormat(width: 220, height: 80, fps: 10, duration: 1.2, background: Color(white: 0.1))
    @State var items = [ParityItem(id: 1, hue: 0.1), ParityItem(id: 2, hue: 0.3), ParityItem(id: 3, hue: 0.5)]
    @State var showsHeader = false

    @ViewBuilder var header: some View {
        if showsHeader {
            Capsule().fill(Color.white).frame(width: 60, height: 6)
        } else {
            Capsule().fill(Color.gray).frame(width: 30, height: 6)
        }
    }

    var body: some View {
        VStack(spacing: 8) {
            header
            HStack(spacing: 6) {
                ForEach(items) { item in
                    RoundedRectangle(cornerRadius: 5)
                        .fill(Color(hue: item.hue, saturation: 0.7, brightness: 0.9))
                        .frame(width: 26, height: 26)
                        .transition(.scale)
                }
            }
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 0.4)) { _ = items.removeFirst() } }
        At(0.5) {
            withAnimation(.easeInOut(duration: 0.4)) {
                items.append(ParityItem(id: 4, hue: 0.8))
                showsHeader.toggle()
            }
        }
    }
}
// ── end IdentifiableParity

// ── scene GeometryEffectParity
struct ParitySkew: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(.init(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
    }
}

struct ParityShake: GeometryEffect {
    var amount: CGFloat = 6
    var shakes: CGFloat = 2
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: sin(animatableData * .pi * 2 * shakes) * amount, y: 0))
    }
}

struct ParitySpin: GeometryEffect {
    var turn: CGFloat
    var grow: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(turn, grow) }
        set {
            turn = newValue.first
            grow = newValue.second
        }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        let toCentre = CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
        let spin = CGAffineTransform(scaleX: grow, y: grow).rotated(by: turn)
        let back = CGAffineTransform(rotationAngle: 0).translatedBy(x: size.width / 2, y: size.height / 2)
        return ProjectionTransform(toCentre).concatenating(ProjectionTransform(spin.concatenating(back)))
    }
}

struct ParityNudge: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
        var projection = ProjectionTransform()
        projection.m31 = size.width / 4
        projection.m32 = -4
        let undone = projection.concatenating(projection.inverted())
        return undone.isAffine && undone.isIdentity ? projection : ProjectionTransform()
    }
}

extension View {
    func paritySkewed(_ amount: CGFloat) -> some View { modifier(ParitySkew(amount: amount)) }
}

struct GeometryEffectParity: AnimatedScene {
    var format = SceneFormat(width: 240, height: 100, fps: 10, duration: 1.5, background: Color(white: 0.1))
    @State var leaning = false
    @State var attempts = 0
    @State var spun = false

    var body: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 6).fill(Color.orange).frame(width: 40, height: 50)
                .paritySkewed(leaning ? 0.5 : 0)
            Capsule().fill(Color.red).frame(width: 44, height: 20)
                .modifier(ParityShake(animatableData: CGFloat(attempts)))
            Rectangle().fill(Color.teal).frame(width: 30, height: 30)
                .modifier(ParitySpin(turn: spun ? .pi / 2 : 0, grow: spun ? 1.4 : 1).ignoredByLayout())
            Circle().fill(Color.white).frame(width: 24, height: 24)
                .modifier(ParityNudge())
        }
    }

    var timeline: some Timeline {
        At(0.1) { withAnimation(.easeInOut(duration: 0.6)) { leaning = true } }
        At(0.3) { withAnimation(.linear(duration: 0.8)) { attempts += 1 } }
        At(0.5) { withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { spun.toggle() } }
    }
}
// ── end GeometryEffectParity

// ── scene RandomParity
struct RandomJagged: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for step in 1...8 {
            let x = rect.minX + rect.width * CGFloat(step) / 8
            path.addLine(to: CGPoint(x: x, y: rect.minY + CGFloat.random(in: 0...rect.height)))
        }
        return path
    }
}

struct RandomWobble: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: Double.random(in: -6...6), y: Double.random(in: -6...6)))
    }
}

struct RandomScatter: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let point = CGPoint(x: bounds.minX + CGFloat.random(in: 0...bounds.width), y: bounds.minY + CGFloat.random(in: 0...bounds.height))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct RandomParity: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 1, background: Color(white: 0.1), seed: 77)
    @State var order = [0, 1, 2, 3, 4]
    @State var tint = 0.0

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 4) {
                Canvas { context, size in
                    for _ in 0..<12 {
                        let rect = CGRect(x: Double.random(in: 0...54), y: Double.random(in: 0...34), width: 6, height: 6)
                        context.fill(Path(rect), with: .color(.yellow))
                    }
                }
                .frame(width: 60, height: 40)
                Canvas { context, size in
                    for _ in 0..<12 {
                        let rect = CGRect(x: Double.random(in: 0...54), y: Double.random(in: 0...34), width: 6, height: 6)
                        context.fill(Path(rect), with: .color(.yellow))
                    }
                }
                .frame(width: 60, height: 40)
                RandomJagged().stroke(Color.green, lineWidth: 2).frame(width: 80, height: 40)
            }
            HStack(spacing: 4) {
                ForEach(order, id: \.self) { item in
                    Rectangle()
                        .fill(Color(hue: Double(item) / 5, saturation: 0.7, brightness: Double.random(in: 0.5...1)))
                        .frame(width: 20, height: CGFloat(Int.random(in: 10...30)))
                }
                Circle().fill(Color.white.opacity(0.5 + tint / 2)).frame(width: 16, height: 16)
                    .modifier(RandomWobble())
                    .onAppear { tint = Double.random(in: 0...1) }
            }
            HStack(spacing: 4) {
                RandomScatter {
                    ForEach(0..<4, id: \.self) { _ in Circle().fill(Color.cyan).frame(width: 8, height: 8) }
                }
                .frame(width: 100, height: 40)
                GeometryReader { proxy in
                    Capsule().fill(Color.orange)
                        .frame(width: proxy.size.width * Double.random(in: 0.2...1), height: 10)
                }
                .frame(width: 100, height: 40)
            }
        }
    }

    var timeline: some Timeline {
        At(0.5) { withAnimation(.easeInOut(duration: 0.4)) { order.shuffle() } }
    }
}
// ── end RandomParity
