import Foundation
import Reel

/// A shape struct of a scene file that conforms to `InsettableShape`: drawn as its `UserShape`
/// is, and inset by running its `inset(by:)` in the interpreter. `strokeBorder(_:lineWidth:)`
/// strokes the shape inset by half the line width, as SwiftUI's does, so the stroke stays inside
/// the frame.
///
/// `inset(by:)` may return the struct (the usual `var ring = self; ring.insetAmount += amount`)
/// or any other insettable shape, of the file or of the library (`Circle().inset(by: amount)`).
/// A failure, or a value that is not an insettable shape, is reported at the method and the inset
/// shape draws nothing.
struct UserInsettableShape: InsettableShape {
    /// The shape, drawn and animated as a plain shape of the file.
    var shape: UserShape

    /// The insettable shape of `instance`, whose type conforms to `InsettableShape`.
    init(instance: Instance, interpreter: Interpreter) {
        shape = UserShape(instance: instance, interpreter: interpreter)
    }

    /// The shape's `animatableData`, as its `UserShape`'s.
    var animatableData: _AnyAnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }

    func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    /// The shape `inset(by:)` of the file returns for `amount`, type-erased.
    func inset(by amount: CGFloat) -> AnyShape {
        let instance = shape.instance, interpreter = shape.interpreter
        guard let code = instance.type.methods["inset"] else { return AnyShape(Path()) }
        return interpreter.runFromLibrary(code, owner: instance, [("by", .double(Double(amount)))]) { value, _ in
            guard let inset = try? interpreter.convert(value, to: (any InsettableShape).self, at: code.position) else {
                throw interpreter.error(.badArguments, code.position,
                                        "inset(by:) of '\(instance.type.name)' must return an insettable shape, not \(value.typeName)")
            }
            return AnyShape(inset)
        } ?? AnyShape(Path())
    }
}

extension Interpreter {
    /// The library's view of a shape struct of the file: a `UserInsettableShape` when its type
    /// conforms to `InsettableShape`, a `UserShape` otherwise (always the same one for a type, so
    /// its changes animate).
    func fileShape(_ instance: Instance) -> any Shape {
        if instance.type.isInsettable { return UserInsettableShape(instance: instance, interpreter: self) }
        return UserShape(instance: instance, interpreter: self)
    }
}
