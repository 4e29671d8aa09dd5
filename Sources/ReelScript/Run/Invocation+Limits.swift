import Foundation
import Reel

extension Invocation {
    /// The whole number `name` (or `fallback` when it is not given); an error at the argument when
    /// it is more than `limit` (one of `RenderLimits`), where a compiled scene would be clamped.
    func count(_ name: String, atMost limit: Int, default fallback: Int? = nil) throws -> Int {
        let value: Int = try fallback.map { try get(name, default: $0) } ?? get(name)
        try check(name, value > limit, "\(name) \(value) exceeds the limit of \(RenderLimits.grouped(limit))")
        return value
    }

    /// The number `name` (or `fallback` when it is not given); an error at the argument, calling
    /// it `what` (`name` by default), when its size is more than `limit` (one of `RenderLimits`),
    /// where a compiled scene would be clamped.
    func number(_ name: String, atMost limit: Double, default fallback: CGFloat? = nil, what: String? = nil) throws -> CGFloat {
        let value: CGFloat = try fallback.map { try get(name, default: $0) } ?? get(name)
        try check(name, abs(value) > CGFloat(limit), "\(what ?? name) \(RenderLimits.number(Double(value))) exceeds the limit of \(RenderLimits.grouped(Int(limit)))")
        return value
    }

    /// The string `name`; an error at the argument when it is longer than `RenderLimits.textBytes`
    /// bytes of UTF-8, where a compiled scene's text would be cut, or when a word of it is longer
    /// than `RenderLimits.wordCharacters`, where a compiled scene's would be broken.
    func text(_ name: String) throws -> String {
        let text = try get(name, as: String.self)
        try check(name, text.utf8.count > RenderLimits.textBytes,
                  "the text is \(text.utf8.count) bytes long, more than the limit of \(RenderLimits.grouped(RenderLimits.textBytes))")
        let word = Text.longestWord(text)
        try check(name, word > RenderLimits.wordCharacters,
                  "a word of the text is \(word) characters long, more than the limit of \(RenderLimits.grouped(RenderLimits.wordCharacters)); "
                  + "a word wider than its line is broken one line at a time, at a cost that grows with the square of its length: put spaces in it")
        return text
    }

    /// The array `name` of a gradient's stops or colours; an error at the argument, before any is
    /// converted, when it has more than `RenderLimits.gradientStops`.
    func stops<T>(_ name: String, of type: T.Type) throws -> [T] {
        if case .array(let items)? = argument(name)?.value {
            try check(name, items.count > RenderLimits.gradientStops,
                      "the gradient has \(items.count) \(name), more than the limit of \(RenderLimits.grouped(RenderLimits.gradientStops))")
        }
        return try array(name, of: T.self)
    }

    /// An error with `message` at the argument `name` (or the call) when `exceeds`.
    func check(_ name: String, _ exceeds: Bool, _ message: @autoclosure () -> String) throws {
        guard exceeds else { return }
        if let argument = argument(name) { throw interpreter.error(.invalidValue, argument.node, message()) }
        throw interpreter.error(.invalidValue, node, message())
    }
}
