import Foundation

extension Text {
    /// How text is shown in capitals, as SwiftUI's `Text.Case`: `textCase(_:)` sets it for the
    /// text below (a grouped list's section header shows its text upper-cased by default).
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals: "Hello" shows as "HELLO".
        case uppercase
        /// Every letter in small letters: "Hello" shows as "hello".
        case lowercase

        /// `string` in this case.
        package func apply(to string: String) -> String {
            switch self {
            case .uppercase: return string.uppercased()
            case .lowercase: return string.lowercased()
            }
        }
    }
}
