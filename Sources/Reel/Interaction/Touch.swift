import Foundation

/// A person's finger, scripted: called inside a timeline event (`At(0.5) { Touch.tap("Start") }`,
/// an events script's `At(0.5) { tap("Start") }`), a verb plays a touch on the views on screen,
/// which runs the touched view's own handlers (a `Button`'s action, `onTapGesture`, a `Toggle`'s
/// flip) as timeline events: finger down at the event's time, up `tapHold` seconds later.
///
/// A target string names a view on screen at that moment by its accessibility identifier, else its
/// accessibility label, else a control's label text, else a `Text`'s string; the finger touches
/// the centre of its hit area (a toggle's switch). No view so named, or several, is an error
/// listing the views on screen with their frames. The view that takes the touch is found as
/// SwiftUI finds it (see `HitTest`), in the layout of the state at that moment.
public enum Touch {
    /// A part of a control a finger can touch: a `Stepper`'s plus or minus, a `Slider`'s knob.
    public enum Part: String, Sendable {
        /// The plus: steps up.
        case increment
        /// The minus: steps down.
        case decrement
        /// A slider's knob (where a script naming a slider touches it anyway).
        case thumb
    }

    /// How long a tap's finger stays down, in seconds: 0.1, about a person's quick tap, so the
    /// pressed look shows for a few frames.
    public static let tapHold = 0.1
    /// The time from one tap's finger down to the next's in a double tap, in seconds (well inside
    /// iOS's double-tap interval of about 0.3 s).
    public static let tapInterval = 0.2
    /// How long `longPress` holds by default, in seconds (past `onLongPressGesture`'s default
    /// minimum of 0.5 s).
    public static let longPressDuration = 0.8

    /// Taps the view named `target`.
    public static func tap(_ target: String, file: String = #fileID, line: Int = #line) {
        play(.target(target), .tap(count: 1), location: "\(file):\(line)", position: nil)
    }

    /// Taps `part` of the control named `target` (`Touch.tap("Quantity", part: .increment)`).
    public static func tap(_ target: String, part: Part, file: String = #fileID, line: Int = #line) {
        play(.target(target), .tap(count: 1), part: part, location: "\(file):\(line)", position: nil)
    }

    /// Taps the scene at `point` (in points from its top-left corner).
    public static func tap(at point: CGPoint, file: String = #fileID, line: Int = #line) {
        play(.point(point), .tap(count: 1), location: "\(file):\(line)", position: nil)
    }

    /// Taps the view named `target` twice, `tapInterval` apart.
    public static func doubleTap(_ target: String, file: String = #fileID, line: Int = #line) {
        play(.target(target), .tap(count: 2), location: "\(file):\(line)", position: nil)
    }

    /// Taps the scene at `point` twice, `tapInterval` apart.
    public static func doubleTap(at point: CGPoint, file: String = #fileID, line: Int = #line) {
        play(.point(point), .tap(count: 2), location: "\(file):\(line)", position: nil)
    }

    /// Presses the view named `target` for `duration` seconds.
    public static func longPress(_ target: String, duration: Double = longPressDuration, file: String = #fileID, line: Int = #line) {
        play(.target(target), .longPress(duration: duration), location: "\(file):\(line)", position: nil)
    }

    /// Presses the scene at `point` for `duration` seconds.
    public static func longPress(at point: CGPoint, duration: Double = longPressDuration, file: String = #fileID, line: Int = #line) {
        play(.point(point), .longPress(duration: duration), location: "\(file):\(line)", position: nil)
    }

    /// How long `drag` takes by default, in seconds.
    public static let dragDuration = 0.4

    /// Drags the view named `target` by `translation`: the finger goes down at its centre, moves
    /// at each frame time along `curve` for `duration` seconds, and lifts.
    public static func drag(_ target: String, by translation: CGSize, duration: Double = dragDuration, curve: UnitCurve = .linear,
                            file: String = #fileID, line: Int = #line) {
        play(.target(target), .drag(translation: translation, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Drags from `start` to `end` (scene points) over `duration` seconds along `curve`.
    public static func drag(from start: CGPoint, to end: CGPoint, duration: Double = dragDuration, curve: UnitCurve = .linear,
                            file: String = #fileID, line: Int = #line) {
        play(.point(start), .drag(translation: CGSize(width: end.x - start.x, height: end.y - start.y), duration: duration, curve: curve),
             location: "\(file):\(line)", position: nil)
    }

    /// Schedules the phases of a touch at `place` doing `verb` from the running event's time, or
    /// reports that no timeline event is running. `location` and `position` say where it was called.
    package static func play(_ place: ScriptedTouch.Place, _ verb: ScriptedTouch.Verb, part: Part? = nil, location: String, position: SourcePosition?) {
        let touch = ScriptedTouch(place: place, verb: verb, location: location, position: position)
        touch.part = part
        guard let actions = DelayedActions.current else {
            touch.report("'\(verb.name)' plays a touch on the timeline, so it may only be called in a timeline event (an 'At(seconds) { … }' of the scene's timeline or of an events script); here it does nothing")
            return
        }
        if case .longPress(let duration) = verb, !(duration.isFinite && duration >= 0) {
            touch.report("'longPress' needs a duration of 0 seconds or more, not \(duration)")
            return
        }
        if case .point(let point) = place, !(point.x.isFinite && point.y.isFinite) {
            touch.report("'\(verb.name)(at:)' needs a finite point, not (\(point.x), \(point.y))")
            return
        }
        if let (translation, duration) = verb.motion {
            guard duration.isFinite && duration >= 0 else {
                touch.report("'\(verb.name)' needs a duration of 0 seconds or more, not \(duration)")
                return
            }
            guard translation.width.isFinite && translation.height.isFinite else {
                touch.report("'\(verb.name)' needs a finite distance, not (\(translation.width), \(translation.height))")
                return
            }
        }
        for (time, run) in touch.phases(start: actions.time, fps: TouchPlayback.current?.fps ?? 60) {
            actions.add(DelayedActions.Action(time: time, run: run, location: location, position: position))
        }
    }
}
