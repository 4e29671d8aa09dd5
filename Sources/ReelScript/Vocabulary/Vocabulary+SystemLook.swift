import Foundation
import Reel

extension Vocabulary {
    /// iOS's system look: the semantic colours (`UIColor`'s, through `Color(_:)` and
    /// `Color(uiColor:)`), the hierarchical and tint shape styles, text styles and the system
    /// font's designs, the colour scheme.
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

        // Text styles and the system font's designs.
        staticMethod("Font", "system(_style design:? weight:?)") { i in
            Font.system(try i.get("style", as: Font.TextStyle.self), design: try i.optional("design", as: Font.Design.self),
                        weight: try i.optional("weight", as: Font.Weight.self))
        }
        type("Font") { $0.staticProperties["TextStyle"] = { _ in .type(.library("Font.TextStyle")) } }
        var textStyles: [String: Any] = [:]
        for style in Font.TextStyle.allCases { textStyles[style.rawValue] = style }
        constants("Font.TextStyle", textStyles)
        type("Font") { $0.staticProperties["Leading"] = { _ in .type(.library("Font.Leading")) } }
        constants("Font.Leading", ["standard": Font.Leading.standard, "tight": Font.Leading.tight, "loose": Font.Leading.loose])
        method("monospacedDigit()") { i in .native(try i.receiver(as: Text.self).monospacedDigit()) }
        method("monospacedDigit()") { i in .native(try i.receiver(as: Font.self).monospacedDigit()) }
        method("monospaced()") { i in .native(try i.receiver(as: Font.self).monospaced()) }
        method("leading(_leading)") { i in .native(try i.receiver(as: Font.self).leading(try i.get("leading"))) }
        method("kerning(_kerning)") { i in .native(try i.receiver(as: Text.self).kerning(try i.get("kerning", as: CGFloat.self))) }
        method("tracking(_tracking)") { i in .native(try i.receiver(as: Text.self).tracking(try i.get("tracking", as: CGFloat.self))) }
        method("fontDesign(_design)") { i in .native(try i.receiver(as: Text.self).fontDesign(try i.optional("design", as: Font.Design.self))) }
        // Lines under and through text: on a `Text` (iOS 13; `pattern:` from iOS 16) and on
        // any view (iOS 16), where they reach the text inside.
        type("Text") { $0.staticProperties["LineStyle"] = { _ in .type(.library("Text.LineStyle")) } }
        type("Text.LineStyle") { $0.staticProperties["Pattern"] = { _ in .type(.library("Text.LineStyle.Pattern")) } }
        var patterns: [String: Any] = [:]
        for pattern in Text.LineStyle.Pattern.allCases { patterns[pattern.rawValue] = pattern }
        constants("Text.LineStyle.Pattern", patterns)
        for name in ["underline", "strikethrough"] {
            let isUnderline = name == "underline"
            method("\(name)(_isActive? pattern:? color:?)") { i in
                let text = try i.receiver(as: Text.self)
                let active = try i.optional("isActive", as: Bool.self) ?? true
                let pattern = try i.optional("pattern", as: Text.LineStyle.Pattern.self) ?? .solid
                let color = try i.optional("color", as: Color.self)
                return .native(isUnderline ? text.underline(active, pattern: pattern, color: color)
                                           : text.strikethrough(active, pattern: pattern, color: color))
            }
            modifier("\(name)(_isActive? pattern:? color:?)") { v, i in
                let active = try i.optional("isActive", as: Bool.self) ?? true
                let pattern = try i.optional("pattern", as: Text.LineStyle.Pattern.self) ?? .solid
                let color = try i.optional("color", as: Color.self)
                return isUnderline ? v.underline(active, pattern: pattern, color: color) : v.strikethrough(active, pattern: pattern, color: color)
            }
        }
        modifier("monospacedDigit()") { v, _ in v.monospacedDigit() }
        modifier("kerning(_kerning)") { v, i in v.kerning(try i.get("kerning", as: CGFloat.self)) }
        modifier("tracking(_tracking)") { v, i in v.tracking(try i.get("tracking", as: CGFloat.self)) }
        modifier("fontDesign(_design)") { v, i in v.fontDesign(try i.optional("design", as: Font.Design.self)) }

        // Light and dark.
        constants("ColorScheme", ["light": ColorScheme.light, "dark": ColorScheme.dark])
        modifier("preferredColorScheme(_scheme)") { v, i in v.preferredColorScheme(try i.optional("scheme", as: ColorScheme.self)) }
    }
}
