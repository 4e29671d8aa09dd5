import Foundation

/// Which view a touch lands on, as SwiftUI decides it, in a laid-out tree (the model layout of
/// the state at the touch's time): the topmost view under the point whose shape contains it.
///
/// Views are tried front to back (the reverse of drawing order). A shape takes a touch inside its
/// path, unless its paint is invisible (`Color.clear`); text, images and canvases inside their
/// frames; spacers and empty views never. `hidden()`, zero opacity and `allowsHitTesting(false)`
/// take none, nor does anything inside; a clip shape takes none outside it; `contentShape(_:)`
/// makes the view take touches inside its shape whatever it draws. Offsets, rotations and scales
/// move the area as they move the drawing.
package enum HitTest {
    /// One view the touch passed through: its box and the transform from its layout space to the
    /// scene.
    package struct Step {
        /// The view.
        package let box: LayoutBox
        /// From its layout space to the scene.
        package let transform: CGAffineTransform
    }

    /// The views from the root to the one hit at `point` (scene coordinates), nil when none is.
    package static func hit(_ root: LayoutBox, at point: CGPoint) -> [Step]? {
        let chain = Chain()
        return hit(root, point, .identity, chain) ? chain.steps : nil
    }

    /// The steps taken so far.
    private final class Chain {
        var steps: [Step] = []
    }

    private static func hit(_ box: LayoutBox, _ point: CGPoint, _ transform: CGAffineTransform, _ chain: Chain) -> Bool {
        let local = point.applying(transform.inverted())
        chain.steps.append(Step(box: box, transform: transform))
        func children(_ boxes: [LayoutBox], _ t: CGAffineTransform) -> Bool {
            for child in boxes.reversed() where hit(child, point, t, chain) { return true }
            return false
        }
        let found: Bool
        switch box.kind {
        case .empty, .spacer:
            found = false
        case .group, .container, .geometryReader:
            found = children(DisplayListBuilder.drawingOrder(box.children), transform)
        case .shape(let leaf):
            let paint = leaf.style.resolvePaint(in: box.frame, environment: leaf.environment)
            if paint.isInvisible {
                found = false
            } else if case .fill(let style) = leaf.drawing {
                found = DisplayListBuilder.outline(of: leaf.shape, in: box.frame).contains(local, eoFill: style.isEOFilled)
            } else {
                found = box.frame.contains(local)
            }
        case .text, .image, .canvas, .particles, .divider:
            found = box.frame.contains(local)
        case .modifier(let modifier):
            found = hitModifier(modifier, box, local, transform, children)
        }
        if !found { chain.steps.removeLast() }
        return found
    }

    private static func hitModifier(_ modifier: ViewModifierNode, _ box: LayoutBox, _ local: CGPoint, _ transform: CGAffineTransform,
                                    _ children: ([LayoutBox], CGAffineTransform) -> Bool) -> Bool {
        guard let content = box.children.first else { return false }
        let secondary = Array(box.children.dropFirst())
        switch modifier {
        case .hidden:
            return false
        case .opacity(let o) where o <= 0:
            return false
        case .interaction(let node):
            switch node.hitArea {
            case .none: return false
            case .content: return children([content], transform)
            case .shape(let shape):
                guard DisplayListBuilder.outline(of: shape, in: box.frame).contains(local) else { return false }
                _ = children([content], transform)
                return true
            }
        case .clip(let shape, let style):
            guard DisplayListBuilder.outline(of: shape, in: box.frame).contains(local, eoFill: style.isEOFilled) else { return false }
            return children([content], transform)
        case .mask:
            return children([content], transform)
        case .preferenceReader(let reader, _) where reader.isBackground:
            return children(secondary + [content], transform)
        case .background:
            return children(secondary + [content], transform)
        case .overlay, .preferenceReader:
            return children([content] + secondary, transform)
        case .scale(let s, _) where s.width == 0 || s.height == 0:
            return false
        default:
            let inner = DisplayListBuilder.localTransform(modifier, box.frame).map { $0.concatenating(transform) } ?? transform
            return children([content], inner)
        }
    }
}
