import Foundation

/// A text field, as SwiftUI's `TextField`: its text, or its prompt in the placeholder colour when
/// the text is empty, across the width offered; drawn plain or, with
/// `textFieldStyle(.roundedBorder)`, in iOS's 34 pt rounded box. A script types into it with
/// `Touch.type("hello", into: "Name")` (found by its title): one character a frame, each a
/// change of its binding.
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: String
    let label: Label?
    /// The name scripts find it by (its title, SwiftUI's accessibility label).
    var title: String?

    /// A field of `text`, showing `title` as its prompt while it is empty.
    public init(_ title: String, text: Binding<String>) where Label == Text {
        self.text = text
        self.prompt = title
        self.label = nil
        self.title = title
    }

    /// A field of `text`, showing `prompt` while it is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) where Label == Text {
        self.text = text
        self.prompt = prompt?.content ?? title
        self.label = nil
        self.title = title
    }

    /// A field of `text` with `label` (not shown on iOS), showing `prompt` while it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt?.content ?? ""
        self.label = label()
        self.title = (self.label as? Text)?.content
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        context.textFieldNode("TextField", context.resolve(FieldBody(text: text.wrappedValue, prompt: prompt)), title: title, text: text)
    }
}

/// What a text field shows, in its environment's style.
struct FieldBody: View, PrimitiveView {
    let text: String
    let prompt: String

    var body: Never { primitiveViewHasNoBody(Self.self) }

    func makeNode(in context: ResolveContext) -> ViewNode {
        let shown = text.isEmpty
            ? AnyView(Text(prompt).foregroundStyle(Color(UIColor.placeholderText)))
            : AnyView(Text(text))
        let line = shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
        guard context.environment.controls.textFieldStyle is RoundedBorderTextFieldStyle else { return context.resolve(line) }
        let box = line
            .padding(.horizontal, ControlMetrics.roundedFieldPadding)
            .frame(height: ControlMetrics.roundedFieldHeight)
            .background {
                RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldRadius, style: .continuous)
                    .fill(Color(UIColor.systemBackground))
            }
            .overlay {
                RoundedRectangle(cornerRadius: ControlMetrics.roundedFieldRadius, style: .continuous)
                    .strokeBorder(Color(UIColor.systemGray4), lineWidth: ControlMetrics.roundedFieldBorder)
            }
        return context.resolve(box)
    }
}
