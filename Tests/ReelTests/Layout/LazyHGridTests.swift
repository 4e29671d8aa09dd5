import Foundation
@testable import Reel
import Testing

@Suite struct LazyHGridTests {
    @Test func childrenFlowColumnByColumnIntoSizedRows() {
        let grid = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())], spacing: 6) {
            Color.red.frame(width: 20)
            Color.red.frame(width: 40)
            Color.red.frame(width: 10)
        }
        let result = relativeFrames(grid, in: CGSize(width: 300, height: 200), container: "LazyHGridLayout")
        // Rows 30 and 200 - 8 - 30 = 162; columns as wide as their widest child, 40 and 10, 6 apart.
        #expect(result.size == CGSize(width: 56, height: 200))
        #expect(result.frames == [
            CGRect(x: 10, y: 0, width: 20, height: 30),
            CGRect(x: 0, y: 38, width: 40, height: 162),
            CGRect(x: 46, y: 0, width: 10, height: 30),
        ])
    }

    @Test func rowAlignments() {
        let rows = [GridItem(.fixed(30)), GridItem(.fixed(30), alignment: .bottomTrailing)]
        let grid = LazyHGrid(rows: rows, alignment: .top) {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 20, height: 10)
        }
        let result = relativeFrames(grid, in: CGSize(width: 200, height: 200), container: "LazyHGridLayout")
        #expect(result.size == CGSize(width: 38, height: 68))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 10, height: 10),      // the grid's alignment: top, centred horizontally
            CGRect(x: 0, y: 58, width: 10, height: 10),     // the row's own: bottom-trailing
            CGRect(x: 18, y: 0, width: 20, height: 10),
        ])
    }

    @Test func adaptiveRowsFitAsManyAsTheHeightHolds() {
        let grid = LazyHGrid(rows: [GridItem(.adaptive(minimum: 20), spacing: 0)], spacing: 0) {
            ForEach(0..<7) { _ in Color.red.frame(width: 10) }
        }
        let result = relativeFrames(grid, in: CGSize(width: 100, height: 70), container: "LazyHGridLayout")
        // ⌊70 / 20⌋ = 3 rows of 70 / 3; seven children fill two columns and start a third.
        #expect(result.size == CGSize(width: 30, height: 70))
        #expect(result.frames.map(\.minX) == [0, 0, 0, 10, 10, 10, 20])
        #expect(result.frames.allSatisfy { abs($0.height - 70.0 / 3) < 1e-9 })
    }
}
