import Foundation

/// The sizes and places of a grid's columns, rows and cells for one proposal, by the rules of
/// `GridLayout`.
struct GridArrangement {
    let structure: GridStructure
    let alignment: Alignment
    /// Each column's width.
    var columnWidths: [CGFloat]
    /// Each column's leading edge, from the grid's leading edge.
    var columnStarts: [CGFloat]
    /// Each row's height.
    var rowHeights: [CGFloat]
    /// The height each row offered its cells (nil for the ideal height).
    var rowOffers: [CGFloat?]
    /// Each row's vertical guide, from its top.
    var rowGuides: [CGFloat]
    /// The width each subview is proposed, by subview index.
    var cellWidths: [CGFloat?]
    /// The grid's size.
    var size: CGSize
    let rowSpacing: CGFloat

    init(_ structure: GridStructure, proposal: ProposedViewSize, subviews: LayoutSubviews, alignment: Alignment,
         columnSpacing: CGFloat, rowSpacing: CGFloat) {
        self.structure = structure
        self.alignment = alignment
        self.rowSpacing = rowSpacing
        let n = structure.columnCount
        var singles = [[Int]](repeating: [], count: n)
        for row in structure.rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 { singles[cell.column].append(cell.index) }
        }
        func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            singles[c].reduce(0) { max($0, subviews[$1].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        let widths = Self.share(count: n, length: proposal.width, spacing: columnSpacing, measure: columnWidth).lengths
        var columnWidths = widths
        func spanned(_ cell: GridStructure.Cell) -> CGFloat {
            columnWidths[cell.column..<(cell.column + cell.span)].reduce(0, +) + columnSpacing * CGFloat(cell.span - 1)
        }
        for row in structure.rows where !row.spansAllColumns {
            for cell in row.cells where cell.span > 1 {
                let total = spanned(cell)
                let width = subviews[cell.index].sizeThatFits(ProposedViewSize(width: proposal.width == nil ? nil : total, height: nil)).width
                guard width > total else { continue }
                for c in cell.column..<(cell.column + cell.span) { columnWidths[c] += (width - total) / CGFloat(cell.span) }
            }
        }
        var starts: [CGFloat] = []
        var x: CGFloat = 0
        for width in columnWidths {
            starts.append(x)
            x += width + columnSpacing
        }
        let contentWidth = n == 0 ? 0 : columnWidths.reduce(0, +) + columnSpacing * CGFloat(n - 1)

        var cellWidths = [CGFloat?](repeating: nil, count: subviews.count)
        for row in structure.rows {
            for cell in row.cells {
                cellWidths[cell.index] = row.spansAllColumns ? (n == 0 ? proposal.width : contentWidth) : spanned(cell)
            }
        }

        let rows = structure.rows
        func rowGuide(_ r: Int) -> VerticalAlignment { rows[r].alignment ?? alignment.vertical }
        func measureRow(_ r: Int, _ offer: CGFloat?) -> (height: CGFloat, guide: CGFloat) {
            let guide = rowGuide(r)
            var before: CGFloat = 0, after: CGFloat = 0
            for cell in rows[r].cells {
                let d = subviews[cell.index].dimensions(in: ProposedViewSize(width: cellWidths[cell.index], height: offer))
                let g = d[guide]
                before = max(before, g)
                after = max(after, d.height - g)
            }
            return (before + after, before)
        }
        let shared = Self.share(count: rows.count, length: proposal.height, spacing: rowSpacing) { measureRow($0, $1).height }
        var guides: [CGFloat] = []
        var heights: [CGFloat] = []
        for r in rows.indices {
            let m = measureRow(r, shared.offers[r])
            heights.append(m.height)
            guides.append(m.guide)
        }

        var width = contentWidth
        if n == 0 {
            for (r, row) in rows.enumerated() {
                for cell in row.cells {
                    let p = ProposedViewSize(width: cellWidths[cell.index], height: shared.offers[r])
                    width = max(width, subviews[cell.index].sizeThatFits(p).width)
                }
            }
        }
        let height = rows.isEmpty ? 0 : heights.reduce(0, +) + rowSpacing * CGFloat(rows.count - 1)

        self.columnWidths = columnWidths
        self.columnStarts = starts
        self.rowHeights = heights
        self.rowOffers = shared.offers
        self.rowGuides = guides
        self.cellWidths = cellWidths
        self.size = CGSize(width: width, height: height)
    }

    /// Lengths for `count` tracks sharing `length` less the spacing between them, as a stack
    /// shares its space: a nil length gives each track its ideal length; otherwise tracks are
    /// offered, least flexible first, the remaining length divided by the tracks left.
    /// `measure(track, offer)` is a track's length for an offer.
    static func share(count: Int, length: CGFloat?, spacing: CGFloat,
                      measure: (Int, CGFloat?) -> CGFloat) -> (lengths: [CGFloat], offers: [CGFloat?]) {
        guard let length else { return ((0..<count).map { measure($0, nil) }, [CGFloat?](repeating: nil, count: count)) }
        var lengths = [CGFloat](repeating: 0, count: count)
        var offers = [CGFloat?](repeating: nil, count: count)
        let flexibility = (0..<count).map { measure($0, .infinity) - measure($0, 0) }
        let order = (0..<count).sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var remaining = length - spacing * CGFloat(max(0, count - 1))
        var left = count
        for i in order {
            let offer = max(0, remaining) / CGFloat(left)
            offers[i] = offer
            lengths[i] = measure(i, offer)
            remaining -= lengths[i]
            left -= 1
        }
        return (lengths, offers)
    }

    /// Places every cell with the grid's top-left at `bounds.origin`.
    func place(in bounds: CGRect, subviews: LayoutSubviews) {
        var y = bounds.minY
        for (r, row) in structure.rows.enumerated() {
            let guide = row.alignment ?? alignment.vertical
            for cell in row.cells {
                let proposal = ProposedViewSize(width: cellWidths[cell.index], height: rowOffers[r])
                let d = subviews[cell.index].dimensions(in: proposal)
                let slotX: CGFloat, slotWidth: CGFloat, horizontal: HorizontalAlignment
                if row.spansAllColumns {
                    (slotX, slotWidth, horizontal) = (0, size.width, alignment.horizontal)
                } else {
                    slotX = columnStarts[cell.column]
                    slotWidth = cellWidths[cell.index] ?? 0
                    horizontal = structure.columnAlignments[cell.column] ?? alignment.horizontal
                }
                let slot = ViewDimensions(width: slotWidth, height: rowHeights[r])
                subviews[cell.index].place(at: CGPoint(x: bounds.minX + slotX + slot[horizontal] - d[horizontal],
                                                       y: y + rowGuides[r] - d[guide]),
                                           proposal: proposal)
            }
            y += rowHeights[r] + rowSpacing
        }
    }
}
