import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// View files whose state lives in objects of their classes (models) render the same pixels
/// whichever way their frames are drawn: each frame alone (a new instance, renderer and
/// timeline), the frames in order on one thread, and on two threads sharing one resolved
/// timeline. An object's properties are state of the scene kept per state of the timeline, never
/// a heap that threads share.
@Suite struct ModelDeterminismTests {
    static let names = ["StepCounter", "ShoppingList", "AccentTheme", "CartBadge", "VolumeSettings", "DownloadCard", "SharedScoreboard", "TodoChecklist"]

    @Test(arguments: names) func framesAreTheSameAloneInSequenceAndOnTwoThreads(_ name: String) throws {
        let file = try ViewCorpusTests.load(name)
        let count = try file.makeScene().format.frameCount
        let frames = FrameDeterminism.frames(of: count, stride: 6)
        let alone = try FrameDeterminism.expectSame(file, name: name, frames: frames, scale: 1)
        // The model does change what is drawn.
        #expect(Set(alone).count > 1)
    }

    /// The same for a scene whose model a timeline's `At` events change, every frame.
    @Test func timelineEventsOnAModel() throws {
        let file = try ClassModelTests.load(ClassModelTests.counter)
        let count = try file.makeScene().format.frameCount
        let alone = try (0..<count).map { try FrameRenderer().render(try file.makeScene(), frame: $0) }
        let renderer = FrameRenderer()
        let scene = try file.makeScene()
        let sequence = try (0..<count).map { try renderer.render(scene, frame: $0) }
        let backwards = try (0..<count).reversed().map { try renderer.render(scene, frame: $0) }.reversed()
        for frame in 0..<count {
            let (inSequence, reversed) = (sequence[frame] == alone[frame], Array(backwards)[frame] == alone[frame])
            #expect(inSequence, "frame \(frame): in sequence differs from alone")
            #expect(reversed, "frame \(frame): drawn backwards differs from alone")
        }
        #expect(Set(alone).count > 3)
    }
}
