import Foundation

/// What a text field does with typed text: appends characters to its binding, and runs the
/// `onSubmit` actions around it when the script presses Return.
package struct TextTyping {
    /// Appends typed characters to the field's text.
    package var append: (String) -> Void
    /// The `onSubmit` actions of the field's environment, innermost first.
    package var submit: [() -> Void]
}

extension View {
    /// Runs `action` when a person presses Return in a text field inside this view, as SwiftUI's
    /// `onSubmit(of:_:)` (scripts press it with `type(_:into:submit: true)`). Actions of enclosing
    /// `onSubmit`s run too, innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> _EnvironmentModifiedView<Self> {
        controlEnvironment { $0.submitActions.append(action) }
    }
}

/// What submits a view, as SwiftUI's `SubmitTriggers`: Return in a text field.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Triggers of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return pressed in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission (Reel has no search fields; never triggered).
    public static let search = SubmitTriggers(rawValue: 2)
}

extension ResolveContext {
    /// A text field's node: the control `name` drawn as `content`, named `title` for scripts
    /// (its accessibility label), taking typed text into `text`.
    func textFieldNode(_ name: String, _ content: ViewNode, title: String?, text: Binding<String>) -> ViewNode {
        // Innermost onSubmit first: the environment appends outer to inner, so reverse.
        let typing = TextTyping(append: { text.wrappedValue += $0 }, submit: environment.controls.submitActions.reversed())
        var handler = TouchHandler(name: name, tap: { _ in })
        handler.typing = typing
        var node = interactiveControlNode(name, content, handlers: [handler])
        if case .modifier(.interaction(var interaction)) = node.kind {
            // A field takes touches across its whole frame, not only on the text it shows.
            if case .content = interaction.hitArea { interaction.hitArea = .shape(AnyShape(Rectangle())) }
            if let title, !title.isEmpty { interaction.label = title }
            node.kind = .modifier(.interaction(interaction))
        }
        return node
    }
}
