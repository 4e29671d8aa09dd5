import Foundation
import Reel

extension Vocabulary {
    /// Previews and the device around them: preview modifiers and traits, the safe area, the
    /// colour scheme and the environment's key paths.
    mutating func registerPreviews() {
        constants("ColorScheme", ["light": ColorScheme.light, "dark": ColorScheme.dark])
        modifier("preferredColorScheme(_colorScheme)") { v, i in v.preferredColorScheme(try i.optional("colorScheme", as: ColorScheme.self)) }
        modifier("environment(_keyPath _value)") { v, i in
            guard let keyPath = i.argument("keyPath")?.value.native(as: ScriptKeyPath.self) else {
                throw Mismatch(message: "environment(_:_:) takes a key path of EnvironmentValues, such as \\.colorScheme", node: i.node)
            }
            let node = keyPath.positions.first ?? i.argument("keyPath")?.node ?? i.node
            guard keyPath.components.count == 1, let entry = EnvironmentKeys.entries[keyPath.components[0]] else {
                let name = keyPath.components.joined(separator: ".")
                var message = "'\\.\(name)' is not an environment value Reel has; it has \(EnvironmentKeys.names.map { "'\\.\($0)'" }.joined(separator: ", "))"
                if let suggestion = Suggestion.closest(to: name, in: EnvironmentKeys.names) { message += "; did you mean '\\.\(suggestion)'?" }
                throw i.interpreter.error(.unknownName, node, message)
            }
            guard let value = i.argument("value") else { throw Mismatch(message: "missing the value", node: i.node) }
            return try entry.set(v, value.value, i.interpreter, value.node)
        }
        for name in EnvironmentKeys.names {
            if let entry = EnvironmentKeys.entries[name] { property(name, of: EnvironmentValues.self) { entry.read($0) } }
        }

        // The safe area.
        constants("SafeAreaRegions", ["all": SafeAreaRegions.all, "container": SafeAreaRegions.container, "keyboard": SafeAreaRegions.keyboard])
        modifier("ignoresSafeArea(_regions? edges:?)") { v, i in
            v.ignoresSafeArea(try i.get("regions", default: .all), edges: try i.get("edges", default: .all))
        }
        modifier("edgesIgnoringSafeArea(_edges)") { v, i in v.edgesIgnoringSafeArea(try i.get("edges")) }
        modifier("safeAreaPadding(_length)") { v, i in v.safeAreaPadding(try i.get("length", as: CGFloat.self)) }
        modifier("safeAreaPadding(_insets)") { v, i in v.safeAreaPadding(try i.get("insets", as: EdgeInsets.self)) }
        modifier("safeAreaPadding(_edges? _length?)") { v, i in
            v.safeAreaPadding(try i.get("edges", default: Edge.Set.all), try i.optional("length", as: CGFloat.self))
        }

        // Preview modifiers and traits.
        constants("PreviewLayout", ["device": PreviewLayout.device, "sizeThatFits": PreviewLayout.sizeThatFits])
        staticMethod("PreviewLayout", "fixed(width: height:)") { i in
            PreviewLayout.fixed(width: try i.get("width", as: CGFloat.self), height: try i.get("height", as: CGFloat.self))
        }
        modifier("previewLayout(_layout)") { v, i in v.previewLayout(try i.get("layout")) }
        initializer("PreviewDevice", "PreviewDevice(rawValue:)") { PreviewDevice(rawValue: try $0.get("rawValue")) }
        modifier("previewDevice(_device)") { v, i in
            if case .string(let name)? = i.argument("device")?.value { return v.previewDevice(PreviewDevice(rawValue: name)) }
            return v.previewDevice(try i.optional("device", as: PreviewDevice.self))
        }
        modifier("previewDisplayName(_name)") { v, i in v.previewDisplayName(try i.optional("name", as: String.self)) }
        var orientations: [String: Any] = [:]
        for orientation in InterfaceOrientation.allCases { orientations[orientation.rawValue] = orientation }
        constants("InterfaceOrientation", orientations)
        modifier("previewInterfaceOrientation(_orientation)") { v, i in v.previewInterfaceOrientation(try i.get("orientation")) }
        constants("PreviewTrait", [
            "sizeThatFitsLayout": PreviewTrait.sizeThatFitsLayout, "defaultLayout": PreviewTrait.defaultLayout,
            "portrait": PreviewTrait.portrait, "portraitUpsideDown": PreviewTrait.portraitUpsideDown,
            "landscapeLeft": PreviewTrait.landscapeLeft, "landscapeRight": PreviewTrait.landscapeRight,
        ])
        staticMethod("PreviewTrait", "fixedLayout(width: height:)") { i in
            PreviewTrait.fixedLayout(width: try i.get("width", as: CGFloat.self), height: try i.get("height", as: CGFloat.self))
        }
    }
}
