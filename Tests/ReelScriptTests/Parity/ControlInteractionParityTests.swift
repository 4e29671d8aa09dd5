import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// Controls under a scripted finger draw the same pixels compiled and from a view file: copies of
/// the corpus files `Interactive/CornerRadiusSlider.swift` and `Interactive/CheckoutButtons.swift`,
/// their events scripts written as the compiled scenes' timelines, drawn during and after each
/// gesture.
@Suite struct ControlInteractionParityTests {
    struct CornerRadiusSlider: View {
        @State private var cornerRadius: Double = 10

        var body: some View {
            VStack(spacing: 24) {
                RoundedRectangle(cornerRadius: cornerRadius)
                    .fill(.orange)
                    .frame(width: 200, height: 200)
                Text("Corner radius: \(Int(cornerRadius))")
                    .font(.headline)
                Slider(value: $cornerRadius, in: 0...100) {
                    Text("Corner radius")
                }
                .padding(.horizontal)
            }
            .padding()
        }
    }

    struct Dragged: AnimatedScene {
        var format = SceneFormat(width: 1, height: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .light)) { CornerRadiusSlider() } }
        var timeline: some Timeline {
            At(0.5) { Touch.drag("Corner radius", by: CGSize(width: 120, height: 0), duration: 0.5) }
            At(1.5) { Touch.drag("Corner radius", by: CGSize(width: 400, height: 30), duration: 0.5) }
        }
    }

    @Test func aDraggedSliderDrawsAsItsCompiledTwin() throws {
        let scene = try InteractiveCorpusTests.load("CornerRadiusSlider").makeScene()
        var compiled = Dragged()
        compiled.format = scene.format
        try FrameParity.expectSame(compiled, scene, frames: [0, 33, 45, 57, 60, 100, 125], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }

    struct CheckoutButtons: View {
        @State private var status = "3 items in your bag"

        var body: some View {
            VStack(spacing: 24) {
                Text(status)
                    .font(.title3)
                HStack(spacing: 12) {
                    Button("Keep Shopping") {
                        status = "Still shopping"
                    }
                    .buttonStyle(.bordered)
                    Button("Check Out") {
                        status = "Order placed"
                    }
                    .buttonStyle(.borderedProminent)
                }
                .controlSize(.large)
            }
        }
    }

    struct Pressed: AnimatedScene {
        var format = SceneFormat(width: 1, height: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .light)) { CheckoutButtons() } }
        var timeline: some Timeline {
            At(0.5) { Touch.longPress("Keep Shopping", duration: 0.5) }
            At(1.5) { Touch.drag("Check Out", by: CGSize(width: 0, height: 200), duration: 0.4) }
            At(2.5) { Touch.longPress("Check Out", duration: 0.5) }
        }
    }

    @Test func pressedStyledButtonsDrawAsTheirCompiledTwin() throws {
        let scene = try InteractiveCorpusTests.load("CheckoutButtons").makeScene()
        var compiled = Pressed()
        compiled.format = scene.format
        try FrameParity.expectSame(compiled, scene, frames: [0, 30, 60, 66, 96, 108, 156, 186], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }
}
