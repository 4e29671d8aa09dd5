import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// Views built during layout that write state, a `GeometryReader` with several views, and text
/// changing under content transitions: the compiled scenes below and the same text read as scene
/// files draw identical pixels (every frame in the full tier, every fourth and the last by default).
@Suite struct LayoutStateParityTests {
    @Test func measureThenStore() throws { try expectSameFrames(MeasureStoreParity.self) }
    @Test func contentTransitions() throws { try expectSameFrames(ContentTransitionParity.self) }

    /// Renders the compiled scene `S` and the same scene read from this file's text as a scene
    /// file (as `SceneParityTests.expectSameFrames` does for its own file), requiring identical pixels.
    func expectSameFrames<S: AnimatedScene>(_ type: S.Type, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let text = try EmbeddedScene.text("\(S.self)", in: #filePath)
        let file = try SceneFile(text: text, fileName: "\(S.self).swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [], sourceLocation: sourceLocation)
        let compiled = S()
        let interpreted = try file.makeScene()
        #expect(interpreted.format == compiled.format, sourceLocation: sourceLocation)
        try FrameParity.expectSame(compiled, interpreted, frames: TestTier.frames(of: compiled.format.frameCount),
                                   compiledRenderer: FrameRenderer(resourceRoot: URL(fileURLWithPath: "/tmp")), sourceLocation: sourceLocation)
    }
}

// ── scene MeasureStoreParity
struct ParityHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct ParityAccent: ViewModifier {
    @State private var height: CGFloat = 0
    func body(content: Content) -> some View {
        HStack(alignment: .top, spacing: 6) {
            Capsule().fill(Color.orange).frame(width: 6, height: height)
            content.background(GeometryReader { proxy in
                Color.clear.preference(key: ParityHeightKey.self, value: proxy.size.height)
            })
        }
        .onPreferenceChange(ParityHeightKey.self) { height = $0 }
    }
}

struct MeasureStoreParity: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 2, background: .white)
    @State var rows = 1
    @State var readerWidth: CGFloat = 0
    var body: some View {
        VStack(spacing: 8) {
            VStack(spacing: 4) {
                ForEach(0..<rows, id: \.self) { _ in RoundedRectangle(cornerRadius: 4).fill(Color.blue).frame(width: 80, height: 16) }
            }
            .modifier(ParityAccent())
            GeometryReader { proxy in
                Rectangle().fill(Color.green).frame(width: 30, height: 10)
                Circle().fill(Color.red).frame(width: 12, height: 12)
                    .onAppear { readerWidth = proxy.size.width }
            }
            .frame(width: 150, height: 20)
            Rectangle().fill(Color.purple).frame(width: readerWidth, height: 6)
        }
    }
    var timeline: some Timeline {
        At(1) { withAnimation(.easeInOut(duration: 0.5)) { rows = 3 } }
    }
}
// ── end MeasureStoreParity

// ── scene ContentTransitionParity
struct ContentTransitionParity: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 2, background: .white)
    @State var score = 9
    var body: some View {
        VStack(spacing: 6) {
            Text("\(score)").font(.system(size: 30, weight: .bold)).contentTransition(.numericText(value: Double(score)))
            Text("\(score * 3)").font(.system(size: 20)).contentTransition(.numericText(countsDown: true))
            Text(score > 9 ? "High" : "Low").contentTransition(.opacity)
            Text("Level \(score)").contentTransition(.identity)
            Text("x\(score)").contentTransition(.interpolate)
        }
    }
    var timeline: some Timeline {
        At(0.4) { withAnimation(.linear(duration: 0.8)) { score = 12 } }
        At(1.4) { withAnimation(.spring(duration: 0.4)) { score = 10 } }
    }
}
// ── end ContentTransitionParity
