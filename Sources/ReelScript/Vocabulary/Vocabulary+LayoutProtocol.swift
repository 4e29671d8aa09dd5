import Foundation
import Reel

extension Vocabulary {
    /// What a `Layout` struct of a scene file works with: proposals, its subviews (sizes,
    /// dimensions, placement, priority, spacing, layout values), and `layoutValue(key:value:)`.
    mutating func registerLayoutProtocol() {
        constants("ProposedViewSize", [
            "unspecified": ProposedViewSize.unspecified, "zero": ProposedViewSize.zero, "infinity": ProposedViewSize.infinity,
        ])
        initializer("ProposedViewSize", "ProposedViewSize(width: height:)") { i in
            ProposedViewSize(width: try i.optional("width", as: CGFloat.self), height: try i.optional("height", as: CGFloat.self))
        }
        initializer("ProposedViewSize", "ProposedViewSize(_size)") { ProposedViewSize(try $0.get("size", as: CGSize.self)) }
        property("width", of: ProposedViewSize.self) { $0.width }
        property("height", of: ProposedViewSize.self) { $0.height }
        method("replacingUnspecifiedDimensions(by:?)") { i in
            let proposal = try i.receiver(as: ProposedViewSize.self)
            return .native(proposal.replacingUnspecifiedDimensions(by: try i.get("by", default: CGSize(width: 10, height: 10))))
        }

        method("sizeThatFits(_proposal)") { i in
            .native(try i.receiver(as: LayoutSubview.self).sizeThatFits(try i.get("proposal", as: ProposedViewSize.self)))
        }
        method("dimensions(in:)") { i in
            .native(try i.receiver(as: LayoutSubview.self).dimensions(in: try i.get("in", as: ProposedViewSize.self)))
        }
        method("place(at: anchor:? proposal:)") { i in
            let position = try i.get("at", as: CGPoint.self), proposal = try i.get("proposal", as: ProposedViewSize.self)
            let layout = UserLayout.placing ?? "Layout"
            if let problem = LayoutAnswerCheck.placement(position, proposal: proposal, layout: layout) {
                try i.check(position.x.isFinite && position.y.isFinite ? "proposal" : "at", true, problem)
            }
            try i.receiver(as: LayoutSubview.self).place(at: position, anchor: try i.get("anchor", default: .topLeading), proposal: proposal)
            return .void
        }
        property("priority", of: LayoutSubview.self) { $0.priority }
        property("spacing", of: LayoutSubview.self) { $0.spacing }
        initializer("ViewSpacing", "ViewSpacing()") { _ in ViewSpacing() }
        constants("ViewSpacing", ["zero": ViewSpacing.zero])
        method("distance(to: along:)") { i in
            .double(Double(try i.receiver(as: ViewSpacing.self).distance(to: try i.get("to", as: ViewSpacing.self), along: try i.get("along", as: Axis.self))))
        }
        // `edges:` is an `Edge.Set` or an array literal of them (`[.leading, .trailing]`).
        method("union(_other edges:?)") { i in
            let spacing = try i.receiver(as: ViewSpacing.self)
            return .native(spacing.union(try i.get("other", as: ViewSpacing.self), edges: try i.get("edges", default: Edge.Set.all)))
        }
        method("formUnion(_other edges:?)", mutating: true) { i in
            _ = try i.receiver(as: ViewSpacing.self)
            let (other, edges) = (try i.get("other", as: ViewSpacing.self), try i.get("edges", default: Edge.Set.all))
            try i.updateReceiver(as: ViewSpacing.self) { spacing, _ in spacing.formUnion(other, edges: edges) }
            return .void
        }
        // `subview[Weight.self]`: the value the subview set for a key of the file, or its default.
        method("subscript(_key)") { i in
            let subview = try i.receiver(as: LayoutSubview.self)
            let node = i.argument("key")?.node ?? i.node
            let key = try i.interpreter.keyType(try i.get("key", as: Value.self), .layoutValueKey, at: node)
            if let value = subview.layoutValue(keyIdentifier: ObjectIdentifier(key)) as? Value { return value }
            return try i.interpreter.defaultValue(of: key, at: node)
        }
        modifier("layoutValue(key: value:)") { v, i in
            let node = i.argument("key")?.node ?? i.node
            let key = try i.interpreter.keyType(try i.get("key", as: Value.self), .layoutValueKey, at: node)
            let value = try i.interpreter.keyValue(try i.get("value", as: Value.self), of: key, at: i.argument("value")?.node ?? i.node)
            return v.layoutValue(keyIdentifier: ObjectIdentifier(key), value: value)
        }
    }
}
