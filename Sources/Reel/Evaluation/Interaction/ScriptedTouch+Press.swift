import Foundation

extension ScriptedTouch {
    /// How far outside a button's bounds a finger may go and still release it inside, in points:
    /// UIKit's touch-tracking slop for controls (`UIControl` sends `touchDragExit` once the finger
    /// is about 70 pt outside, and `touchUpInside` within it).
    package static let pressSlop: CGFloat = 70

    /// Whether `point` (scene) is within the slop of the view at `step`.
    private func isWithinSlop(_ point: CGPoint, _ step: HitTest.Step) -> Bool {
        let local = point.applying(step.transform.inverted())
        return step.box.frame.insetBy(dx: -Self.pressSlop, dy: -Self.pressSlop).contains(local)
    }

    /// A drag's finger moves to `point` on a button it went down on: leaving its slop un-presses
    /// it, coming back presses it again.
    func trackPress(_ handler: TouchHandler, _ step: HitTest.Step, at point: CGPoint) {
        let inside = isWithinSlop(point, step)
        guard inside != isInsidePress else { return }
        isInsidePress = inside
        handler.pressing?(inside)
    }

    /// A drag's finger lifts at `point` from a button: the press ends, and the action runs when
    /// the finger is within the slop.
    func releasePress(_ handler: TouchHandler, _ step: HitTest.Step, at point: CGPoint) {
        defer { isInsidePress = true }
        if isInsidePress { handler.pressing?(false) }
        guard isWithinSlop(point, step) else { return }
        let local = point.applying(step.transform.inverted())
        handler.tap?(CGPoint(x: local.x - step.box.frame.minX, y: local.y - step.box.frame.minY))
    }
}
