import Foundation

/// The identity of a view's state, or of an event modifier (`onAppear`, `onChange`): the identity
/// path of the node the view resolves to, the view's type (a view of another type at the same
/// place is another view, as in SwiftUI), and how deep in the resolution the view was met (views
/// whose bodies are one node share its path; each is met one level deeper than the one around it).
package struct ViewStateKey: Hashable {
    let path: NodeKey
    let type: ObjectIdentifier
    let depth: Int
}

/// Where the value of one `@State` property of a view lives while the timeline is resolved: every
/// `State` made for the view's identity, by any evaluation of its parent's body, reads and writes
/// it, so an action run later (a delayed one, a binding passed down) changes the view's state as
/// it is then.
package final class StateLocation {
    /// The value.
    package var value: Any
    init(_ value: Any) { self.value = value }
}

/// The values of a scene's state at one moment: its own `@State` properties, in order, and those
/// of every view present then, by identity.
package struct StateValues {
    /// The scene's properties.
    var scene: [Any]
    /// Each present view's properties, in declaration order.
    var views: [ViewStateKey: [Any]]

    /// No state at all.
    static var none: StateValues { StateValues(scene: [], views: [:]) }
}

/// An event modifier met while a body was resolved: what it runs, and when.
package struct ViewEvent {
    /// What makes the event run.
    package enum Kind {
        /// `onAppear` (and `task`): when the view is inserted.
        case appear(() -> Void)
        /// `onDisappear`: when the view is removed.
        case disappear(() -> Void)
        /// `onChange(of:initial:)`: when the value differs from the previous state's, with the old
        /// and new values (and on insertion when `initial`).
        case change(ObservedValue, initial: Bool, action: (Any, Any) -> Void)
        /// `task` and `onReceive`: work that lives while the view is present (`TimelineScheduler`).
        case attach(any ViewAttachment)
    }
    /// The modifier's identity.
    let key: ViewStateKey
    /// What it runs.
    let kind: Kind
    /// Where the modifier was written, for messages.
    let location: String
    /// Where in a scene file the modifier was written, when it was.
    let position: SourcePosition?
    /// The event as a diagnostic names it: its position in a scene file, or its name and where
    /// it is.
    var cause: (view: String?, position: SourcePosition?) { (position == nil ? "\(kind.name) \(location)" : nil, position) }
}

/// A value `onChange(of:)` watches, with the equality of its type.
package struct ObservedValue {
    let value: Any
    let equals: (Any) -> Bool

    /// `value`, compared with `==`.
    package init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }

    /// `value`, compared by `equals`.
    package init(value: Any, equals: @escaping (Any) -> Bool) {
        self.value = value
        self.equals = equals
    }
}

/// The state of the views below the scene, as one resolution of the body sees it.
///
/// Resolving a frame (`init(values:)`), a view's `State` is set to its identity's value in the
/// frame's state, or keeps its initial value. Resolving the timeline (`init(locations:)`), a view's
/// `State` is bound to its identity's `StateLocation` (made from its initial value when the view
/// is new), and the event modifiers met are recorded, in tree order, for the timeline to run.
package final class ViewStateStore {
    /// The most rounds of actions at one moment (each round's changes resolve the body again and
    /// may run more actions); more means an action keeps changing what makes it run.
    package static let cascadeLimit = 100
    /// The most actions a timeline's events may delay with `DispatchQueue.main` (an action that
    /// delays itself again by a tiny time would otherwise run without end).
    package static let delayedActionLimit = 10_000

    private let values: [ViewStateKey: [Any]]?
    private let previous: [ViewStateKey: [StateLocation]]
    /// The locations of the views met, timeline resolution only.
    private(set) var present: [ViewStateKey: [StateLocation]] = [:]
    /// The event modifiers met, in tree order, timeline resolution only.
    private(set) var events: [ViewEvent] = []
    private var eventKeys = Set<ViewStateKey>()

    /// The store of a frame whose views' state is `values`.
    package init(values: [ViewStateKey: [Any]]) {
        self.values = values
        previous = [:]
    }

    /// The store of a resolution of the timeline, the views present in the resolution before it
    /// having their state in `locations`.
    init(locations: [ViewStateKey: [StateLocation]]) {
        values = nil
        previous = locations
    }

    /// Gives the `State` storage `boxes` of a view of type `type` met at `path`, `depth`, the
    /// state of its identity; true when the view is new to the timeline's resolution (its state
    /// starts from the boxes' initial values now).
    @discardableResult
    func bind(_ boxes: [AnyStateBox], key: ViewStateKey) -> Bool {
        if let values {
            for box in boxes { box.location = nil }
            guard let known = values[key], known.count == boxes.count else { return false }
            for (box, value) in zip(boxes, known) { box.anyValue = value }
            return false
        }
        let locations: [StateLocation]
        var isNew = false
        if let met = present[key] ?? previous[key], met.count == boxes.count {
            locations = met
        } else {
            locations = boxes.map { StateLocation($0.anyValue) }
            isNew = true
        }
        if present[key] == nil { present[key] = locations }
        for (box, location) in zip(boxes, locations) { box.location = location }
        return isNew
    }

    /// Records an event modifier (timeline resolution only; once per identity).
    func record(_ event: ViewEvent) {
        guard values == nil, eventKeys.insert(event.key).inserted else { return }
        events.append(event)
    }

    /// The values of the views met, by identity.
    var presentValues: [ViewStateKey: [Any]] {
        present.mapValues { $0.map(\.value) }
    }
}

extension ResolveContext {
    /// Gives the state of the view of type `type` resolved in this context (whose `State`
    /// properties' storage is `boxes`) its identity's state.
    /// True when the view is new to the timeline's resolution: its state starts now.
    @discardableResult
    package func bindState(_ boxes: [AnyStateBox], type: ObjectIdentifier) -> Bool {
        guard let viewStates, !boxes.isEmpty else { return false }
        return viewStates.bind(boxes, key: ViewStateKey(path: path, type: type, depth: depth))
    }

    /// Gives the `@State` properties of `view` (a compiled view or view modifier, found by
    /// reflection) its identity's state, and its `@Environment` properties the environment it is
    /// resolved in.
    func bindState<V>(of view: V) {
        var boxes: [AnyStateBox] = []
        for child in Mirror(reflecting: view).children {
            if let state = child.value as? StateProperty {
                boxes.append(state.stateBox)
            } else if let property = child.value as? EnvironmentProperty {
                property.environmentBox.values = environment
            }
        }
        bindState(boxes, type: ObjectIdentifier(V.self))
    }

    /// Records an event modifier of kind `kind` met here.
    func recordEvent(_ kind: ViewEvent.Kind, location: String, position: SourcePosition?) {
        guard let viewStates else { return }
        let marker: Any.Type
        switch kind {
        case .appear: marker = AppearEvent.self
        case .disappear: marker = DisappearEvent.self
        case .change: marker = ChangeEvent.self
        case .attach: marker = AttachEvent.self
        }
        viewStates.record(ViewEvent(key: ViewStateKey(path: path, type: ObjectIdentifier(marker), depth: depth), kind: kind,
                                    location: location, position: position))
    }
}

/// Marks the identity of an `onAppear` or `task` modifier.
private enum AppearEvent {}
/// Marks the identity of an `onDisappear` modifier.
private enum DisappearEvent {}
/// Marks the identity of an `onChange(of:)` modifier.
private enum ChangeEvent {}
/// Marks the identity of a `task` or `onReceive` modifier.
private enum AttachEvent {}

extension ViewEvent.Kind {
    /// The modifier's name, for messages.
    var name: String {
        switch self {
        case .appear: return "onAppear"
        case .disappear: return "onDisappear"
        case .change: return "onChange"
        case .attach(let attachment): return attachment.name
        }
    }
}
