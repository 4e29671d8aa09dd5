import Foundation

/// A secure text field, as SwiftUI's `SecureField`: its text as bullets, or its prompt.
public struct SecureField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: String
    /// The name scripts find it by.
    var title: String

    /// A secure field of `text`, showing `title` as its prompt while it is empty.
    public init(_ title: String, text: Binding<String>) where Label == Text {
        self.text = text
        self.prompt = title
        self.title = title
    }

    /// A secure field of `text`, showing `prompt` while it is empty.
    public init(_ title: String, text: Binding<String>, prompt: Text?) where Label == Text {
        self.text = text
        self.prompt = prompt?.content ?? title
        self.title = title
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        let bullets = String(repeating: "\u{2022}", count: text.wrappedValue.count)
        return context.textFieldNode("SecureField", context.resolve(FieldBody(text: bullets, prompt: prompt)), title: title, text: text)
    }
}
