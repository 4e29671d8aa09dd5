import Foundation
@testable import Reel
import ReelTestSupport
import Testing

@Suite struct PreferenceChangeTests {
    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    /// An underline as wide as a label, measured through a preference and fed back into state.
    struct Measured: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 30, duration: 1)
        @State var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 4) {
                Text("Hello").font(.custom("DejaVu Sans", size: 24))
                    .background(GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
                Rectangle().frame(width: width, height: 2)
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
        }
    }

    @Test func preferenceValuesFeedTheSameFramesLayout() throws {
        let views = try EngineEvaluator().inspection(of: Measured(), time: 0.5).allViews
        let text = views.first { $0.kind == "Text" }!.frame
        let underline = views.first { $0.kind == "Rectangle" }!.frame
        #expect(text.width == 50)   // five characters of FixedTextMeasurer's 10 points
        #expect(underline.width == text.width)
        #expect(underline.x == text.x)
    }
}
