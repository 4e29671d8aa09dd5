import Foundation
import Reel

/// The keys a scene file declares (`struct SizesKey: PreferenceKey`, `struct Weight:
/// LayoutValueKey`), given to the engine as the compiled keys are: identified by their struct
/// (one object per file, shared by every scene instance), their `defaultValue` and `reduce`
/// run in the interpreter. Values are the file's own values, passed through the engine as they
/// are.
extension Interpreter {
    /// The struct a key argument names (`SizesKey.self`), which must conform to `conformance`.
    func keyType(_ value: Value, _ conformance: UserTypeCode.Conformance, at position: ScriptPosition) throws -> UserTypeCode {
        if case .type(.user(let type)) = value, type.conformance == conformance { return type }
        let given: String
        if case .type(let reference) = value { given = "'\(reference.name)' is not a \(conformance.rawValue)" } else { given = "got \(value.typeName)" }
        throw Mismatch(message: "expected a struct of the file conforming to \(conformance.rawValue), written as 'MyKey.self'; \(given)",
                       node: position, isComplete: true)
    }

    /// The key's `defaultValue`.
    func defaultValue(of type: UserTypeCode, at position: ScriptPosition) throws -> Value {
        guard let value = try staticMemberValue("defaultValue", of: type, at: position) else {
            throw error(.unknownName, position, "'\(type.name)' has no 'defaultValue'")
        }
        return value
    }

    /// `value` given for the key `type`, converted to the type of the key's `defaultValue` (an
    /// integer literal for a `CGFloat` key is a `CGFloat`, as Swift's type checker makes it).
    func keyValue(_ value: Value, of type: UserTypeCode, at position: ScriptPosition) throws -> Value {
        guard case .stored(_, _, let declared)? = type.staticMember("defaultValue") else { return value }
        return try conform(value, to: declared, at: position)
    }

    /// The preference key `type` as the engine takes it: its default value and its
    /// `reduce(value:nextValue:)` (whose `inout value` is written back); failures are reported
    /// and leave the value as it was.
    func preferenceKey(_ type: UserTypeCode, at position: ScriptPosition) -> ErasedPreferenceKey {
        ErasedPreferenceKey(id: ObjectIdentifier(type), defaultValue: { [unowned self] in
            do {
                return try self.defaultValue(of: type, at: position)
            } catch {
                self.report(error, at: position)
                return Value.void
            }
        }, reduce: { [unowned self] value, next in
            guard let code = type.staticMethods["reduce"], value is Value else { return }
            let following = next() as? Value ?? .void
            let nextValue = ScriptFunction(.native { _ in following }, name: "nextValue")
            // The value moves into `reduce` and back, so appending to an array there copies
            // nothing: reducing the values of n views costs n appends, not n copies of the array.
            let moved = MovedArgument(value as! Value, at: 0)
            value = Value.void
            let arguments: [(label: String?, value: Value)] = [("value", moved.placeholder), ("nextValue", .function(nextValue))]
            let reduced = self.runFromLibrary(code, owner: nil, arguments, moving: moved, result: { $1[0] }) ?? nil
            // A reduce that fails (its error reported) leaves the value as it left it.
            value = reduced ?? moved.remaining ?? Value.void
        })
    }
}
