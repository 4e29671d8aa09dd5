import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// A preview of a view file draws the same pixels as the same views compiled and drawn on the same
/// device with `DeviceScreen`: the canvas, the safe area, dark mode and `@Environment` are the
/// engine's, whichever way the views were written. The views below are copies of the corpus files
/// `CounterCard.swift` and `DarkModeCard.swift` (Corpora/Views/), compiled.
@Suite struct PreviewParityTests {
    struct CompiledCounterBadge: View {
        let count: Int
        var body: some View {
            Text("\(count)")
                .font(.system(size: 28, weight: .bold))
                .foregroundColor(.white)
                .frame(width: 64, height: 64)
                .background(Circle().fill(count > 0 ? Color.green : Color.gray))
        }
    }

    struct CompiledCounterCard: View {
        @State private var count = 0
        @State private var highlighted = false
        var body: some View {
            VStack(spacing: 16) {
                CompiledCounterBadge(count: count)
                RoundedRectangle(cornerRadius: 12)
                    .fill(highlighted ? Color.orange : Color.blue)
                    .frame(width: 200, height: 40)
            }
            .onAppear {
                withAnimation(.easeInOut(duration: 0.6)) {
                    count = 3
                    highlighted = true
                }
            }
        }
    }

    struct CounterOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { CompiledCounterCard() } }
    }

    struct CompiledSwatch: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            RoundedRectangle(cornerRadius: 16)
                .fill(colorScheme == .dark ? Color.yellow : Color.blue)
                .frame(width: 160, height: 100)
        }
    }

    struct DarkCardOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15, colorScheme: .dark).format(duration: 1)
        var body: some View {
            DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .dark)) {
                VStack(spacing: 24) {
                    CompiledSwatch()
                    CompiledSwatch().environment(\.colorScheme, .light)
                }
                .preferredColorScheme(.dark)
            }
        }
    }

    @Test func theCounterPreviewDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("CounterCard").makeScene()
        #expect(scene.format == CounterOnPhone().format)
        try FrameParity.expectSame(CounterOnPhone(), scene, frames: TestTier.frames(of: scene.format.frameCount, stride: 10),
                                   compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }

    @Test func theDarkPreviewDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("DarkModeCard").makeScene()
        #expect(scene.format == DarkCardOnPhone().format)
        try FrameParity.expectSame(DarkCardOnPhone(), scene, frames: [0, 59], compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }
}
