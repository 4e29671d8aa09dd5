import Foundation
@testable import Reel
import Testing

@Suite struct GridTests {
    let canvas = CGSize(width: 400, height: 400)

    @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
        let grid = Grid {
            GridRow {
                Text("A")                                   // 10 × 20
                Text("BBBB")                                // 40 × 20
            }
            GridRow {
                Text("CCC")                                 // 30 × 20
                Color.red.frame(width: 20, height: 50)
            }
        }
        let result = relativeFrames(grid, in: canvas, container: "GridLayout")
        // Columns 30 and 40, rows 20 and 50, 8 apart.
        #expect(result.size == CGSize(width: 78, height: 78))
        #expect(result.frames == [
            CGRect(x: 10, y: 0, width: 10, height: 20),     // centred in column 0
            CGRect(x: 38, y: 0, width: 40, height: 20),
            CGRect(x: 0, y: 43, width: 30, height: 20),     // centred in the 50-point row at y 28
            CGRect(x: 48, y: 28, width: 20, height: 50),
        ])
    }

    @Test func gridAndRowAlignmentsAndSpacing() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow {
                Text("A")
                Text("BBBB")
            }
            GridRow(alignment: .bottom) {
                Text("CCC")
                Color.red.frame(width: 20, height: 50)
            }
        }
        let result = relativeFrames(grid, in: canvas, container: "GridLayout")
        #expect(result.size == CGSize(width: 74, height: 72))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 10, height: 20),
            CGRect(x: 34, y: 0, width: 40, height: 20),
            CGRect(x: 0, y: 52, width: 30, height: 20),     // on the row's bottom: 22 + 50 - 20
            CGRect(x: 34, y: 22, width: 20, height: 50),
        ])
    }

    @Test func flexibleCellsShareTheProposedSize() {
        let grid = Grid {
            GridRow {
                Color.red
                Color.blue
            }
            GridRow {
                Text("Hi")
                Color.green
            }
        }
        let result = relativeFrames(grid, in: CGSize(width: 300, height: 200), container: "GridLayout")
        // (300 - 8) / 2 = 146 per column, (200 - 8) / 2 = 96 per row.
        #expect(result.size == CGSize(width: 300, height: 200))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 146, height: 96),
            CGRect(x: 154, y: 0, width: 146, height: 96),
            CGRect(x: 63, y: 142, width: 20, height: 20),
            CGRect(x: 154, y: 104, width: 146, height: 96),
        ])
    }

    @Test func idealSizeUsesEachCellsIdealSize() {
        let grid = Grid {
            GridRow {
                Color.red
                Color.blue
            }
        }.fixedSize()
        let result = relativeFrames(grid, in: canvas, container: "GridLayout")
        #expect(result.size == CGSize(width: 28, height: 10))
        #expect(result.frames == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 18, y: 0, width: 10, height: 10)])
    }

    @Test func spanningCellsFullWidthRowsAndColumnAlignment() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Text("AAAA")                                // 40
                Text("B").gridColumnAlignment(.trailing)    // 10
            }
            Color.red.frame(height: 4)                      // a row of its own, as wide as the columns
            GridRow {
                Text("CCCCCCCC").gridCellColumns(2)         // 80 > 40 + 10 + 10: both columns widen by 10
            }
        }
        let result = relativeFrames(grid, in: canvas, container: "GridLayout")
        #expect(result.size == CGSize(width: 80, height: 44))
        #expect(result.frames == [
            CGRect(x: 5, y: 0, width: 40, height: 20),      // centred in the 50-point column
            CGRect(x: 70, y: 0, width: 10, height: 20),     // trailing in the 20-point column at 60
            CGRect(x: 0, y: 20, width: 80, height: 4),
            CGRect(x: 0, y: 24, width: 80, height: 20),
        ])
    }

    @Test func rowsOfDifferentLengthsAndAnEmptyGrid() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Text("A"); Text("BB"); Text("CCC") }
            GridRow { Text("DDDD") }
        }
        let result = relativeFrames(grid, in: canvas, container: "GridLayout")
        // Columns 40, 20, 30: the short row leaves the last two cells empty.
        #expect(result.size == CGSize(width: 90, height: 40))
        #expect(result.frames.map(\.minX) == [15, 40, 60, 0])
        #expect(relativeFrames(Grid {}, in: canvas, container: "GridLayout").size == .zero)
    }

    @Test func gridLayoutWorksThroughAnyLayoutAndRowsActAsGroupsElsewhere() {
        let rows = AnyLayout(GridLayout(horizontalSpacing: 0)) {
            GridRow { Text("A"); Text("BB") }
            GridRow { Text("CCC"); Text("D") }
        }
        let grid = relativeFrames(rows, in: canvas, container: "GridLayout")
        #expect(grid.size == CGSize(width: 50, height: 48))
        #expect(grid.frames.map(\.minX) == [10, 30, 0, 35])

        let stack = HStack(spacing: 0) { GridRow { Text("A"); Text("BB") } }
        #expect(relativeFrames(stack, in: canvas, container: "HStackLayout").frames == [
            CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 10, y: 0, width: 20, height: 20),
        ])
    }

    @Test func rowsFromForEachAndUnusableSpacing() {
        let grid = Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) {
            ForEach(0..<2) { row in
                GridRow {
                    Text(row == 0 ? "A" : "BBB")
                    Text("C")
                }
            }
        }
        let result = relativeFrames(grid, in: canvas, container: "GridLayout")
        // Non-finite spacing is the default 8; each GridRow of the ForEach is a row.
        #expect(result.size == CGSize(width: 48, height: 48))
        #expect(result.frames == [
            CGRect(x: 10, y: 0, width: 10, height: 20), CGRect(x: 38, y: 0, width: 10, height: 20),
            CGRect(x: 0, y: 28, width: 30, height: 20), CGRect(x: 38, y: 28, width: 10, height: 20),
        ])
    }
}
