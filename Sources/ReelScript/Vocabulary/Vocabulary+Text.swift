import Foundation
import Reel

extension Vocabulary {
    /// Registers Font, text modifiers.
    mutating func registerText() {
        // Fonts.
        staticMethod("Font", "system(size: weight:? design:?)") { i in
            Font.system(size: try i.number("size", atMost: RenderLimits.fontSize, what: "font size"), weight: try i.get("weight", default: .regular),
                        design: try i.get("design", default: .default))
        }
        staticMethod("Font", "custom(_name size:)") { i in
            Font.custom(try i.get("name", as: String.self), size: try i.number("size", atMost: RenderLimits.fontSize, what: "font size"))
        }
        initializer("Font", "Font(family: size: weight:? design:? italic:?)") { i in
            Font(family: try i.optional("family", as: String.self), size: try i.number("size", atMost: RenderLimits.fontSize, what: "font size"),
                 weight: try i.get("weight", default: .regular), design: try i.get("design", default: .default),
                 italic: try i.get("italic", default: false))
        }
        constants("Font", [
            "largeTitle": Font.largeTitle, "title": Font.title, "title2": Font.title2, "title3": Font.title3,
            "headline": Font.headline, "body": Font.body, "callout": Font.callout, "subheadline": Font.subheadline,
            "footnote": Font.footnote, "caption": Font.caption, "caption2": Font.caption2,
        ])
        type("Font") { entry in
            entry.staticProperties["Weight"] = { _ in .type(.library("Font.Weight")) }
            entry.staticProperties["Design"] = { _ in .type(.library("Font.Design")) }
        }
        constants("Font.Weight", [
            "ultraLight": Font.Weight.ultraLight, "thin": Font.Weight.thin, "light": Font.Weight.light,
            "regular": Font.Weight.regular, "medium": Font.Weight.medium, "semibold": Font.Weight.semibold,
            "bold": Font.Weight.bold, "heavy": Font.Weight.heavy, "black": Font.Weight.black,
        ])
        initializer("Font.Weight", "Font.Weight(value:)") { Font.Weight(value: try $0.get("value", as: Int.self)) }
        constants("Font.Design", [
            "default": Font.Design.default, "serif": Font.Design.serif,
            "monospaced": Font.Design.monospaced, "rounded": Font.Design.rounded,
        ])
        property("size", of: Font.self) { $0.size }
        property("weight", of: Font.self) { $0.weight }
        property("design", of: Font.self) { $0.design }
        property("family", of: Font.self) { $0.family.map { Value.optional(.string($0)) } ?? Value.optional(nil) }
        property("isItalic", of: Font.self) { $0.isItalic }
        property("resolvedFamily", of: Font.self) { $0.resolvedFamily }
        property("value", of: Font.Weight.self) { $0.value }

        // Text's own forms come first: on a Text they return Text, as in Swift; then Font's
        // methods; then the view modifiers that set the environment.
        method("fontWeight(_weight)") { i in .native(try i.receiver(as: Text.self).fontWeight(try i.optional("weight", as: Font.Weight.self))) }
        method("bold()") { i in .native(try i.receiver(as: Text.self).bold()) }
        method("italic()") { i in .native(try i.receiver(as: Text.self).italic()) }
        method("bold()") { i in .native(try i.receiver(as: Font.self).bold()) }
        method("italic()") { i in .native(try i.receiver(as: Font.self).italic()) }
        method("weight(_weight)") { i in .native(try i.receiver(as: Font.self).weight(try i.get("weight"))) }
        method("size(_size)") { i in .native(try i.receiver(as: Font.self).size(try i.get("size", as: CGFloat.self))) }
        modifier("fontWeight(_weight)") { v, i in v.fontWeight(try i.optional("weight", as: Font.Weight.self)) }
        modifier("bold(_isActive?)") { v, i in v.bold(try i.get("isActive", default: true)) }
        modifier("italic(_isActive?)") { v, i in v.italic(try i.get("isActive", default: true)) }
        modifier("multilineTextAlignment(_alignment)") { v, i in v.multilineTextAlignment(try i.get("alignment")) }
        modifier("lineLimit(_limit)") { v, i in v.lineLimit(try i.optional("limit", as: Int.self)) }
        modifier("lineSpacing(_spacing)") { v, i in v.lineSpacing(try i.number("spacing", atMost: RenderLimits.fontSize, what: "line spacing")) }
        modifier("truncationMode(_mode)") { v, i in v.truncationMode(try i.get("mode")) }

        var alignments: [String: Any] = [:]
        for alignment in TextAlignment.allCases { alignments[alignment.rawValue] = alignment }
        constants("TextAlignment", alignments)
        registerNumberFormats()
        type("Text") { $0.staticProperties["TruncationMode"] = { _ in .type(.library("Text.TruncationMode")) } }
        constants("Text.TruncationMode", ["head": Text.TruncationMode.head, "middle": Text.TruncationMode.middle, "tail": Text.TruncationMode.tail])
        type("Text") { $0.staticProperties["Case"] = { _ in .type(.library("Text.Case")) } }
        constants("Text.Case", ["uppercase": Text.Case.uppercase, "lowercase": Text.Case.lowercase])
        modifier("textCase(_textCase)") { v, i in v.textCase(try i.optional("textCase", as: Text.Case.self)) }
        property("content", of: Text.self) { $0.content }

        // How text changes under an animation.
        constants("ContentTransition", [
            "identity": ContentTransition.identity, "opacity": ContentTransition.opacity, "interpolate": ContentTransition.interpolate,
        ])
        staticMethod("ContentTransition", "numericText(countsDown:?)") { i in
            ContentTransition.numericText(countsDown: try i.get("countsDown", default: false))
        }
        staticMethod("ContentTransition", "numericText(value:)") { i in ContentTransition.numericText(value: try i.get("value", as: Double.self)) }
        modifier("contentTransition(_transition)") { v, i in v.contentTransition(try i.get("transition", as: ContentTransition.self)) }
    }

    /// `Text(_:format:)` with `NumberFormatStyle` (`.number`, `.percent`, `.precision(…)`,
    /// `.grouping(…)`), written without the machine's locale.
    mutating func registerNumberFormats() {
        initializer("Text", "Text(_value format:)") { i -> Text in
            let style = try i.get("format", as: NumberFormatStyle.self)
            if case .int(let whole)? = i.argument("value")?.value { return Text(whole, format: style) }
            return Text(try i.get("value", as: Double.self), format: style)
        }
        // `value.formatted()` and `value.formatted(.percent)`: the same text `Text(_:format:)` shows.
        method("formatted(_style?)") { i in
            let style = try i.optional("style", as: NumberFormatStyle.self) ?? .number
            switch i.receiver.unwrapped {
            case .int(let whole): return .string(style.format(whole))
            case .double(let number): return .string(style.format(number))
            default: throw Mismatch(message: "formatted(_:) is for numbers (Int and Double)", isReceiver: true)
            }
        }
        let style = "NumberFormatStyle"
        constants(style, ["number": NumberFormatStyle.number, "percent": NumberFormatStyle.percent])
        staticMethod(style, "currency(code:)") { NumberFormatStyle.currency(code: try $0.get("code", as: String.self)) }
        method("precision(_precision)") { i in
            .native(try i.receiver(as: NumberFormatStyle.self).precision(try i.get("precision", as: NumberFormatStyle.Precision.self)))
        }
        method("grouping(_grouping)") { i in
            .native(try i.receiver(as: NumberFormatStyle.self).grouping(try i.get("grouping", as: NumberFormatStyle.Grouping.self)))
        }
        // `.number.rounded(rule:)` would be taken for `Double.rounded(_:)`: the style's own is refused.
        method("rounded(rule: increment:?)") { i in
            _ = try i.receiver(as: NumberFormatStyle.self)
            throw i.interpreter.error(.unknownName, i.node, NameCheck.numberFormatRefusal(".rounded(rule:)"))
        }
        staticMethod("NumberFormatStyle.Precision", "fractionLength(_length)") { i -> NumberFormatStyle.Precision in
            if case .range(.int(let low), .int(let high), true)? = i.argument("length")?.value {
                return .fractionLength(low...high)
            }
            return .fractionLength(try i.get("length", as: Int.self))
        }
        constants("NumberFormatStyle.Grouping", ["automatic": NumberFormatStyle.Grouping.automatic, "never": NumberFormatStyle.Grouping.never])
    }
}
