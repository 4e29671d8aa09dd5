import Foundation

/// A view with an event modifier (`onAppear`, `onDisappear`, `onChange(of:)`, `task`): the content
/// resolved unchanged, the event recorded with the content's identity for the timeline to run
/// (`ViewStateStore`). The modifier adds no node, so the content lays out and draws as it would
/// without it.
public struct _EventModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let kind: ViewEvent.Kind
    let location: String
    let position: SourcePosition?
    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        context.recordEvent(kind, location: location, position: position)
        return context.resolve(content)
    }
}

extension View {
    /// The view with the event modifier `kind`, written at `location` (`position` in a scene file).
    package func eventModified(_ kind: ViewEvent.Kind, location: String, position: SourcePosition?) -> _EventModifiedView<Self> {
        _EventModifiedView(content: self, kind: kind, location: location, position: position)
    }

    /// Runs `action` when the view is inserted: at the scene's start for views present then, or
    /// at the moment a state change shows it. Its state changes are a timeline event at that
    /// moment; inside `withAnimation` they animate from then.
    public func onAppear(file: String = #fileID, line: Int = #line, perform action: (() -> Void)? = nil) -> _EventModifiedView<Self> {
        eventModified(.appear(action ?? {}), location: "\(file):\(line)", position: nil)
    }

    /// Runs `action` when the view is removed, as a timeline event at that moment.
    public func onDisappear(file: String = #fileID, line: Int = #line, perform action: (() -> Void)? = nil) -> _EventModifiedView<Self> {
        eventModified(.disappear(action ?? {}), location: "\(file):\(line)", position: nil)
    }

    /// Runs `action` when the view is inserted, after the `onAppear` actions of that moment: a
    /// compiled scene's time is its timeline and Swift's `async` code cannot wait on it, so the work
    /// is synchronous (delay later changes with `DispatchQueue.main.asyncAfter` or a `Timer`; a
    /// scene file's `.task` may `await Task.sleep`, see docs/Time.md).
    public func task(priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
                     _ action: @escaping () -> Void) -> _EventModifiedView<Self> {
        eventModified(.attach(TaskAttachment(id: nil, action: action)), location: "\(file):\(line)", position: nil)
    }

    /// Runs `action` when the view is inserted and again whenever `id` differs from its value in
    /// the previous state (see `task(priority:_:)`).
    public func task<T: Equatable>(id: T, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
                                   _ action: @escaping () -> Void) -> _EventModifiedView<Self> {
        eventModified(.attach(TaskAttachment(id: ObservedValue(id), action: action)), location: "\(file):\(line)", position: nil)
    }

    /// Runs `action` with the old and new values when `value` differs from its value in the
    /// previous state (and, when `initial`, with the value twice when the view is inserted).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, file: String = #fileID, line: Int = #line,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> _EventModifiedView<Self> {
        let run = { (old: Any, new: Any) in
            if let old = old as? V, let new = new as? V { action(old, new) }
        }
        return eventModified(.change(ObservedValue(value), initial: initial, action: run), location: "\(file):\(line)", position: nil)
    }

    /// Runs `action` when `value` differs from its value in the previous state (and, when
    /// `initial`, when the view is inserted).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, file: String = #fileID, line: Int = #line,
                                       _ action: @escaping () -> Void) -> _EventModifiedView<Self> {
        onChange(of: value, initial: initial, file: file, line: line) { (_: V, _: V) in action() }
    }

    /// Runs `action` with the new value when `value` differs from its value in the previous state
    /// (SwiftUI's first form, deprecated there in favour of the two-value one).
    public func onChange<V: Equatable>(of value: V, file: String = #fileID, line: Int = #line,
                                       perform action: @escaping (_ newValue: V) -> Void) -> _EventModifiedView<Self> {
        onChange(of: value, initial: false, file: file, line: line) { (_: V, new: V) in action(new) }
    }
}
