import Foundation
@testable import Reel
import Testing

/// Sets its subviews side by side with no space between.
private struct SideBySide {
    static func size(_ subviews: LayoutSubviews) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { max($0, $1.height) })
    }
    static func place(_ bounds: CGRect, _ subviews: LayoutSubviews) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Side by side, asking for no space around it.
private struct Flush: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { SideBySide.size(subviews) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { SideBySide.place(bounds, subviews) }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// Side by side, with the default spacing (its subviews' union).
private struct Plain: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { SideBySide.size(subviews) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { SideBySide.place(bounds, subviews) }
}

/// Side by side, asking for no space before it only.
private struct LeadingFlush: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { SideBySide.size(subviews) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { SideBySide.place(bounds, subviews) }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        spacing.formUnion(.zero, edges: .leading)
        return spacing
    }
}

/// A layout's `spacing(subviews:cache:)` is what a stack around it sees, as in SwiftUI: `.zero`
/// sits flush against its neighbours, the default (the union of its subviews') keeps them 8
/// points away, a stack's own `spacing` overrides both, padding clears the preference of the
/// edges it pads, and a stack passes on its first and last children's preferences along its axis.
@Suite struct ViewSpacingTests {
    /// The leaves' frames (20, 30 and 10 wide, in that order) in a 200 x 100 canvas.
    func frames<V: View>(_ view: V) -> [CGRect] {
        layout(view, in: CGSize(width: 200, height: 100)).filter { $0.0 == "Rectangle" }.map(\.1)
    }

    /// The space between each leaf and the next along x.
    func gaps<V: View>(_ view: V) -> [CGFloat] {
        let f = frames(view)
        return zip(f, f.dropFirst()).map { $1.minX - $0.maxX }
    }

    let a = Color.red.frame(width: 20, height: 20)
    let b = Color.green.frame(width: 30, height: 30)
    let c = Color.blue.frame(width: 10, height: 10)

    @Test func aZeroSpacedLayoutSitsFlushInAStack() {
        // 20 + 30 + 10 = 60 wide, centred in 200: from x = 70.
        #expect(frames(HStack { a; Flush { b }; c }).map(\.minX) == [70, 90, 120])
    }

    @Test func aLayoutWithTheDefaultSpacingSits8Away() {
        // 20 + 8 + 30 + 8 + 10 = 76 wide, from x = 62.
        #expect(frames(HStack { a; Plain { b }; c }).map(\.minX) == [62, 90, 128])
        // The default is the union of its subviews': a zero-spaced layout inside makes it flush.
        #expect(gaps(HStack { a; Plain { Flush { b } }; c }) == [0, 0])
    }

    @Test func eachEdgeKeepsItsOwnPreference() {
        #expect(gaps(HStack { a; LeadingFlush { b }; c }) == [0, 8])
        #expect(gaps(HStack { c; a; LeadingFlush { b } }) == [8, 0])
    }

    @Test func aStacksOwnSpacingWins() {
        #expect(gaps(HStack(spacing: 3) { a; Flush { b }; c }) == [3, 3])
    }

    @Test func verticalStacksReadTheTopAndBottomEdges() {
        let f = frames(VStack { a; Flush { b }; c })
        #expect(zip(f, f.dropFirst()).map { $1.minY - $0.maxY } == [0, 0])
        let g = frames(VStack { a; LeadingFlush { b }; c })
        #expect(zip(g, g.dropFirst()).map { $1.minY - $0.maxY } == [8, 8])
    }

    @Test func paddingClearsThePreferenceOfTheEdgesItPads() {
        // The leading edge is padded (4 points, then the default 8 before it); the trailing is not.
        #expect(gaps(HStack { a; Flush { b }.padding(.leading, 4); c }) == [12, 0])
        // Other modifiers keep their content's preference.
        #expect(gaps(HStack { a; Flush { b }.opacity(0.5).frame(width: 30); c }) == [0, 0])
    }

    @Test func aStackPassesOnItsEndChildrensPreferences() {
        // The inner stack starts with the flush layout and ends with a plain view.
        #expect(gaps(HStack { c; HStack { Flush { b }; a } }) == [0, 0])
        #expect(gaps(HStack { HStack { Flush { b }; a }; c }) == [0, 8])
    }

    @Test func distancesAndUnions() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .horizontal) == 0)
        #expect(ViewSpacing().distance(to: .zero, along: .vertical) == 0)
        var leading = ViewSpacing()
        leading.formUnion(.zero, edges: .leading)
        // This view before another: its trailing edge and the other's leading one face each other.
        #expect(leading.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing().distance(to: leading, along: .horizontal) == 0)
        #expect(ViewSpacing().union(leading) == leading)
        #expect(ViewSpacing().union(leading, edges: .trailing) == ViewSpacing())
        #expect(leading.union(.zero) == .zero)
    }
}
