import Foundation
import Reel
import ReelSystem
import ReelScript
import Testing

/// The error corpus: small scene files under Corpora/Errors/, each mostly valid with one or a few
/// mistakes, and next to each the exact errors `reel validate` prints for it (`NAME.expected`, one
/// `NAME.swift:LINE:COLUMN: error: MESSAGE` line per error, in source order).
///
/// The files are checked with smaller limits than `reel validate` uses (`corpusLimits`), so the
/// endless loops and huge scenes stop quickly; their messages name those limits.
///
/// To re-record the expected files after changing messages deliberately, run the tests with
/// `REEL_RECORD_ERROR_CORPUS=1` and review the diff.
@Suite struct ErrorCorpusTests {
    /// The corpus folder, next to this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Errors")

    /// The corpus folder's real path, as messages name it.
    static let realFolder = FileSandbox.folderPath(folder.path)

    /// The limits the corpus is checked with: the standard ones, with fewer steps, elements and views.
    static let corpusLimits = ScriptLimits(steps: 200_000, callDepth: ScriptLimits.standard.callDepth, collectionSize: 100_000,
                                           views: 10_000, pixels: ScriptLimits.standard.pixels)

    /// The names of the corpus files, without `.swift`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The errors of a corpus file as `reel validate` finds them: all in one check.
    static func errors(of name: String) throws -> [ScriptError] {
        SceneFile.check(path: folder.appendingPathComponent(name + ".swift").path, limits: corpusLimits).errors
    }

    @Test func theCorpusIsLargeEnough() {
        #expect(ErrorCorpusTests.names.count >= 45)
    }

    @Test(arguments: ErrorCorpusTests.names)
    func reportsTheExpectedErrors(_ name: String) throws {
        let errors = try ErrorCorpusTests.errors(of: name)
        // Each error's first output line, with the file named by its last path component.
        let actual = errors.map { error in
            var shown = error
            shown.fileName = URL(fileURLWithPath: error.fileName).lastPathComponent
            // Paths of the corpus's folder (in messages about its images) are written as `<corpus>`.
            shown.message = shown.message.replacingOccurrences(of: ErrorCorpusTests.realFolder, with: "<corpus>")
            return shown.description
        }
        let expectedURL = ErrorCorpusTests.folder.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["REEL_RECORD_ERROR_CORPUS"] != nil {
            try (actual.joined(separator: "\n") + "\n").write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(!actual.isEmpty, "\(name).swift is accepted, but it has mistakes")
        #expect(actual == expected, "\(name).swift: the errors differ from \(name).expected")

        // Every error points at a character of the file (or just past the end of its line).
        let lines = try String(contentsOf: ErrorCorpusTests.folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        for error in errors {
            #expect(error.line >= 1 && error.line <= lines.count, "\(error)")
            if error.line >= 1 && error.line <= lines.count {
                #expect(error.column >= 1 && error.column <= lines[error.line - 1].utf8.count + 1, "\(error)")
            }
        }
    }
}
