import SwiftSyntax

/// A preview a file declares, as written: a `#Preview { ... }` (with its title and traits) or a
/// struct conforming to `PreviewProvider` (whose `static var previews` is the preview). The file's
/// previews are kept in source order; `Lowering` turns each into a `PreviewCode`.
package struct PreviewDeclaration {
    /// Where the preview's views come from.
    package enum Source {
        /// `#Preview("Title", traits: ...) { body }`.
        case macro(title: String?, traits: [ExprSyntax], body: CodeBlockItemListSyntax)
        /// `struct NAME: PreviewProvider`, by its name.
        case provider(typeName: String)
    }

    /// Where the preview's views come from.
    package var source: Source
    /// The `#Preview` or the struct's name, for positions.
    package var node: Syntax
    /// The index of the file declaring it among the files `Declarations` read.
    package var file: Int
}
