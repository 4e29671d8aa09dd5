import Foundation

/// Why SVG path data could not be parsed, and where: thrown by `Path(svgPathData:)`.
///
/// The message names what was expected, the offset, and what was found there, for example
/// `expected a number at offset 7, found 'x'`, so a scene file can report it at the right column.
public struct SVGPathError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The UTF-8 offset in the path data of the offending character (the same as the character
    /// offset when the data is ASCII); the data's length when it ended too soon.
    public let offset: Int
    /// A sentence saying what was expected at `offset` and what was found there.
    public let message: String

    /// An error at `offset` with a message written by the caller.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
