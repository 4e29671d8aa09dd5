@testable import ReelScript

/// A scene file's text taken through the stages `SceneFile` runs before it makes a scene: parsed,
/// declared and, when it parses and declares a scene, lowered; with the errors parsing and
/// declaring found (not the name check's). For tests that run lowered code directly.
struct LoweredText {
    /// The parsed file.
    let parsed: ParsedFile
    /// Its declarations (none when it does not parse).
    let declarations: Declarations
    /// The syntax errors, or else the declarations' errors with the error of a file that
    /// declares no scene, in source order.
    let errors: [ScriptError]
    /// The lowered program (one with nothing to run when the file was not lowered).
    let code: ProgramCode

    /// `text`, named `fileName` in errors.
    init(text: String, fileName: String) {
        parsed = ParsedFile(text: text, fileName: fileName)
        declarations = Declarations(of: parsed.errors.isEmpty ? [parsed] : [])
        errors = parsed.errors.isEmpty ? SceneFile.declarationErrors(declarations, fileName: fileName) : parsed.errors
        code = parsed.errors.isEmpty && declarations.scene != nil
            ? Lowering(declarations).run()
            : .empty(vocabulary: .standard, lines: parsed.source.lines)
    }
}
