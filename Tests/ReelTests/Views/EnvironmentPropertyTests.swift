import Foundation
@testable import Reel
import Testing

/// A compiled view's `@Environment` property reads the environment the view is resolved in, as
/// `@State` is supplied: the scheme of the screen, or of an `.environment(_:_:)` around it.
@Suite struct EnvironmentPropertyTests {
    struct Swatch: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.lineLimit) var lineLimit
        var body: some View {
            Color.red.frame(width: colorScheme == .dark ? 20 : 10, height: CGFloat(lineLimit ?? 5))
        }
    }

    @Test func theValueComesFromWhereTheViewIsResolved() {
        let frames = layout(VStack(spacing: 0) {
            Swatch()
            Swatch().environment(\.colorScheme, .dark).lineLimit(2)
            Swatch().preferredColorScheme(.dark)
        }, in: CGSize(width: 100, height: 100))
        let sizes = frames.filter { $0.0 == "Rectangle" }.map(\.1.size)
        #expect(sizes == [CGSize(width: 10, height: 5), CGSize(width: 20, height: 2), CGSize(width: 20, height: 5)])
        // Before the engine resolves it, the default environment's value.
        #expect(Swatch().colorScheme == .light)
    }

    @Test func aDarkScreenDrawsItsViewsDark() {
        let frames = layout(DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .dark)) { Swatch() },
                            in: CGSize(width: 393, height: 852))
        #expect(frames.first { $0.0 == "Rectangle" }?.1.size == CGSize(width: 20, height: 5))
    }
}
