import Foundation
import Reel

/// The body of a style struct of a scene file (`ButtonStyle`, `PrimitiveButtonStyle`,
/// `ToggleStyle`, `LabelStyle`): `makeBody(configuration:)` runs in the interpreter with the
/// control's configuration, as the engine runs a compiled style's.
struct UserStyleBody: View, PrimitiveView {
    /// The style's value.
    let instance: Instance
    /// The interpreter that runs its code.
    let interpreter: Interpreter
    /// The configuration the control gives its style.
    let configuration: Any

    /// Never evaluated: the engine resolves the view through `makeNode`.
    var body: Never { fatalError("UserStyleBody is resolved by the engine") }

    func makeNode(in context: ResolveContext) -> ViewNode {
        guard let code = instance.type.methods["makeBody"] else { return ViewNode(.group) }
        context.bindState(instance.stateBoxes, type: ObjectIdentifier(instance.type))
        do {
            let owner = SelfBinding(instance.readingEnvironment(context.environment))
            return context.resolve(try interpreter.buildModifierBody(code, content: configuration, owner: owner))
        } catch {
            interpreter.report(error, at: code.position)
            return ViewNode(.group)
        }
    }
}
