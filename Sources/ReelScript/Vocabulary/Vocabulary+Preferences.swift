import Foundation
import Reel

extension Vocabulary {
    /// Preferences with keys of the file: `preference(key:value:)`, `anchorPreference`, the
    /// views built from a key's value (`overlayPreferenceValue`, `backgroundPreferenceValue`),
    /// `onPreferenceChange`, anchors and `GeometryProxy`'s subscript of them.
    mutating func registerPreferences() {
        constants(TypeKeys.key(Anchor<CGRect>.Source.self), ["bounds": Anchor<CGRect>.Source.bounds])
        staticMethod(TypeKeys.key(Anchor<CGRect>.Source.self), "rect(_rect)") { Anchor<CGRect>.Source.rect(try $0.get("rect", as: CGRect.self)) }
        constants(TypeKeys.key(Anchor<CGPoint>.Source.self), [
            "center": Anchor<CGPoint>.Source.center, "topLeading": Anchor<CGPoint>.Source.topLeading,
            "bottomTrailing": Anchor<CGPoint>.Source.bottomTrailing,
        ])
        staticMethod(TypeKeys.key(Anchor<CGPoint>.Source.self), "unitPoint(_point)") { Anchor<CGPoint>.Source.unitPoint(try $0.get("point", as: UnitPoint.self)) }
        method("subscript(_anchor)") { i in
            .native(try i.receiver(as: GeometryProxy.self)[try i.get("anchor", as: Anchor<CGRect>.self)])
        }
        method("subscript(_anchor)") { i in
            .point(try i.receiver(as: GeometryProxy.self)[try i.get("anchor", as: Anchor<CGPoint>.self)])
        }

        modifier("preference(key: value:)") { v, i in
            let node = i.argument("key")?.node ?? i.node
            let type = try i.interpreter.keyType(try i.get("key", as: Value.self), .preferenceKey, at: node)
            let value = try i.interpreter.keyValue(try i.get("value", as: Value.self), of: type, at: i.argument("value")?.node ?? i.node)
            return v.preference(key: i.interpreter.preferenceKey(type, at: node), value: value)
        }
        modifier("anchorPreference(key: value: transform:{})") { v, i in
            let key = try Vocabulary.preferenceKey(i)
            let transform = try i.callback("transform", returning: Value.self, fallback: .void)
            return v.anchorPreference(key: key, value: try i.get("value", as: Anchor<CGRect>.Source.self)) { transform([.native($0)]) }
        }
        modifier("anchorPreference(key: value: transform:{})") { v, i in
            let key = try Vocabulary.preferenceKey(i)
            let transform = try i.callback("transform", returning: Value.self, fallback: .void)
            return v.anchorPreference(key: key, value: try i.get("value", as: Anchor<CGPoint>.Source.self)) { transform([.native($0)]) }
        }
        for (name, isBackground) in [("overlayPreferenceValue", false), ("backgroundPreferenceValue", true)] {
            modifier("\(name)(_key alignment:? _transform{})") { v, i in
                let key = try Vocabulary.preferenceKey(i)
                let content = try i.viewContent("transform") { (value: Any) in value as? Value ?? .void }
                return v.preferenceValue(key, isBackground: isBackground, alignment: try i.get("alignment", default: .center)) { content($0) }
            }
        }
        modifier("onPreferenceChange(_key perform:{})") { v, i in
            let key = try Vocabulary.preferenceKey(i)
            let interpreter = i.interpreter
            let node = i.argument("perform")?.node ?? i.node
            let action = try i.callback("perform", returning: Value.self, fallback: .void)
            return v.onPreferenceChange(key, isEqual: { a, b in
                guard let a = a as? Value, let b = b as? Value else { return false }
                return (try? interpreter.equals(a, b, at: node)) ?? false
            }, perform: { _ = action([$0 as? Value ?? .void]) })
        }
    }

    /// The preference key a form's `key` argument names.
    private static func preferenceKey(_ i: Invocation) throws -> ErasedPreferenceKey {
        let node = i.argument("key")?.node ?? i.node
        return i.interpreter.preferenceKey(try i.interpreter.keyType(try i.get("key", as: Value.self), .preferenceKey, at: node), at: node)
    }
}
