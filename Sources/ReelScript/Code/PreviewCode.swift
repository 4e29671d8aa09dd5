/// A preview of the file, lowered: its name as `--preview` and `reel render --list` know it, and
/// the code that makes its views and traits.
package struct PreviewCode {
    /// Where the views come from.
    package enum Body {
        /// A `#Preview`'s closure, run as a view builder; its traits' expressions.
        case macro(UserTypeCode.ComputedProperty, traits: [Code])
        /// A `PreviewProvider`'s `static var previews`.
        case provider(UserTypeCode)
    }

    /// The title of `#Preview("Title")`, if it has one.
    package var title: String?
    /// The name of the `PreviewProvider` struct, for one.
    package var typeName: String?
    /// Where the views come from.
    package var body: Body
    /// Where the preview is written.
    package var position: ScriptPosition
    /// Its line in the file, for lists.
    package var line: Int
}
