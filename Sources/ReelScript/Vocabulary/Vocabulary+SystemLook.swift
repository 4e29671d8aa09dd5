import Foundation
import Reel

extension Vocabulary {
    /// iOS's system look: the semantic colours (`UIColor`'s, through `Color(_:)` and
    /// `Color(uiColor:)`), the hierarchical and tint shape styles, the colour scheme.
    mutating func registerSystemLook() {
        var uiColors: [String: Any] = [:]
        for (name, color) in UIColor.named { uiColors[name] = color }
        constants("UIColor", uiColors)
        initializer("UIColor", "UIColor(red: green: blue: alpha:)") { i in
            UIColor(red: try i.get("red"), green: try i.get("green"), blue: try i.get("blue"), alpha: try i.get("alpha"))
        }
        initializer("UIColor", "UIColor(white: alpha:)") { i in UIColor(white: try i.get("white"), alpha: try i.get("alpha")) }
        initializer("UIColor", "UIColor(hue: saturation: brightness: alpha:)") { i in
            UIColor(hue: try i.get("hue"), saturation: try i.get("saturation"), brightness: try i.get("brightness"), alpha: try i.get("alpha"))
        }
        method("withAlphaComponent(_alpha)") { i in .native(try i.receiver(as: UIColor.self).withAlphaComponent(try i.get("alpha"))) }
        // `Color(.systemBackground)`: a `UIColor` argument (other `Color(_:)` forms, such as an
        // asset catalogue's colour by name, take other types).
        initializer("Color", "Color(_color)") { Color(try $0.get("color", as: UIColor.self)) }
        initializer("Color", "Color(uiColor:)") { Color(uiColor: try $0.get("uiColor", as: UIColor.self)) }

        // Hierarchical levels and the tint, as `ShapeStyle` statics: they come before `Color`'s
        // `primary` and `secondary` where a shape style is expected, as in SwiftUI.
        let levels: [String: Any] = [
            "primary": HierarchicalShapeStyle.primary, "secondary": HierarchicalShapeStyle.secondary,
            "tertiary": HierarchicalShapeStyle.tertiary, "quaternary": HierarchicalShapeStyle.quaternary,
            "quinary": HierarchicalShapeStyle.quinary,
        ]
        constants("HierarchicalShapeStyle", levels)
        constants("any ShapeStyle", levels.merging(["tint": TintShapeStyle()]) { a, _ in a })
        initializer("TintShapeStyle", "TintShapeStyle()") { _ in TintShapeStyle() }
        modifier("foregroundStyle(_primary _secondary)") { v, i in
            v.foregroundStyle(AnyShapeStyle(try i.get("primary", as: (any ShapeStyle).self)),
                              AnyShapeStyle(try i.get("secondary", as: (any ShapeStyle).self)))
        }
        modifier("foregroundStyle(_primary _secondary _tertiary)") { v, i in
            v.foregroundStyle(AnyShapeStyle(try i.get("primary", as: (any ShapeStyle).self)),
                              AnyShapeStyle(try i.get("secondary", as: (any ShapeStyle).self)),
                              AnyShapeStyle(try i.get("tertiary", as: (any ShapeStyle).self)))
        }
        modifier("tint(_tint)") { v, i in
            guard let style = try i.optional("tint", as: (any ShapeStyle).self) else { return v.tint(nil as Color?) }
            return v.tint(AnyShapeStyle(style))
        }
        modifier("accentColor(_color)") { v, i in v.accentColor(try i.optional("color", as: Color.self)) }

        // Light and dark.
        constants("ColorScheme", ["light": ColorScheme.light, "dark": ColorScheme.dark])
        modifier("preferredColorScheme(_scheme)") { v, i in v.preferredColorScheme(try i.optional("scheme", as: ColorScheme.self)) }
    }
}
