import Foundation
import Reel
@testable import ReelScript
import ReelTestSupport
import Testing

/// A layout's `spacing(subviews:cache:)` in a scene file is what the stack around it sees, as a
/// compiled layout's is: `.zero` sits flush against the views beside it, a layout that writes
/// none keeps the default 8 points (the union of its subviews' spacings), and `formUnion(_:edges:)`
/// sets one edge only. The scene is also compiled, and both give the same frames.
@Suite struct LayoutSpacingScriptTests {
    static let rows = """
        import Reel

        struct Rows: AnimatedScene {
            var format = SceneFormat(width: 200, height: 200)
            var body: some View {
                VStack(spacing: 10) {
                    HStack {
                        Color.red.frame(width: 20, height: 20)
                        Flush { Color.green.frame(width: 30, height: 30) }
                        Color.blue.frame(width: 10, height: 10)
                    }
                    HStack {
                        Color.red.frame(width: 21, height: 21)
                        Plain { Color.green.frame(width: 31, height: 31) }
                        Color.blue.frame(width: 11, height: 11)
                    }
                    HStack {
                        Color.red.frame(width: 22, height: 22)
                        LeadingFlush { Color.green.frame(width: 32, height: 32) }
                        Color.blue.frame(width: 12, height: 12)
                    }
                    HStack {
                        Color.red.frame(width: 23, height: 23)
                        Plain { Flush { Color.green.frame(width: 33, height: 33) } }
                        Color.blue.frame(width: 13, height: 13)
                    }
                }
            }
        }

        struct Flush: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(.unspecified)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                .zero
            }
        }

        struct Plain: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(.unspecified)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }

        struct LeadingFlush: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(.unspecified)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
            func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
                var spacing = ViewSpacing()
                spacing.formUnion(subviews[0].spacing.union(.zero), edges: [.leading])
                return spacing
            }
        }
        """

    struct Rows: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200)
        var body: some View {
            VStack(spacing: 10) {
                HStack {
                    Color.red.frame(width: 20, height: 20)
                    Flush { Color.green.frame(width: 30, height: 30) }
                    Color.blue.frame(width: 10, height: 10)
                }
                HStack {
                    Color.red.frame(width: 21, height: 21)
                    Plain { Color.green.frame(width: 31, height: 31) }
                    Color.blue.frame(width: 11, height: 11)
                }
                HStack {
                    Color.red.frame(width: 22, height: 22)
                    LeadingFlush { Color.green.frame(width: 32, height: 32) }
                    Color.blue.frame(width: 12, height: 12)
                }
                HStack {
                    Color.red.frame(width: 23, height: 23)
                    Plain { Flush { Color.green.frame(width: 33, height: 33) } }
                    Color.blue.frame(width: 13, height: 13)
                }
            }
        }
    }

    struct Flush: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].sizeThatFits(.unspecified)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            .zero
        }
    }

    struct Plain: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].sizeThatFits(.unspecified)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }

    struct LeadingFlush: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews[0].sizeThatFits(.unspecified)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            var spacing = ViewSpacing()
            spacing.formUnion(subviews[0].spacing.union(.zero), edges: [.leading])
            return spacing
        }
    }

    /// The left edge of each view sized `side` x `side`, for the sides of each row.
    func lefts<S: AnimatedScene>(_ scene: S) throws -> [[Double]] {
        let views = try EngineEvaluator().inspection(of: scene, time: 0).allViews
        return try [[20, 30, 10], [21, 31, 11], [22, 32, 12], [23, 33, 13]].map { row in
            try row.map { side in
                try #require(views.first { $0.kind == "frame" && $0.frame.width == side && $0.frame.height == side }).frame.x
            }
        }
    }

    @Test func aLayoutsSpacingIsWhatItsStackSees() throws {
        let file = try SceneFile(text: Self.rows, fileName: "Rows.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let interpreted = try lefts(try file.makeScene())
        // Each row is centred in the 200-point canvas. Flush: 20 + 30 + 10 = 60 wide, from 70,
        // no space on either side. Plain: 21 + 8 + 31 + 8 + 11 = 79 wide, from 60.5. Flush on
        // its leading edge only: 22 + 32 + 8 + 12 = 74 wide, from 63. A plain layout around a
        // flush one takes its spacing (the union): 23 + 33 + 13 = 69 wide, from 65.5.
        #expect(interpreted == [[70, 90, 120], [60.5, 89.5, 128.5], [63, 85, 125], [65.5, 88.5, 121.5]])
        #expect(try lefts(Rows()) == interpreted)
    }
}
