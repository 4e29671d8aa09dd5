import Reel

/// A positioned error in scene source or in an expression given on the command line, printed the
/// way compilers print them: `file:line:column: error: message`.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake it is, which decides the command-line exit status.
    public enum Kind: Hashable, Sendable {
        /// The text is not valid Swift syntax, or not the kind of expression expected.
        case syntax
        /// A name that Reel does not know.
        case unknownName
        /// Arguments that no form of the call accepts: wrong or missing labels, wrong types.
        case badArguments
        /// Well-formed input with a value out of range (negative response, NaN, ...).
        case invalidValue
        /// A scene file that asks for more work than the limits allow (steps, recursion, views).
        case limit
        /// A scene file that reaches outside what it may read (an image path outside its folder).
        case access

        /// Whether this is a usage error (exit status 2) rather than an invalid value (exit status 1).
        public var isUsageError: Bool { self != .invalidValue && self != .limit && self != .access }
    }

    /// The kind of mistake.
    public var kind: Kind
    /// The name of the source, such as `<argument>` or a scene file's path.
    public var fileName: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes as compilers count it.
    public var column: Int
    /// What is wrong and, where possible, what would be right.
    public var message: String

    /// An error at a position.
    public init(kind: Kind, fileName: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.fileName = fileName
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(fileName):\(line):\(column): error: \(message)" }

    /// Where the error is.
    public var location: SourcePosition { SourcePosition(file: fileName, line: line, column: column) }

    /// The error as compilers print it: the description, then the source line and a caret under
    /// the column.
    public func formatted(source text: String) -> String {
        formatted(source: SourceLines(text))
    }

    /// The error as compilers print it, its source line taken from `source` (split once for all
    /// the errors of a file).
    public func formatted(source: SourceLines) -> String {
        guard let excerpt = location.excerpt(in: source) else { return description }
        return description + "\n" + excerpt
    }
}
