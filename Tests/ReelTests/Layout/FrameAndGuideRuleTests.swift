import Foundation
@testable import Reel
import Testing

/// A guide that defaults to the centre, for lining views up across nested stacks.
private enum Accent: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

/// A vertical guide that defaults to the bottom.
private enum Rule: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.bottom] }
}

extension HorizontalAlignment {
    fileprivate static let accent = HorizontalAlignment(Accent.self)
}

extension VerticalAlignment {
    fileprivate static let rule = VerticalAlignment(Rule.self)
}

/// Layout rules as Apple documents them: a flexible frame's size (`frame(minWidth:idealWidth:
/// maxWidth:…)`), constraints out of order, and stacks passing their children's explicit guides
/// up to their parent.
@Suite struct FrameAndGuideRuleTests {
    /// The width of the outermost flexible frame around `child` when it is proposed `proposal`.
    private func width<V: View>(_ child: V, proposal: CGFloat?) -> CGFloat {
        let boxes = layout(child.frame(width: proposal), in: CGSize(width: 400, height: 400))
        // boxes[0] is the fixed frame making the proposal; boxes[1] the flexible frame.
        return boxes[1].1.width
    }

    private var sixty: some View { Color.red.frame(width: 60, height: 60) }

    /// Only a minimum: a proposal smaller than the child gives the proposal, raised to the
    /// minimum; otherwise the child's size (raised to the minimum).
    @Test func onlyAMinimum() {
        #expect(width(sixty.frame(minWidth: 20), proposal: 40) == 40)
        #expect(width(sixty.frame(minWidth: 50), proposal: 40) == 50)
        #expect(width(sixty.frame(minWidth: 20), proposal: 100) == 60)
        #expect(width(Color.red.frame(width: 10).frame(minWidth: 20), proposal: 100) == 20)
    }

    /// Only a maximum: a proposal larger than the child gives the proposal, lowered to the
    /// maximum; otherwise the child's size.
    @Test func onlyAMaximum() {
        #expect(width(sixty.frame(maxWidth: 100), proposal: 40) == 60)
        #expect(width(sixty.frame(maxWidth: 100), proposal: 80) == 80)
        #expect(width(sixty.frame(maxWidth: 100), proposal: 300) == 100)
        #expect(width(sixty.frame(maxWidth: .infinity), proposal: 300) == 300)
        #expect(width(sixty.frame(maxWidth: .infinity), proposal: 30) == 60)
    }

    /// Both bounds: the proposal clamped, whatever the child.
    @Test func bothBounds() {
        #expect(width(sixty.frame(minWidth: 20, maxWidth: 100), proposal: 40) == 40)
        #expect(width(sixty.frame(minWidth: 20, maxWidth: 100), proposal: 10) == 20)
        #expect(width(sixty.frame(minWidth: 20, maxWidth: 100), proposal: 300) == 100)
    }

    /// Constraints out of order are put in order as SwiftUI does, with a warning: a maximum below
    /// the ideal is raised to it, an ideal below the minimum is raised to it.
    @Test func contradictoryConstraintsAreOrdered() {
        let log = DiagnosticLog()
        let node = ViewModifierNode.flexibleFrame(FlexibleFrame(minWidth: 40, idealWidth: 30, maxWidth: 20, alignment: .center)).validated(log)
        guard case .flexibleFrame(let f) = node else { Issue.record("\(node)"); return }
        #expect(f.minWidth == 40 && f.idealWidth == 40 && f.maxWidth == 40)
        #expect(log.diagnostics.count == 3)

        // Proposed nothing, the frame takes its ideal 80, not the maximum 50 below it.
        let ideal = layout(sixty.frame(idealWidth: 80, maxWidth: 50).fixedSize(), in: CGSize(width: 400, height: 400))
        #expect(ideal[1].1.width == 80)
        #expect(width(sixty.frame(idealWidth: 80, maxWidth: 50), proposal: 300) == 80)
    }

    /// A stack's value of a guide, seen by its parent, comes from its children's explicit values:
    /// the green bar's leading edge lines up under the blue square's, one stack down.
    @Test func customGuideCrossesNestedStacks() {
        let view = VStack(alignment: .accent, spacing: 0) {
            HStack(spacing: 8) {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 20, height: 10).alignmentGuide(.accent) { d in d[.leading] }
            }
            Color.green.frame(width: 40, height: 10).alignmentGuide(.accent) { d in d[.leading] }
        }
        let boxes = layout(view, in: CGSize(width: 200, height: 100))
        let blue = boxes.filter { $0.0 == "frame" && $0.1.width == 20 }[0].1
        let green = boxes.filter { $0.0 == "frame" && $0.1.width == 40 }[0].1
        #expect(blue.minX == green.minX, "\(blue) \(green)")
        // The stack is as wide as the row (58) and the bar hanging past its end: 38 + 40 = 78.
        let stack = boxes[0].1
        #expect(stack.width == 78)
    }

    /// A vertical custom guide set inside a VStack lines up with one inside a sibling's ZStack
    /// across an HStack; the stack without an explicit value falls back to the guide's default.
    @Test func verticalGuidesCrossStacksAndZStacks() {
        let view = HStack(alignment: .rule, spacing: 0) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Color.blue.frame(width: 10, height: 30).alignmentGuide(.rule) { d in d[.top] }
                Color.red.frame(width: 10, height: 30)
            }
            ZStack {
                Color.yellow.frame(width: 20, height: 60)
                Color.green.frame(width: 20, height: 5).alignmentGuide(.rule) { _ in 0 }
            }
            Color.gray.frame(width: 10, height: 20)
        }
        let boxes = layout(view, in: CGSize(width: 200, height: 200))
        let blue = boxes.filter { $0.0 == "frame" && $0.1.size == CGSize(width: 10, height: 30) }[1].1
        let green = boxes.filter { $0.0 == "frame" && $0.1.height == 5 }[0].1
        let gray = boxes.filter { $0.0 == "frame" && $0.1.height == 20 }[0].1
        // Blue's top, green's top and gray's bottom (its default) lie on one line.
        #expect(blue.minY == green.minY && gray.maxY == blue.minY, "\(blue) \(green) \(gray)")
    }

    /// Several children with explicit values: the stack's value is their mean.
    @Test func severalExplicitValuesCombineAsTheirMean() {
        let inner = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.accent) { _ in 0 }
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.accent) { _ in 10 }
        }
        let view = VStack(alignment: .accent, spacing: 0) {
            inner
            Color.green.frame(width: 30, height: 10)
        }
        let boxes = layout(view, in: CGSize(width: 200, height: 200))
        let red = boxes.filter { $0.0 == "frame" && $0.1.height == 10 && $0.1.width == 10 }[0].1
        let green = boxes.filter { $0.0 == "frame" && $0.1.width == 30 }[0].1
        // The inner stack's accent is 5 (the mean of 0 and 10); green's default is its centre, 15.
        #expect(green.minX + 15 == red.minX + 5, "\(red) \(green)")
    }
}
