import Foundation

/// A row of a `Grid`, as SwiftUI's `GridRow`: each view inside is one cell, in the next column
/// (a cell with `gridCellColumns(_:)` takes that many columns).
///
/// Each cell reaches the grid's layout as a direct subview carrying its row's data as a layout
/// value; the first cell of the row starts a new row. Outside a grid, a `GridRow` acts as a
/// `Group`: its views join the enclosing container's children.
public struct GridRow<Content: View>: View, PrimitiveView {
    /// How the row's cells line up vertically; nil uses the grid's vertical alignment.
    public var alignment: VerticalAlignment?
    let content: Content

    /// A grid row of the views built by `content`, aligned vertically by `alignment` (the grid's
    /// vertical alignment when nil).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var startsRow = true
        return ViewNode(.group, children: [markCells(context.resolve(content, identity: .index(0)), &startsRow)])
    }

    /// `node` with every cell (each node a container would take as a child, groups flattened)
    /// wrapped in a layout value naming its row; group nodes and their identities are kept.
    private func markCells(_ node: ViewNode, _ startsRow: inout Bool) -> ViewNode {
        switch node.kind {
        case .group:
            var group = node
            group.children = node.children.map { markCells($0, &startsRow) }
            return group
        case .empty:
            return node
        default:
            var cell = node
            cell.identity = .index(0)
            var wrapper = ViewNode(modifier: .layoutValue(ObjectIdentifier(GridRowCellKey.self),
                                                          GridRowCell(startsRow: startsRow, alignment: alignment)),
                                   content: cell)
            wrapper.identity = node.identity
            startsRow = false
            return wrapper
        }
    }
}

/// What a `GridRow` tells the grid about one of its cells.
struct GridRowCell {
    /// Whether the cell is its row's first.
    var startsRow: Bool
    /// The row's vertical alignment, if it sets one.
    var alignment: VerticalAlignment?
}

/// The layout value marking a cell of a `GridRow`; nil for a grid child outside any row.
enum GridRowCellKey: LayoutValueKey {
    static var defaultValue: GridRowCell? { nil }
}
