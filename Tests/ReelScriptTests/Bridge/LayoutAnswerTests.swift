import Foundation
import Reel
@testable import ReelScript
import ReelTestSupport
import Testing

/// A layout whose `sizeThatFits` answers a size that is not finite, or whose `placeSubviews`
/// places a subview at a position that is not finite or proposes NaN, is an error naming the
/// layout (in a scene file, at its code), and its neighbours keep their places.
@Suite struct LayoutAnswerTests {
    /// A scene whose `Broken` layout answers `size` and places its subview at `position`, beside
    /// a 10 x 10 square.
    static func scene(size: String, position: String) -> String {
        """
        import Reel

        struct Answers: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100)
            var body: some View {
                HStack(spacing: 0) {
                    Broken { Color.red.frame(width: 4, height: 4) }
                    Color.blue.frame(width: 10, height: 10)
                }
            }
        }

        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                \(size)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: \(position), proposal: .unspecified)
            }
        }
        """
    }

    /// The errors of the frame at 0 of `text`, and the frame of the 10 x 10 square when there are none.
    func render(_ text: String) throws -> (errors: [String], square: InspectedView.Frame?) {
        let file = try SceneFile(text: text, fileName: "Answers.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(file.validate().map(\.description) == [])
        let evaluator = EngineEvaluator()
        do {
            let views = try evaluator.inspection(of: try file.makeScene(), time: 0).allViews
            return ([], views.first { $0.kind == "frame" && $0.frame.width == 10 }?.frame)
        } catch {
            return (evaluator.diagnostics.errors.map(\.description), nil)
        }
    }

    @Test func aSizeThatIsNotFiniteIsAnErrorAtTheLayout() throws {
        for size in ["CGSize(width: .nan, height: 10)", "CGSize(width: 10, height: .infinity)"] {
            let (errors, _) = try render(Self.scene(size: size, position: "CGPoint(x: 0, y: 0)"))
            let shown = size.contains("nan") ? "(nan, 10)" : "(10, inf)"
            #expect(errors == ["Answers.swift:14:10: error: the layout 'Broken' returned a size of \(shown) from sizeThatFits(proposal:subviews:cache:); "
                               + "a size must be finite, so the layout is drawn at size zero"], "\(size)")
        }
    }

    @Test func aPlacementThatIsNotFiniteIsAnErrorAtTheCall() throws {
        let (errors, _) = try render(Self.scene(size: "CGSize(width: 10, height: 10)", position: "CGPoint(x: Double.nan, y: 0)"))
        #expect(errors == ["Answers.swift:18:31: error: the layout 'Broken' placed a subview at (nan, 0) proposing (nil, nil); "
                           + "a position must be finite and a proposal a number, infinity or nil, so the subview is centred instead"])
    }

    @Test func finiteAnswersLeaveTheNeighboursInPlace() throws {
        let (errors, square) = try render(Self.scene(size: "CGSize(width: 10, height: 10)", position: "CGPoint(x: 0, y: 0)"))
        #expect(errors == [])
        #expect(square.map { [$0.x, $0.y] } == [50, 45])
    }

    /// A compiled layout that answers NaN.
    struct NaNLayout: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: CGFloat.nan, height: 5) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct Compiled: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100)
        var body: some View {
            HStack(spacing: 0) {
                NaNLayout { Color.red.frame(width: 4, height: 4) }
                Color.blue.frame(width: 10, height: 10)
            }
        }
    }

    @Test func aCompiledLayoutIsNamedToo() throws {
        let evaluator = EngineEvaluator()
        #expect(throws: (any Error).self) { try evaluator.inspection(of: Compiled(), time: 0) }
        #expect(evaluator.diagnostics.errors.map(\.description)
                == ["error: NaNLayout: the layout 'NaNLayout' returned a size of (nan, 5) from sizeThatFits(proposal:subviews:cache:); "
                    + "a size must be finite, so the layout is drawn at size zero"])
    }
}
