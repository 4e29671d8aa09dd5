import Foundation
import Reel
import ReelSystem
import ReelScript
import Testing

/// The error corpus: small scene files under Corpora/Errors/, each mostly valid with one or a few
/// mistakes, and next to each the exact errors `reel validate` prints for it (`NAME.expected`, one
/// `NAME.swift:LINE:COLUMN: error: MESSAGE` line per error, in source order), then its warnings
/// (`NAME.swift:LINE:COLUMN: warning: MESSAGE`, or `warning: VIEW: MESSAGE`). A folder `NAME/`
/// holds the files of one module, checked together, its errors named by their paths in the folder.
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

    /// The names of the corpus files, without `.swift`, and of its module folders.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let modules = files.filter { files.contains($0 + ".expected") && ScriptModule.isFolder(folder.appendingPathComponent($0).path) }
        // (`NAME.events.swift` is the events script checked with `NAME.swift`.)
        return (files.filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".events.swift") }.map { String($0.dropLast(6)) } + modules).sorted()
    }

    /// Whether `name` is a module's folder.
    static func isModule(_ name: String) -> Bool { ScriptModule.isFolder(folder.appendingPathComponent(name).path) }

    /// The errors of a corpus file (or module) as `reel validate` finds them: all in one check.
    static func errors(of name: String) throws -> [ScriptError] {
        try check(of: name).errors
    }

    /// What `reel validate` finds in a corpus file (or module): its errors and warnings, in one check.
    static func check(of name: String) throws -> SceneFile.Check {
        if isModule(name) {
            return SceneFile.check(module: try ScriptModule.folder(folder.appendingPathComponent(name).path), limits: corpusLimits)
        }
        let events = folder.appendingPathComponent(name + ".events.swift").path
        return SceneFile.check(path: folder.appendingPathComponent(name + ".swift").path, limits: corpusLimits,
                               events: FileManager.default.fileExists(atPath: events) ? events : nil)
    }

    @Test func theCorpusIsLargeEnough() {
        #expect(ErrorCorpusTests.names.count >= 45)
    }

    @Test(arguments: ErrorCorpusTests.names)
    func reportsTheExpectedErrors(_ name: String) throws {
        let check = try ErrorCorpusTests.check(of: name)
        let errors = check.errors
        let moduleFolder = ErrorCorpusTests.folder.appendingPathComponent(name).path + "/"
        // A file's name as the expected lines give it: its last path component, or its path in a module.
        func shownName(_ fileName: String) -> String {
            ErrorCorpusTests.isModule(name) ? String(fileName.dropFirst(moduleFolder.count)) : URL(fileURLWithPath: fileName).lastPathComponent
        }
        // Each error's first output line, with the file named by its last path component; then
        // each warning's, as `reel validate` prints them.
        let actual = errors.map { error in
            var shown = error
            shown.fileName = shownName(error.fileName)
            // Paths of the corpus's folder (in messages about its images) are written as `<corpus>`.
            shown.message = shown.message.replacingOccurrences(of: ErrorCorpusTests.realFolder, with: "<corpus>")
            return shown.description
        } + check.warnings.map { warning in
            var shown = warning
            if let location = warning.location { shown.location = SourcePosition(file: shownName(location.file), line: location.line, column: location.column) }
            shown.message = shown.message.replacingOccurrences(of: ErrorCorpusTests.realFolder, with: "<corpus>")
            return shown.description
        }
        let expectedURL = ErrorCorpusTests.folder.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["REEL_RECORD_ERROR_CORPUS"] != nil {
            try (actual.joined(separator: "\n") + "\n").write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(!actual.isEmpty, "\(name).swift is accepted without a warning, but it has mistakes")
        #expect(actual == expected, "\(name).swift: the errors differ from \(name).expected")

        // Every error points at a character of its file (or just past the end of its line).
        for error in errors {
            let path = ErrorCorpusTests.isModule(name) || error.fileName.hasSuffix(".events.swift") ? error.fileName
                : ErrorCorpusTests.folder.appendingPathComponent(name + ".swift").path
            let lines = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            #expect(error.line >= 1 && error.line <= lines.count, "\(error)")
            if error.line >= 1 && error.line <= lines.count {
                #expect(error.column >= 1 && error.column <= lines[error.line - 1].utf8.count + 1, "\(error)")
            }
        }
    }
}
