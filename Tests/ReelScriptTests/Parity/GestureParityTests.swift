import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// A pinch and a drag draw the same pixels compiled and from a view file: `PinchZoomPhoto` below
/// is a copy of the corpus file `Interactive/PinchZoomPhoto.swift` (a `MagnifyGesture` and a
/// simultaneous `DragGesture`), its events script written as the compiled scene's timeline
/// (`Touch.pinch`, `Touch.drag`), drawn before, during and after each gesture.
@Suite struct GestureParityTests {
    struct PinchZoomPhoto: View {
        @State private var scale: CGFloat = 1.0
        @State private var lastScale: CGFloat = 1.0
        @State private var offset: CGSize = .zero
        @State private var lastOffset: CGSize = .zero

        var body: some View {
            VStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 200, height: 150)
                    .scaleEffect(scale)
                    .offset(offset)
                    .accessibilityIdentifier("Photo")
                    .gesture(
                        MagnifyGesture()
                            .onChanged { value in
                                scale = lastScale * value.magnification
                            }
                            .onEnded { _ in
                                lastScale = scale
                            }
                    )
                    .simultaneousGesture(
                        DragGesture()
                            .onChanged { value in
                                offset = CGSize(width: lastOffset.width + value.translation.width,
                                                height: lastOffset.height + value.translation.height)
                            }
                            .onEnded { _ in
                                lastOffset = offset
                            }
                    )
                Text("Zoom \(Int((scale * 100).rounded()))%")
                    .font(.headline)
            }
        }
    }

    /// The twin on an iPhone 15 with the events script as its timeline, in `format`.
    struct Pinched: AnimatedScene {
        var format = SceneFormat(width: 1, height: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .light)) { PinchZoomPhoto() } }
        var timeline: some Timeline {
            At(0.5) { Touch.pinch("Photo", scale: 2.0, duration: 0.5) }
            At(1.5) { Touch.drag("Photo", by: CGSize(width: 0, height: 120), duration: 0.4) }
            At(2.5) { Touch.pinch("Photo", scale: 0.75, duration: 0.5, curve: .easeInOut) }
        }
    }

    @Test func aPinchAndADragDrawAsTheirCompiledTwin() throws {
        let scene = try InteractiveCorpusTests.load("PinchZoomPhoto").makeScene()
        var compiled = Pinched()
        compiled.format = scene.format
        // Before, during and after the pinch, during and after the drag, during the second pinch.
        try FrameParity.expectSame(compiled, scene, frames: [0, 31, 45, 60, 95, 100, 114, 130, 160, 170], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }
}
