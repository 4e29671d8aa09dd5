import Foundation
import Reel

extension SceneFile {
    /// The scene's `soundtrack` property, read like its `format` (a stored property among
    /// `fields`, or a computed one evaluated on `owner`): nil when the scene declares none or it
    /// is nil; an error at the property when it is not a `Soundtrack`.
    static func soundtrack(of sceneType: UserTypeCode, fields: [Value], owner: SelfBinding, interpreter: Interpreter) throws -> Soundtrack? {
        let value: Value
        let position: ScriptPosition
        if let index = sceneType.storedIndex("soundtrack") {
            value = fields[index]
            position = sceneType.stored[index].position
        } else if let computed = sceneType.computed["soundtrack"] {
            value = try interpreter.evaluateComputedFromLibrary(computed, owner: owner, at: computed.position)
            position = computed.position
        } else {
            return nil
        }
        var unwrapped = value
        while case .optional(let inner) = unwrapped {
            guard let inner else { return nil }
            unwrapped = inner
        }
        guard let soundtrack = unwrapped.native(as: Soundtrack.self) else {
            throw interpreter.error(.badArguments, position, "the scene's 'soundtrack' must be a Soundtrack, not \(value.typeName)")
        }
        return soundtrack
    }
}
