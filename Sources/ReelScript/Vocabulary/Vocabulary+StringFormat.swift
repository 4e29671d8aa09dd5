import Reel

extension Vocabulary {
    /// `String(format:_:)`: the format's text with each conversion (`%d`, `%.1f`, `%5.2e`, …, as
    /// `FormatSpecifier` writes them in the POSIX locale, and `%@` or `%s` for any value as
    /// `\(value)` writes it) replaced by the next argument; `%%` writes `%`.
    static func format(_ format: String, _ arguments: [CallSite.Argument], _ invocation: Invocation) throws -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = Substring(format)
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters.removeFirst()
                continue
            }
            // The conversion runs to its conversion character.
            guard let end = characters.firstIndex(where: { "diuoxXfFeEgG@s".contains($0) }) else {
                throw invocation.interpreter.error(.invalidValue, invocation.argument("format")!.node,
                                                   "'\(format)' has a conversion Reel does not write; use %d, %.2f, %e, %g or %@")
            }
            let conversion = "%" + characters[...end]
            characters = characters[characters.index(after: end)...]
            guard let argument = remaining.popFirst() else {
                throw invocation.interpreter.error(.badArguments, invocation.node, "'\(format)' has more conversions than arguments")
            }
            if conversion.hasSuffix("@") || conversion.hasSuffix("s") {
                result += argument.value.interpolated
                continue
            }
            guard let specifier = FormatSpecifier(conversion) else {
                throw invocation.interpreter.error(.invalidValue, invocation.argument("format")!.node,
                                                   "'\(conversion)' is not a number conversion Reel writes; use %d, %.2f, %e or %g")
            }
            switch argument.value.unwrapped {
            case .int(let whole): result += specifier.format(whole)
            case .double(let number): result += specifier.format(number)
            default: throw invocation.interpreter.error(.badArguments, argument.node, "'\(conversion)' formats a number, not \(argument.value.typeName)")
            }
        }
        result += characters
        if let extra = remaining.first { throw invocation.interpreter.error(.badArguments, extra.node, "'\(format)' has fewer conversions than arguments") }
        return result
    }
}
