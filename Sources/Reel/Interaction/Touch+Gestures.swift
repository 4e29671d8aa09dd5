import Foundation

extension Touch {
    /// How far, in points, a tap's finger may move before the tap fails: 10, the default
    /// `allowableMovement` of UIKit's press recognisers.
    public static let tapSlop: CGFloat = 10
    /// How long, in seconds, a multiple tap waits for its next tap after a finger lifts: 0.35,
    /// UIKit's interval between the taps of a multiple tap (`UITapGestureRecognizer`; not in
    /// Apple's public documentation). A single tap on a view that also takes a double tap fires
    /// once this has passed after the finger lifted.
    public static let multipleTapInterval = 0.35
    /// The distance, in points, between the two fingers of `pinch` and `rotate` as they go down
    /// (on a horizontal line through the target's centre): 100, about two fingertips spread on a
    /// phone.
    public static let fingerSpan: CGFloat = 100
    /// How long `pinch` and `rotate` take by default, in seconds.
    public static let twoFingerDuration = 0.5

    /// Drags the view named `target` through `points` (scene points): the finger goes down at its
    /// centre, stays `hold` seconds (a long press before a sequenced drag), then moves along the
    /// polyline through each point in turn at uniform speed (or along `curve`), a move at each
    /// frame time, for `duration` seconds.
    public static func drag(_ target: String, through points: [CGPoint], hold: Double = 0, duration: Double = dragDuration,
                            curve: UnitCurve = .linear, file: String = #fileID, line: Int = #line) {
        playChecked(.target(target), .path(through: points, hold: hold, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Drags from `start` through `points` (scene points), after holding `hold` seconds, over
    /// `duration` seconds.
    public static func drag(from start: CGPoint, through points: [CGPoint], hold: Double = 0, duration: Double = dragDuration,
                            curve: UnitCurve = .linear, file: String = #fileID, line: Int = #line) {
        playChecked(.point(start), .path(through: points, hold: hold, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Pinches the view named `target` with two fingers around its centre, their distance going
    /// to `scale` times `fingerSpan` over `duration` seconds along `curve` (a `MagnifyGesture`).
    public static func pinch(_ target: String, scale: CGFloat, duration: Double = twoFingerDuration, curve: UnitCurve = .linear,
                             file: String = #fileID, line: Int = #line) {
        playChecked(.target(target), .pinch(scale: scale, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Pinches around `point` (scene points).
    public static func pinch(at point: CGPoint, scale: CGFloat, duration: Double = twoFingerDuration, curve: UnitCurve = .linear,
                             file: String = #fileID, line: Int = #line) {
        playChecked(.point(point), .pinch(scale: scale, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Turns two fingers around the centre of the view named `target` by `angle` (clockwise
    /// positive) over `duration` seconds along `curve` (a `RotateGesture`).
    public static func rotate(_ target: String, angle: Angle, duration: Double = twoFingerDuration, curve: UnitCurve = .linear,
                              file: String = #fileID, line: Int = #line) {
        playChecked(.target(target), .rotate(angle: angle, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Turns two fingers around `point` (scene points).
    public static func rotate(at point: CGPoint, angle: Angle, duration: Double = twoFingerDuration, curve: UnitCurve = .linear,
                              file: String = #fileID, line: Int = #line) {
        playChecked(.point(point), .rotate(angle: angle, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Checks the numbers of a path, pinch or rotation, then plays it (`play`).
    package static func playChecked(_ place: ScriptedTouch.Place, _ verb: ScriptedTouch.Verb, location: String, position: SourcePosition?) {
        let problem: String?
        switch verb {
        case .path(let points, let hold, let duration, _):
            problem = !(duration.isFinite && duration >= 0) ? "'drag' needs a duration of 0 seconds or more, not \(duration)"
                : !(hold.isFinite && hold >= 0) ? "'drag' needs a hold of 0 seconds or more, not \(hold)"
                : points.isEmpty ? "'drag(through:)' needs at least one point"
                : points.contains { !($0.x.isFinite && $0.y.isFinite) } ? "'drag(through:)' needs finite points" : nil
        case .pinch(let scale, let duration, _):
            problem = !(duration.isFinite && duration >= 0) ? "'pinch' needs a duration of 0 seconds or more, not \(duration)"
                : !(scale.isFinite && scale > 0) ? "'pinch' needs a scale greater than 0, not \(scale)" : nil
        case .rotate(let angle, let duration, _):
            problem = !(duration.isFinite && duration >= 0) ? "'rotate' needs a duration of 0 seconds or more, not \(duration)"
                : !angle.radians.isFinite ? "'rotate' needs a finite angle" : nil
        default:
            problem = nil
        }
        if let problem {
            ScriptedTouch(place: place, verb: verb, location: location, position: position).report(problem)
            return
        }
        play(place, verb, location: location, position: position)
    }
}
