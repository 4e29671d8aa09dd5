import Foundation
@testable import Reel
import Testing

@Suite struct MasonryLayoutTests {
    @Test func eachChildGoesToTheShortestColumnTiesToTheLeftmost() {
        let heights: [CGFloat] = [50, 30, 40, 20, 10, 60, 10]
        let view = MasonryLayout() {
            ForEach(0..<heights.count) { i in Color.red.frame(height: heights[i]) }
        }
        let result = relativeFrames(view, in: CGSize(width: 310, height: 300), container: "MasonryLayout")
        // Three columns of (310 - 2 × 5) / 3 = 100, 5 apart.
        #expect(result.size == CGSize(width: 310, height: 115))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 100, height: 50),     // all empty: the leftmost
            CGRect(x: 105, y: 0, width: 100, height: 30),   // columns 1 and 2 empty: column 1
            CGRect(x: 210, y: 0, width: 100, height: 40),
            CGRect(x: 105, y: 35, width: 100, height: 20),  // heights 50, 30, 40: column 1
            CGRect(x: 210, y: 45, width: 100, height: 10),  // 50, 55, 40: column 2
            CGRect(x: 0, y: 55, width: 100, height: 60),    // 50, 55, 55: column 0
            CGRect(x: 105, y: 60, width: 100, height: 10),  // 115, 55, 55: the tie goes to column 1
        ])
    }

    @Test func columnsAndSpacingAreParameters() {
        let view = MasonryLayout(columns: 2, spacing: 10) {
            Color.red.frame(height: 30)
            Color.red.frame(height: 10)
            Color.red.frame(height: 10)
        }
        let result = relativeFrames(view, in: CGSize(width: 110, height: 100), container: "MasonryLayout")
        #expect(result.size == CGSize(width: 110, height: 30))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 50, height: 30),
            CGRect(x: 60, y: 0, width: 50, height: 10),
            CGRect(x: 60, y: 20, width: 50, height: 10),
        ])
    }

    @Test func idealWidthUsesTheWidestChild() {
        let view = MasonryLayout() { Text("AB"); Text("ABCD"); Text("A") }.fixedSize()
        let result = relativeFrames(view, in: CGSize(width: 300, height: 300), container: "MasonryLayout")
        #expect(result.size == CGSize(width: 130, height: 20))
        #expect(result.frames.map(\.minX) == [0, 45, 90])
    }

    @Test func unusableParametersNeitherHangNorCrash() {
        let one = MasonryLayout(columns: 0, spacing: .nan) { Color.red.frame(height: 10); Color.red.frame(height: 10) }
        #expect(relativeFrames(one, in: CGSize(width: 100, height: 100), container: "MasonryLayout").frames == [
            CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 10, width: 100, height: 10),
        ])
        let many = MasonryLayout(columns: Int.max, spacing: 0) { Color.red.frame(height: 10) }
        #expect(relativeFrames(many, in: CGSize(width: 100, height: 100), container: "MasonryLayout").size.height == 10)
    }
}
