import Foundation

/// How a horizontal or vertical stack shares its space, as SwiftUI's stacks do: children are
/// offered space in order of layout priority (higher first), then least flexible first
/// (flexibility = size proposed the maximum minus size proposed zero), spacers after the other
/// children of their priority; each is offered the remaining space divided by the number of
/// children left, after reserving the minimum sizes of the children offered space later. Across the axis, children line up on the stack's alignment guide.
struct StackArrangement {
    /// Each child's size.
    var sizes: [CGSize]
    /// The proposal each child was given.
    var proposals: [ProposedViewSize]
    /// Each child's guide value across the axis.
    var guides: [CGFloat]
    /// The stack's guide value across the axis, measured from its cross-axis start.
    var crossGuide: CGFloat
    /// The stack's size.
    var size: CGSize

    /// The space after each child but the last: the stack's spacing when it has one, else the
    /// distance its neighbours' `ViewSpacing`s ask for (8 between two views that state none).
    var gaps: Gaps

    /// The space between a stack's adjacent children.
    enum Gaps {
        /// The same space between every two children.
        case uniform(CGFloat)
        /// The space after each child but the last.
        case each([CGFloat])

        /// The space between the children at `a` and `b` (`a` before `b`).
        func between(_ a: Int, _ b: Int, _ spacings: [ViewSpacing], _ axis: Axis) -> CGFloat {
            switch self {
            case .uniform(let gap): return gap
            case .each: return spacings[a].distance(to: spacings[b], along: axis)
            }
        }

        /// The space after the child at `i`.
        subscript(i: Int) -> CGFloat {
            switch self {
            case .uniform(let gap): return gap
            case .each(let gaps): return gaps[i]
            }
        }

        /// The space between `count` children.
        func total(_ count: Int) -> CGFloat {
            switch self {
            case .uniform(let gap): return gap * CGFloat(max(0, count - 1))
            case .each(let gaps): return gaps.reduce(0, +)
            }
        }
    }

    /// The arrangement of `subviews` along `axis` for `proposal`, `spacing` apart (nil: as the
    /// children's `ViewSpacing`s ask).
    init(axis: Axis, spacing: CGFloat?, crossAlignment: (ViewDimensions) -> CGFloat,
         proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let n = subviews.count
        var spacings: [ViewSpacing] = []
        let gaps: Gaps
        if let spacing {
            gaps = .uniform(spacing)
        } else if subviews.allSatisfy({ $0.spacing == ViewSpacing() }) {
            gaps = .uniform(defaultStackSpacing)
        } else {
            spacings = subviews.map(\.spacing)
            gaps = .each((0..<max(0, n - 1)).map { spacings[$0].distance(to: spacings[$0 + 1], along: axis) })
        }
        let horizontal = axis == .horizontal
        func main(_ s: CGSize) -> CGFloat { horizontal ? s.width : s.height }
        func make(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
            horizontal ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
        }
        let proposedMain = horizontal ? proposal.width : proposal.height
        let proposedCross = horizontal ? proposal.height : proposal.width
        let totalSpacing = gaps.total(n)
        var sizes = [CGSize](repeating: .zero, count: n)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: n)

        if let proposedMain {
            var minimum = [CGFloat](repeating: 0, count: n)
            var flexibility = [CGFloat](repeating: 0, count: n)
            for i in 0..<n {
                minimum[i] = main(subviews[i].sizeThatFits(make(main: 0, cross: proposedCross)))
                let maximum = main(subviews[i].sizeThatFits(make(main: .infinity, cross: proposedCross)))
                flexibility[i] = maximum - minimum[i]
            }
            // Spacers come after the other children of their priority: as SwiftUI's documentation
            // of `Spacer` says, a spacer moves its siblings out of its way rather than sharing the
            // space with them (`HStack { Text(…); Spacer() }` gives the text its whole width).
            // A view being removed keeps its last frame and takes no room from the views that
            // stay (its frame is set from the states that had it, see `FrameAnimation`): it is
            // laid out at its ideal size, outside the sharing.
            let departing = (0..<n).map { subviews[$0].isDeparting }
            for i in 0..<n where departing[i] {
                proposals[i] = make(main: nil, cross: proposedCross)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
            }
            let staying = (0..<n).filter { !departing[$0] }
            let priorities = (0..<n).map { StackLevel(priority: subviews[$0].priority, isSpacer: subviews[$0].isSpacer) }
            let stayingLevels = staying.map { priorities[$0] }
            let levels = stayingLevels.allSatisfy({ $0 == stayingLevels.first }) ? Array(stayingLevels.prefix(1)) : Set(stayingLevels).sorted(by: >)
            var remaining = proposedMain
            if case .uniform(let gap) = gaps {
                remaining -= gap * CGFloat(max(0, staying.count - 1))
            } else {
                for (a, b) in zip(staying, staying.dropFirst()) { remaining -= gaps.between(a, b, spacings, axis) }
            }
            for level in levels {
                let group = staying.filter { priorities[$0] == level }
                    .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                let reserved = levels.count == 1 ? 0 : staying.filter { priorities[$0] < level }.reduce(0) { $0 + minimum[$1] }
                var available = remaining - reserved
                var left = group.count
                for i in group {
                    let offer = max(0, available) / CGFloat(left)
                    proposals[i] = make(main: offer, cross: proposedCross)
                    sizes[i] = subviews[i].sizeThatFits(proposals[i])
                    available -= main(sizes[i])
                    remaining -= main(sizes[i])
                    left -= 1
                }
            }
        } else {
            for i in 0..<n {
                proposals[i] = make(main: nil, cross: proposedCross)
                sizes[i] = subviews[i].sizeThatFits(proposals[i])
            }
        }

        var guides = [CGFloat](repeating: 0, count: n)
        var before: CGFloat = 0, after: CGFloat = 0
        for i in 0..<n {
            guides[i] = crossAlignment(subviews[i].dimensions(in: proposals[i]))
            let cross = horizontal ? sizes[i].height : sizes[i].width
            before = max(before, guides[i])
            after = max(after, cross - guides[i])
        }
        let mainTotal = sizes.reduce(0) { $0 + main($1) } + totalSpacing
        let crossTotal = n == 0 ? 0 : before + after
        self.gaps = gaps
        self.sizes = sizes
        self.proposals = proposals
        self.guides = guides
        self.crossGuide = before
        self.size = horizontal ? CGSize(width: mainTotal, height: crossTotal) : CGSize(width: crossTotal, height: mainTotal)
    }

    /// Each child's origin when the stack's top-left is at `origin`.
    func origins(axis: Axis, origin: CGPoint) -> [CGPoint] {
        var position: CGFloat = axis == .horizontal ? origin.x : origin.y
        var result: [CGPoint] = []
        result.reserveCapacity(sizes.count)
        for i in 0..<sizes.count {
            let crossStart = (axis == .horizontal ? origin.y : origin.x) + crossGuide - guides[i]
            result.append(axis == .horizontal ? CGPoint(x: position, y: crossStart) : CGPoint(x: crossStart, y: position))
            if i < sizes.count - 1 { position += (axis == .horizontal ? sizes[i].width : sizes[i].height) + gaps[i] }
        }
        return result
    }
}

/// The order a stack offers its children space in: higher layout priority first, and within one
/// priority the spacers last.
private struct StackLevel: Hashable, Comparable {
    var priority: Double
    var isSpacer: Bool

    static func < (a: StackLevel, b: StackLevel) -> Bool {
        a.priority != b.priority ? a.priority < b.priority : (a.isSpacer && !b.isSpacer)
    }
}

extension LayoutSubview {
    /// Whether the subview is a view being removed, drawn while its removal transition runs.
    var isDeparting: Bool { host.layoutValue(of: box, key: TransitionAnimation.departingKey) != nil }

    /// Whether the subview is a `Spacer`.
    var isSpacer: Bool {
        if case .spacer = box.kind { return true }
        return false
    }
}

/// Arrangements already computed for one stack, by proposal.
public struct StackCache {
    var entries: [(ProposedViewSize, StackArrangement)] = []

    /// The arrangement computed for `proposal`, if any.
    func arrangement(for proposal: ProposedViewSize) -> StackArrangement? {
        for (p, a) in entries where p == proposal { return a }
        return nil
    }
    /// Keeps `arrangement` for `proposal`.
    mutating func store(_ arrangement: StackArrangement, for proposal: ProposedViewSize) {
        entries.append((proposal, arrangement))
    }
}
