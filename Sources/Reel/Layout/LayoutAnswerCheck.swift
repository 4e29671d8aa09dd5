import Foundation

/// The rule for what a layout answers the engine: the size from `sizeThatFits` and the positions
/// and proposals given to `LayoutSubview.place(at:anchor:proposal:)` are numbers the engine can lay
/// out with. A size that is NaN, or infinite where the proposal is not, a position that is NaN or
/// infinite, or a proposal that is NaN, is an error
/// naming the layout (a scene file's at its code), never a frame its neighbours inherit.
package enum LayoutAnswerCheck {
    /// The error for `size` returned by the layout `layout`'s `sizeThatFits` for `proposal`, nil
    /// when no number of it is NaN and each is finite or answers an infinite proposal (a view
    /// that fills what it is offered answers infinity to infinity).
    package static func size(_ size: CGSize, proposal: ProposedViewSize, layout: String) -> String? {
        func fits(_ value: CGFloat, _ proposed: CGFloat?) -> Bool { value.isFinite || (!value.isNaN && proposed == .infinity) }
        guard !(fits(size.width, proposal.width) && fits(size.height, proposal.height)) else { return nil }
        return "the layout '\(layout)' returned a size of \(pair(size.width, size.height)) from sizeThatFits(proposal:subviews:cache:); "
            + "a size must be finite, so the layout is drawn at size zero"
    }

    /// The error for a subview placed at `position` with `proposal` by the layout `layout`, nil
    /// when the position is finite and the proposal has no NaN (nil and infinity are proposals).
    package static func placement(_ position: CGPoint, proposal: ProposedViewSize, layout: String) -> String? {
        let proposed = [proposal.width, proposal.height].compactMap { $0 }
        guard !(position.x.isFinite && position.y.isFinite && !proposed.contains(where: \.isNaN)) else { return nil }
        func dimension(_ value: CGFloat?) -> String { value.map { RenderLimits.number(Double($0)) } ?? "nil" }
        return "the layout '\(layout)' placed a subview at \(pair(position.x, position.y)) proposing (\(dimension(proposal.width)), \(dimension(proposal.height))); "
            + "a position must be finite and a proposal a number, infinity or nil, so the subview is centred instead"
    }

    private static func pair(_ a: CGFloat, _ b: CGFloat) -> String {
        "(\(RenderLimits.number(Double(a))), \(RenderLimits.number(Double(b))))"
    }
}
