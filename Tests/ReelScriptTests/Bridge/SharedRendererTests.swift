import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// One renderer drawing several scenes in turn: two scene files (both `ScriptScene`s), and two
/// instances of one compiled scene that differ only in a property, each keep their own frames; and
/// a timeline resolved once gives the frames of a timeline resolved per renderer.
@Suite struct SharedRendererTests {
    /// A bar that grows at 0.5 s; its colour is a property, so two instances differ by value.
    struct Swatch: AnimatedScene {
        var format = SceneFormat(width: 40, height: 30, fps: 10, duration: 1, background: .black)
        var color = Color.red
        @State var grown = false
        var body: some View {
            Rectangle().fill(color).frame(width: grown ? 30 : 10, height: 20)
        }
        var timeline: some Timeline {
            At(0.5) { withAnimation(.linear(duration: 0.4)) { grown = true } }
        }
    }

    /// A bar without state: instances cannot be told apart by their storage.
    struct Plain: AnimatedScene {
        var format = SceneFormat(width: 40, height: 30, fps: 10, duration: 1, background: .black)
        var color = Color.red
        var body: some View { Rectangle().fill(color).frame(width: 20, height: 20) }
    }

    /// The scene file of a `Swatch` of `color`.
    static func file(_ color: String) throws -> SceneFile {
        let text = """
        import Reel
        struct Swatch: AnimatedScene {
            var format = SceneFormat(width: 40, height: 30, fps: 10, duration: 1, background: .black)
            @State var grown = false
            var body: some View {
                Rectangle().fill(Color.\(color)).frame(width: grown ? 30 : 10, height: 20)
            }
            var timeline: some Timeline {
                At(0.5) { withAnimation(.linear(duration: 0.4)) { grown = true } }
            }
        }
        """
        return try SceneFile(text: text, fileName: "\(color).swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
    }

    /// The pixel at the middle of `image`, as ARGB.
    static func middle(_ image: RasterImage) -> UInt32 { image.pixels[image.height / 2 * image.width + image.width / 2] }

    /// Frames of `first` and `second` drawn by one renderer in alternation equal those drawn by a
    /// renderer of their own, and the two scenes' frames differ.
    func expectOwnFrames<A: AnimatedScene, B: AnimatedScene>(_ first: A, _ second: B) throws {
        let shared = FrameRenderer()
        let frames = [0, 6, 9, 0, 7, 3, 9]
        var sharedFirst: [RasterImage] = [], sharedSecond: [RasterImage] = []
        for frame in frames {
            sharedFirst.append(try shared.render(first, frame: frame))
            sharedSecond.append(try shared.render(second, frame: frame))
        }
        let ownFirst = FrameRenderer(), ownSecond = FrameRenderer()
        for (i, frame) in frames.enumerated() {
            let firstOwn = sharedFirst[i] == (try ownFirst.render(first, frame: frame))
            let secondOwn = sharedSecond[i] == (try ownSecond.render(second, frame: frame))
            let different = sharedFirst[i] != sharedSecond[i]
            #expect(firstOwn, "frame \(frame) of the first scene differs from its own renderer's")
            #expect(secondOwn, "frame \(frame) of the second scene differs from its own renderer's")
            #expect(different, "frame \(frame): the two scenes drew the same image")
        }
    }

    @Test func twoSceneFilesThroughOneRenderer() throws {
        let red = try Self.file("red").makeScene(), blue = try Self.file("blue").makeScene()
        try expectOwnFrames(red, blue)
        // The middle of the bar is the scene's own colour, at the start and once grown.
        let renderer = FrameRenderer()
        for frame in [0, 9] {
            #expect(Self.middle(try renderer.render(red, frame: frame)) == 0xFFFF_3B30)
            #expect(Self.middle(try renderer.render(blue, frame: frame)) == 0xFF00_7AFF)
        }
    }

    @Test func twoInstancesOfOneCompiledSceneThroughOneRenderer() throws {
        try expectOwnFrames(Swatch(color: .red), Swatch(color: .blue))
        try expectOwnFrames(Plain(color: .red), Plain(color: .green))
        let renderer = FrameRenderer()
        #expect(Self.middle(try renderer.render(Swatch(color: .red), frame: 9)) == 0xFFFF_3B30)
        #expect(Self.middle(try renderer.render(Swatch(color: .blue), frame: 9)) == 0xFF00_7AFF)
        #expect(Self.middle(try renderer.render(Plain(color: .red), frame: 0)) == 0xFFFF_3B30)
        #expect(Self.middle(try renderer.render(Plain(color: .blue), frame: 0)) == 0xFF00_7AFF)
    }

    /// A timeline resolved once from one instance serves other instances and renderers (as the
    /// threads of a render share it), with the frames each would draw alone.
    @Test func aTimelineResolvedOnceServesEveryInstance() throws {
        let file = try Self.file("red")
        let timeline = ResolvedTimeline(try file.makeScene())
        #expect(timeline.epochs.map(\.time) == [0, 0.5])
        for frame in [0, 5, 6, 9] {
            let scene = try file.makeScene()
            let alone = try FrameRenderer().render(try file.makeScene(), frame: frame)
            let shared = try FrameRenderer().render(scene, frame: frame, timeline: timeline) == alone
            #expect(shared, "frame \(frame)")
        }
        let compiled = ResolvedTimeline(Swatch(color: .blue))
        let renderer = FrameRenderer()
        for frame in [9, 0, 6] {
            let shared = try renderer.render(Swatch(color: .blue), frame: frame, timeline: compiled)
                == (try FrameRenderer().render(Swatch(color: .blue), frame: frame))
            #expect(shared, "frame \(frame)")
        }
    }
}
