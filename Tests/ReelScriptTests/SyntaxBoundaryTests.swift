import Foundation
import Testing

/// Syntax stops at lowering: no file of the lowered tree (`Code/`), the interpreter (`Run/`), the
/// bridges into Reel (`Bridge/`) or the vocabulary (`Vocabulary/`) of `ReelScript` imports a
/// swift-syntax module, so evaluating a scene never touches a syntax node; only `Parse/`,
/// `Declare/`, `Check/` and `Lower/` (and the loaders at the top of the target) read syntax.
@Suite struct SyntaxBoundaryTests {
    /// `Sources/ReelScript`.
    static let target = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ReelScript")

    /// The folders after lowering.
    static let folders = ["Code", "Run", "Bridge", "Vocabulary"]

    /// The modules of swift-syntax the target depends on (and any other of the package, whose
    /// names start with these).
    static let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftParserDiagnostics"]

    /// The Swift files under `folder` of the target, recursively.
    static func files(in folder: String) -> [URL] {
        let url = target.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// The module an `import` line imports (`import SwiftSyntax`, `@_spi(X) public import
    /// struct SwiftSyntax.TokenSyntax`), nil for another line.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        // Attributes (`@testable`, `@_spi(X)`, `@preconcurrency`) and access levels come first.
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        words.removeFirst()
        if ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(words[0]), words.count >= 2 {
            words.removeFirst()
        }
        return words[0].split(separator: ".").first.map(String.init)
    }

    @Test func theFoldersAfterLoweringHoldTheTargetsCode() {
        for folder in Self.folders {
            #expect(!Self.files(in: folder).isEmpty, "Sources/ReelScript/\(folder)/ holds no Swift file: is the target where it should be?")
        }
        #expect(Self.folders.map { Self.files(in: $0).count }.reduce(0, +) >= 40,
                "the folders after lowering hold only a few files: were they moved?")
        #expect(Self.importedModule("import SwiftSyntax") == "SwiftSyntax")
        #expect(Self.importedModule("@_spi(RawSyntax) public import struct SwiftParser.Parser") == "SwiftParser")
        #expect(Self.importedModule("// import SwiftSyntax") == nil)
    }

    @Test(arguments: folders)
    func importsNoSyntax(_ folder: String) throws {
        var found: [String] = []
        for file in Self.files(in: folder) {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                guard let module = Self.importedModule(line),
                      Self.syntaxModules.contains(where: { module.hasPrefix($0) }) else { continue }
                found.append("\(folder)/\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "files after lowering import swift-syntax:\n\(found.joined(separator: "\n"))")
    }
}
