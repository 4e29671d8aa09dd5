import Foundation
@testable import Reel
import Testing

@Suite struct RadialLayoutTests {
    @Test func fourSquaresSitAtTopRightBottomAndLeft() {
        let view = RadialLayout() {
            ForEach(0..<4) { _ in Color.red.frame(width: 40, height: 40) }
        }
        let result = relativeFrames(view, in: CGSize(width: 200, height: 200), container: "RadialLayout")
        #expect(result.size == CGSize(width: 200, height: 200))
        // Radius 100 - 20 = 80 about (100, 100), clockwise from the top.
        let expected = [
            CGRect(x: 80, y: 0, width: 40, height: 40),
            CGRect(x: 160, y: 80, width: 40, height: 40),
            CGRect(x: 80, y: 160, width: 40, height: 40),
            CGRect(x: 0, y: 80, width: 40, height: 40),
        ]
        #expect(zip(result.frames, expected).allSatisfy(isClose))
        #expect(result.frames.count == 4)
    }

    @Test func eightChildrenGoClockwiseAtEqualAngles() {
        let view = RadialLayout() {
            ForEach(0..<8) { _ in Color.red.frame(width: 20, height: 20) }
        }
        let result = relativeFrames(view, in: CGSize(width: 200, height: 200), container: "RadialLayout")
        // Radius 90; the second child is 45° clockwise from the top: centre (100 + 90 sin 45°, 100 - 90 cos 45°).
        let d = 90 * 0.5.squareRoot()
        #expect(isClose(result.frames[1], CGRect(x: 100 + d - 10, y: 100 - d - 10, width: 20, height: 20)))
        #expect(isClose(result.frames[1], CGRect(x: 153.63961030678928, y: 26.360389693210722, width: 20, height: 20)))
        #expect(isClose(result.frames[2], CGRect(x: 180, y: 90, width: 20, height: 20)))
        #expect(isClose(result.frames[7], CGRect(x: 100 - d - 10, y: 100 - d - 10, width: 20, height: 20)))
    }

    @Test func theCircleFitsTheShorterSideAndChildrenAreInsetByHalfTheirLargerSide() {
        let view = RadialLayout() {
            Color.red.frame(width: 20, height: 40)
            Color.red.frame(width: 20, height: 40)
        }
        let result = relativeFrames(view, in: CGSize(width: 300, height: 200), container: "RadialLayout")
        // Circle radius 100 about (150, 100), inset by 20: the children's centres at (150, 20) and (150, 180).
        #expect(isClose(result.frames[0], CGRect(x: 140, y: 0, width: 20, height: 40)))
        #expect(isClose(result.frames[1], CGRect(x: 140, y: 160, width: 20, height: 40)))
    }

    @Test func unspecifiedOrInfiniteProposalsBecomeTen() {
        let view = RadialLayout() { Color.red.frame(width: 4, height: 4) }
        #expect(relativeFrames(view.fixedSize(), in: CGSize(width: 100, height: 100), container: "RadialLayout").size
                == CGSize(width: 10, height: 10))
        var cache: Void = ()
        let size = RadialLayout().sizeThatFits(proposal: .infinity, subviews: LayoutSubviews(elements: []), cache: &cache)
        #expect(size == CGSize(width: 10, height: 10))
    }
}
