/// A scene file, lowered: everything running it needs, and no syntax. Its file scope (the frame
/// of its constants), its functions, the code of its structs and enums, how many `static let`
/// values they have, its scene struct, the vocabulary with the members its extensions add to
/// library types, and its lines (for positioning errors). `Lowering` makes it once; it does not
/// change after, and every scene instance and thread shares it.
package struct ProgramCode {
    /// The file scope as code: its frame holds the file constants, its statements declare them.
    package let file: Code
    /// The file constants' slots by name.
    package let globalNames: [String: Int]
    /// The file functions by name.
    package let functions: [String: Code]
    /// How many `static let` values the structs have.
    package let staticCount: Int
    /// The structs and enums of the file, in declaration order.
    package let types: [UserTypeCode]
    /// The members the file's extensions add to library types, one table per extension.
    package let libraryExtensions: [UserTypeCode]
    /// The scene struct (the first conforming to `AnimatedScene`), if the file declares one.
    package let scene: UserTypeCode?
    /// The previews (`#Preview`, `PreviewProvider`), in source order.
    package var previews: [PreviewCode] = []
    /// The entries of the events script read with the file, as a timeline builder, if one was.
    package var events: UserTypeCode.ComputedProperty?
    /// The vocabulary the file runs with: the one it was lowered against, with the members its
    /// extensions add to library types.
    package let vocabulary: Vocabulary
    /// The file's lines, for positioning errors.
    package let lines: ScriptLines
    /// Where `print(…)` writes, shared by every instance and thread running the program.
    package let console = ScriptConsole()

    /// A lowered program of these parts.
    init(file: Code, globalNames: [String: Int], functions: [String: Code], staticCount: Int, types: [UserTypeCode],
         libraryExtensions: [UserTypeCode], scene: UserTypeCode?, vocabulary: Vocabulary, lines: ScriptLines) {
        self.file = file
        self.globalNames = globalNames
        self.functions = functions
        self.staticCount = staticCount
        self.types = types
        self.libraryExtensions = libraryExtensions
        self.scene = scene
        self.vocabulary = vocabulary
        self.lines = lines
    }

    /// A program with nothing to run, for code lowered on its own (`reel curve`'s animation, an
    /// expression positioned in `lines`), with `vocabulary`.
    package static func empty(vocabulary: Vocabulary, lines: ScriptLines) -> ProgramCode {
        ProgramCode(file: Code(name: "file", position: .start), globalNames: [:], functions: [:], staticCount: 0, types: [],
                    libraryExtensions: [], scene: nil, vocabulary: vocabulary, lines: lines)
    }
}
