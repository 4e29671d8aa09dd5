import Foundation

/// The engine's side of a subview: what `LayoutSubview` asks of it.
protocol LayoutSubviewHost: AnyObject {
    func sizeThatFits(_ box: LayoutBox, _ proposal: ProposedViewSize) -> CGSize
    func dimensions(of box: LayoutBox, _ proposal: ProposedViewSize) -> ViewDimensions
    func recordPlacement(_ box: LayoutBox, origin: CGPoint, proposal: ProposedViewSize)
    func priority(of box: LayoutBox) -> Double
    func layoutValue(of box: LayoutBox, key: ObjectIdentifier) -> Any?
    func spacing(of box: LayoutBox) -> ViewSpacing
}

/// A layout's view of one child: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    unowned let host: any LayoutSubviewHost
    let box: LayoutBox

    /// The child's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { host.sizeThatFits(box, proposal) }
    /// The child's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { host.dimensions(of: box, proposal) }
    /// Places the child so that its `anchor` lies at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = host.sizeThatFits(box, proposal)
        host.recordPlacement(box, origin: CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height),
                             proposal: proposal)
    }
    /// The child's layout priority (`layoutPriority(_:)`, 0 by default).
    public var priority: Double { host.priority(of: box) }

    /// Subviews are equal when they are the same child.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.box === b.box }
}

/// A layout's children, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let elements: [LayoutSubview]
    /// The first index.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { elements.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}
