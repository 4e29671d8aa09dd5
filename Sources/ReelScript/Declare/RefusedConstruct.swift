import Reel
import SwiftSyntax

/// SwiftUI constructs a scene file cannot have because Reel's model makes them meaningless — a
/// rendered scene is not touched, scrolled or dismissed, and its time is its timeline — with the
/// message saying what to write instead. Names here are refused only when neither the file nor
/// the vocabulary gives them a meaning.
enum RefusedConstruct {
    /// What to write instead of interaction.
    static let interaction = "scripted touches play taps, long presses, drags, pinches and rotations today (buttons, toggles, 'onTapGesture', 'onLongPressGesture', 'TapGesture', 'LongPressGesture', 'DragGesture', 'MagnifyGesture', 'RotateGesture'; see docs/Interaction.md), not this gesture yet: write what it does as an 'At(seconds) { … }' event in the 'timeline' of an AnimatedScene"
    /// What to write instead of a composed gesture.
    /// What to write instead of reading the network.
    static let network = "a scene reads nothing from the network, so every frame is a function of its time"

    /// Why a module a SwiftUI file often imports is not there, by name: what to write instead.
    static let imports: [String: String] = [
        "UIKit": "Reel draws SwiftUI views and has no UIKit; remove the import and draw with SwiftUI views",
        "AppKit": "Reel draws SwiftUI views and has no AppKit; remove the import and draw with SwiftUI views",
    ]

    /// Protocols that wrap UIKit and AppKit views, refused on the struct that conforms to one.
    static let representables: [String: String] = [
        "UIViewRepresentable": "'UIViewRepresentable' is not available in scene files: Reel draws SwiftUI views and has no UIKit; draw the view with shapes, 'Canvas', 'Image' and 'Text', or put a picture of it in the module's asset catalog and draw it with 'Image(\"name\")'",
        "UIViewControllerRepresentable": "'UIViewControllerRepresentable' is not available in scene files: Reel draws SwiftUI views and has no UIKit; draw the screen with SwiftUI views, or put a picture of it in the module's asset catalog and draw it with 'Image(\"name\")'",
        "NSViewRepresentable": "'NSViewRepresentable' is not available in scene files: Reel draws SwiftUI views and has no AppKit; draw the view with shapes, 'Canvas', 'Image' and 'Text', or put a picture of it in the module's asset catalog and draw it with 'Image(\"name\")'",
        "NSViewControllerRepresentable": "'NSViewControllerRepresentable' is not available in scene files: Reel draws SwiftUI views and has no AppKit; draw the screen with SwiftUI views, or put a picture of it in the module's asset catalog and draw it with 'Image(\"name\")'",
    ]

    /// What to write instead of a control Reel does not draw.
    static let controlInstead = "draw what it shows closed with the controls Reel has ('Button', 'Picker', 'Toggle', 'Text'; see docs/Controls.md)"

    /// Types and functions, by name.
    static let names: [String: String] = [
        "URLSession": "'URLSession' is not available in scene files: " + network + "; put the data in the file as constants (a 'let' array of values)",
        "sleep": "'sleep' would stop the whole scene; in a task ('.task { … }', 'Task { … }') write 'try await Task.sleep(for: .seconds(n))', which waits on the scene's clock",
        "AsyncImage": "'AsyncImage' is not available in scene files: " + network + "; put the image in the module's asset catalog or folder and draw it with 'Image(\"name\")'",
        "DatePicker": "'DatePicker' is not drawn by Reel yet: " + controlInstead,
        "MultiDatePicker": "'MultiDatePicker' is not drawn by Reel yet: " + controlInstead,
        "ColorPicker": "'ColorPicker' is not drawn by Reel yet: " + controlInstead,
        "Menu": "'Menu' is not drawn by Reel yet: " + controlInstead,
        "Link": "'Link' is not drawn by Reel yet: " + controlInstead,
        "ShareLink": "'ShareLink' is not drawn by Reel yet: " + controlInstead,
    ]

    /// What to write instead of interaction inside a view of the file that is not the scene: the
    /// scene's `At` events cannot reach a view's own `@State`, so the view schedules the change
    /// itself.
    static let interactionInView = "; in a view with its own '@State', schedule the change in the view: '.onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … } }'"

    /// The message for the refused interaction `refusal` written at `node`: inside a view of the
    /// file other than the scene it also says how that view changes its own state.
    static func message(_ refusal: String, at node: some SyntaxProtocol) -> String {
        guard refusal.contains(interaction), isInChildView(node) else { return refusal }
        return refusal + interactionInView
    }

    /// Whether `node` is inside a struct of the file that conforms to `View` and not to
    /// `AnimatedScene`.
    private static func isInChildView(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(StructDeclSyntax.self) {
                let conformances = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                return conformances.contains("View") && !conformances.contains("AnimatedScene")
            }
            current = parent.parent
        }
        return false
    }

    /// Modifiers and methods, by name.
    static let members: [String: String] = [
        "sleep": "'sleep' would stop the whole scene; in a task ('.task { … }', 'Task { … }') write 'try await Task.sleep(for: .seconds(n))', which waits on the scene's clock",
    ]

    /// The name `@Environment(\.name)` reads (one key-path component), or nil for another form
    /// (`@Environment(Model.self)`).
    static func environmentKeyPath(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
              let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
              keyPath.components.count == 1, case .property(let property)? = keyPath.components.first?.component else { return nil }
        return property.declName.baseName.text
    }

    /// The class `@Environment(Model.self)` reads, or nil for another form.
    static func environmentModelType(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
              let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
              let base = member.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        return base.baseName.text
    }

    /// Why `@Environment(\.key)` cannot be read in a scene file, or nil when Reel has the value.
    static func environmentKeyRefusal(_ key: String) -> String? {
        if key == "dismiss" {
            return "'@Environment(\\.dismiss)' is not available in scene files: a scene has nothing to dismiss; it ends when its 'format' duration does"
        }
        if EnvironmentKeys.entries[key] != nil { return nil }
        var message = "'\\.\(key)' is not an environment value Reel has; it has \(EnvironmentKeys.names.map { "'\\.\($0)'" }.joined(separator: ", "))"
        if let suggestion = Suggestion.closest(to: key, in: EnvironmentKeys.names) { message += "; did you mean '\\.\(suggestion)'?" }
        return message
    }

    /// The message for a property wrapper or attribute a scene file cannot have.
    static func attribute(_ attribute: AttributeSyntax) -> String {
        let name = attribute.attributeName.trimmedDescription
        switch name {
        case "Environment":
            if attribute.arguments?.trimmedDescription.contains("dismiss") == true {
                return "'@Environment(\\.dismiss)' is not available in scene files: a scene has nothing to dismiss; it ends when its 'format' duration does"
            }
            return "'@Environment' is not available in scene files: set the environment with modifiers on the views, and pass values to views as stored properties"
        default:
            return "the attribute '@\(name)' is not supported in scene files"
        }
    }
}
