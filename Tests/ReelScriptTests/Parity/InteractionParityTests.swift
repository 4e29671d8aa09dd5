import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// Scripted touches draw the same pixels compiled and from a view file: `LikeButton` below is a
/// copy of the corpus file `Interactive/LikeButton.swift`, its events script written as the
/// compiled scene's timeline (`Touch.tap`), drawn on the same device before, during and after
/// each tap.
@Suite struct InteractionParityTests {
    struct LikeButton: View {
        @State private var isLiked = false
        @State private var likes = 41

        var body: some View {
            VStack(spacing: 12) {
                Button {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                } label: {
                    Image(systemName: isLiked ? "heart.fill" : "heart")
                        .font(.system(size: 44))
                        .foregroundStyle(isLiked ? .red : .gray)
                }
                .accessibilityLabel("Like")
                Text("\(likes) likes")
                    .font(.headline)
            }
        }
    }

    /// The twin on an iPhone 15 with the events script as its timeline, in `format`.
    struct Tapped: AnimatedScene {
        var format = SceneFormat(width: 1, height: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .light)) { LikeButton() } }
        var timeline: some Timeline {
            At(0.5) { Touch.tap("Like") }
            At(1.5) { Touch.tap("Like") }
        }
    }

    @Test func aTappedButtonDrawsAsItsCompiledTwin() throws {
        let scene = try InteractiveCorpusTests.load("LikeButton").makeScene()
        var compiled = Tapped()
        compiled.format = scene.format
        // Before, pressed, released (liked), pressed again, released (not liked).
        try FrameParity.expectSame(compiled, scene, frames: [0, 30, 33, 36, 90, 93, 96, 120], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }
}
