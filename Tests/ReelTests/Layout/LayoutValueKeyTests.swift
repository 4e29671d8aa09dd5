import Foundation
@testable import Reel
import Testing

/// A test key: the x at which `PlaceAtValue` puts a child.
private enum XKey: LayoutValueKey {
    static var defaultValue: CGFloat { 5 }
}

/// Puts each child at x = its `XKey` value, y = 0, at its ideal size.
private struct PlaceAtValue: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + subview[XKey.self], y: bounds.minY), proposal: .unspecified)
        }
    }
}

@Suite struct LayoutValueKeyTests {
    @Test func layoutsReadTheValuesTheirSubviewsSet() {
        let view = PlaceAtValue() {
            Color.red.frame(width: 10, height: 10).layoutValue(key: XKey.self, value: 30)
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10).layoutValue(key: XKey.self, value: 50).padding(0).opacity(0.5)
            Color.red.frame(width: 10, height: 10).layoutValue(key: XKey.self, value: 60).layoutValue(key: XKey.self, value: 70)
            Group { Color.red.frame(width: 10, height: 10).layoutValue(key: XKey.self, value: 80) }
        }
        let result = relativeFrames(view, in: CGSize(width: 200, height: 100), container: "PlaceAtValue")
        #expect(result.size == CGSize(width: 200, height: 100))
        // Set: 30; unset: the default 5; seen through padding and opacity: 50; set twice: the
        // outermost, 70; inside a group flattened into the layout: 80.
        #expect(result.frames.map(\.minX) == [30, 5, 50, 70, 80])
    }

    @Test func valuesInsideANestedContainerAreNotSeen() {
        let view = PlaceAtValue() {
            ZStack { Color.red.frame(width: 10, height: 10).layoutValue(key: XKey.self, value: 40) }
        }
        #expect(relativeFrames(view, in: CGSize(width: 100, height: 100), container: "PlaceAtValue").frames.map(\.minX) == [5])
    }
}
