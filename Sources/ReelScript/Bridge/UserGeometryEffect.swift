import Foundation
import Reel

/// A `GeometryEffect` struct of a scene file: `effectValue(size:)` runs in the interpreter with
/// the modified view's laid-out size at each frame; its `animatableData`, when declared, animates
/// as a compiled effect's does (the same Swift vector types).
///
/// A projection Reel cannot draw (a perspective term m13 or m23 not zero) is reported at the
/// effect's `effectValue(size:)`, and the view is not drawn.
struct UserGeometryEffect: GeometryEffect {
    /// The struct's value.
    var instance: Instance
    /// The interpreter that runs its code.
    let interpreter: Interpreter

    /// The effect's `animatableData`, boxed; the zero of every type when it declares none.
    var animatableData: _AnyAnimatableData {
        get { interpreter.animatableData(of: instance) }
        set { interpreter.setAnimatableData(newValue, of: &instance) }
    }

    func effectValue(size: CGSize) -> ProjectionTransform { projection(size) ?? ProjectionTransform() }

    /// The content drawn through the projection, with failures reported at `effectValue(size:)`.
    func body(content: Content) -> some View {
        _GeometryEffectContent(content: content, node: GeometryEffectNode(name: instance.type.name) { projection($0) })
    }

    /// The projection `effectValue(size:)` returns for `size`, or nil (reported) when it fails
    /// or cannot be drawn.
    private func projection(_ size: CGSize) -> ProjectionTransform? {
        guard let code = instance.type.methods["effectValue"] else { return nil }
        return interpreter.runFromLibrary(code, owner: instance, [("size", .native(size))]) { value, _ in
            guard let projection = value.native(as: ProjectionTransform.self) else {
                throw interpreter.error(.badArguments, code.position,
                                        "effectValue(size:) must return a ProjectionTransform, not \(value.typeName); write 'ProjectionTransform(transform)' for a CGAffineTransform")
            }
            if let reason = projection.undrawableReason {
                throw interpreter.error(.invalidValue, code.position, "effectValue(size:) of '\(instance.type.name)' returned a projection that \(reason); the view is not drawn")
            }
            return projection
        }
    }
}
