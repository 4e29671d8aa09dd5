import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A scene file's text, parsed: its syntax tree and every syntax error the parser reports. A file
/// nested deeper than any scene needs is not parsed (the parser would take too long over it): its
/// tree is empty and its error is the bracket scan's (`SourceNesting`).
///
/// The first stage of reading a scene file; `Declarations` reads what the tree declares.
package struct ParsedFile {
    /// The text of the file.
    package let text: String
    /// The tree (empty when the file was not parsed).
    package let tree: SourceFileSyntax
    /// The file's name and tree, for positions.
    package let source: ScriptSource
    /// The syntax errors, in the order the parser reports them; or the nesting error of a file
    /// not parsed.
    package let errors: [ScriptError]

    /// How deeply the parser lets brackets, blocks and expressions nest before it reports an error.
    static let maximumNestingLevel = 256

    /// Parses `text`, naming it `fileName` in errors. Callers give the parser a large stack
    /// (`LargeStack`).
    package init(text: String, fileName: String) {
        self.text = text
        // The same nesting limit in every build (swift-syntax lowers its default in debug builds,
        // which would make the errors depend on the build).
        if let problem = SourceNesting.check(text) {
            tree = Parser.parse(source: "")
            source = ScriptSource(fileName: fileName, tree: tree)
            errors = [ScriptError(kind: .limit, fileName: fileName, line: problem.line, column: problem.column, message: problem.message)]
            return
        }
        var utf8 = text
        let parsed = utf8.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: ParsedFile.maximumNestingLevel) }
        let positions = ScriptSource(fileName: fileName, tree: parsed)
        tree = parsed
        source = positions
        errors = ParseDiagnosticsGenerator.diagnostics(for: parsed).filter { $0.diagMessage.severity == .error }.map { diagnostic in
            positions.error(.syntax, at: diagnostic.position, diagnostic.message)
        }
    }

    /// The name errors give the file.
    package var fileName: String { source.fileName }
}
