import Foundation
@testable import Reel
import Testing

@Suite struct LazyVGridTests {
    @Test func fixedFlexibleAndAdaptiveColumns() {
        let columns = [GridItem(.fixed(50)), GridItem(.flexible()), GridItem(.adaptive(minimum: 40))]
        let grid = LazyVGrid(columns: columns) {
            Color.red.frame(height: 20)
            Color.red.frame(height: 30)
            Color.red.frame(height: 20)
            Color.red.frame(height: 20)
            Color.red.frame(height: 20)
            Color.red.frame(height: 20)
        }
        let result = relativeFrames(grid, in: CGSize(width: 300, height: 300), container: "LazyVGridLayout")
        // 300 - 2 × 8 - 50 = 234 shared: 117 flexible, 117 adaptive = ⌊(117 + 8) / (40 + 8)⌋ = 2
        // columns of (117 - 8) / 2 = 54.5. Rows of 30 and 20, 8 apart.
        #expect(result.size == CGSize(width: 300, height: 58))
        #expect(result.frames == [
            CGRect(x: 0, y: 5, width: 50, height: 20),
            CGRect(x: 58, y: 0, width: 117, height: 30),
            CGRect(x: 183, y: 5, width: 54.5, height: 20),
            CGRect(x: 245.5, y: 5, width: 54.5, height: 20),
            CGRect(x: 0, y: 38, width: 50, height: 20),
            CGRect(x: 58, y: 38, width: 117, height: 20),
        ])
    }

    @Test func flexibleColumnsAreClampedToTheirBounds() {
        func widths(_ columns: [GridItem]) -> [CGFloat] {
            let grid = LazyVGrid(columns: columns) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }
            return relativeFrames(grid, in: CGSize(width: 300, height: 100), container: "LazyVGridLayout").frames.map(\.width)
        }
        // 292 to share: the first is held to its maximum 50 and the second takes the rest.
        #expect(widths([GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) == [50, 242])
        // An equal share of 146 is below the second's minimum of 200: it takes 200, the first 92.
        #expect(widths([GridItem(.flexible()), GridItem(.flexible(minimum: 200))]) == [92, 200])
    }

    @Test func adaptiveColumnsStayWithinTheirMaximum() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 45, maximum: 45), spacing: 5)]) {
            ForEach(0..<5) { _ in Color.red.frame(height: 10) }
        }
        let result = relativeFrames(grid, in: CGSize(width: 200, height: 100), container: "LazyVGridLayout")
        // ⌊(200 + 5) / (45 + 5)⌋ = 4 columns of (200 - 15) / 4 = 46.25, held to 45.
        #expect(result.size == CGSize(width: 195, height: 28))
        #expect(result.frames.map(\.origin) == [
            CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 150, y: 0), CGPoint(x: 0, y: 18),
        ])
        #expect(result.frames.allSatisfy { $0.width == 45 })
    }

    @Test func itemSpacingAndAlignment() {
        let columns = [GridItem(.fixed(40), spacing: 2, alignment: .topLeading), GridItem(.fixed(40))]
        let grid = LazyVGrid(columns: columns, alignment: .trailing, spacing: 4) {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 30)
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10)
        }
        let result = relativeFrames(grid, in: CGSize(width: 200, height: 200), container: "LazyVGridLayout")
        #expect(result.size == CGSize(width: 82, height: 44))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 10, height: 10),      // the column's own alignment: top-leading
            CGRect(x: 72, y: 0, width: 10, height: 30),     // the grid's: trailing, centred vertically
            CGRect(x: 0, y: 34, width: 10, height: 10),
            CGRect(x: 72, y: 34, width: 10, height: 10),
        ])
    }

    @Test func idealWidthAndNoColumns() {
        let ideal = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(30))]) { Color.red; Color.blue }.fixedSize()
        let result = relativeFrames(ideal, in: CGSize(width: 300, height: 300), container: "LazyVGridLayout")
        // Proposed no width, the flexible column takes its minimum, 10.
        #expect(result.size == CGSize(width: 48, height: 10))
        #expect(result.frames == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 18, y: 0, width: 30, height: 10)])

        let single = LazyVGrid(columns: []) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }
        #expect(relativeFrames(single, in: CGSize(width: 100, height: 100), container: "LazyVGridLayout").frames == [
            CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 18, width: 100, height: 10),
        ])
    }

    @Test func unusableItemsNeitherHangNorCrash() {
        let columns = [GridItem(.fixed(-5)), GridItem(.fixed(.nan)), GridItem(.flexible(minimum: .nan, maximum: -3)),
                       GridItem(.adaptive(minimum: 0), spacing: 0)]
        let grid = LazyVGrid(columns: columns, spacing: .nan) { ForEach(0..<6) { _ in Color.red.frame(height: 10) } }
        let result = relativeFrames(grid, in: CGSize(width: 1_000_000, height: 100), container: "LazyVGridLayout")
        // Unusable fixed sizes and bounds are 0; an adaptive minimum of 0 counts as 1 and at most
        // 10,000 columns are made: the six children fill the first row.
        #expect(result.frames.map(\.width).prefix(3) == [0, 0, 0])
        #expect(result.frames.map(\.minY) == [0, 0, 0, 0, 0, 0])
        #expect(result.frames[3].width == CGFloat(1_000_000 - 24) / 10_000)
        #expect(result.size.height == 10)
    }
}
