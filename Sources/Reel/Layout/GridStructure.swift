import Foundation

/// A grid's rows and cells as its subviews describe them: consecutive cells of one `GridRow`
/// form a row (a cell marked as its row's first starts a new one), and every subview outside a
/// `GridRow` is a row of its own spanning all columns.
struct GridStructure {
    /// One cell: its subview, first column and number of columns.
    struct Cell {
        var index: Int
        var column: Int
        var span: Int
    }
    /// One row: its cells and vertical alignment.
    struct Row {
        var cells: [Cell]
        /// The `GridRow`'s alignment, if it sets one.
        var alignment: VerticalAlignment?
        /// Whether the row is a single view spanning all columns.
        var spansAllColumns: Bool
    }

    /// The rows, top to bottom.
    var rows: [Row] = []
    /// The number of columns: the most any row fills.
    var columnCount = 0
    /// Each column's alignment set with `gridColumnAlignment(_:)`, the first row's winning.
    var columnAlignments: [HorizontalAlignment?] = []

    init(_ subviews: LayoutSubviews) {
        var nextColumn = 0
        for (index, subview) in subviews.enumerated() {
            guard let marker = subview[GridRowCellKey.self] else {
                rows.append(Row(cells: [Cell(index: index, column: 0, span: 1)], alignment: nil, spansAllColumns: true))
                continue
            }
            if marker.startsRow || rows.last?.spansAllColumns ?? true {
                rows.append(Row(cells: [], alignment: marker.alignment, spansAllColumns: false))
                nextColumn = 0
            }
            let span = max(1, subview[GridCellColumnsKey.self])
            rows[rows.count - 1].cells.append(Cell(index: index, column: nextColumn, span: span))
            nextColumn += span
            if columnAlignments.count < nextColumn {
                columnAlignments += [HorizontalAlignment?](repeating: nil, count: nextColumn - columnAlignments.count)
            }
            if columnAlignments[nextColumn - span] == nil {
                columnAlignments[nextColumn - span] = subview[GridColumnAlignmentKey.self]
            }
            columnCount = max(columnCount, nextColumn)
        }
    }
}
