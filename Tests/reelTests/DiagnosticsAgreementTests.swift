import Foundation
import Testing

/// `reel validate`, `render`, `export` and `test` report a scene file's diagnostics through one
/// check, printed one way: every error of the file at once, in source order, the warnings with
/// them (a deprecated `animation(_:)`, a symbol or font not found, an event after the end), and
/// the same count, so a file fails every command with the same text.
@Suite struct DiagnosticsAgreementTests {
    /// A file with two unknown names and three warnings (a symbol and a font Reel does not know,
    /// and `animation(_:)` without a value).
    static let badFile = """
        import Reel

        struct Bad: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1)
            @State var on = false

            var body: some View {
                VStack {
                    Image(systemName: "star.fill.bogus")
                    Circel()
                    Text("a").font(.custom("NoSuchFontFamily", size: 12))
                    Rectangle().opacity(on ? 1 : 0.5).animation(.easeIn)
                    Text("b").opacty(0.5)
                }
            }
        }

        """

    /// The same file without its errors: warnings only.
    static var warningsFile: String {
        badFile.replacingOccurrences(of: "            Circel()\n", with: "")
            .replacingOccurrences(of: ".opacty(0.5)", with: ".opacity(0.5)")
    }

    /// The four commands run on the file at `path` in `folder`, as a user runs them.
    static func runAll(_ path: String, in folder: URL) throws -> [String: CLIRunner.Result] {
        [
            "validate": try CLIRunner.run(["validate", path], in: folder),
            "render": try CLIRunner.run(["render", path, "-o", "frames"], in: folder),
            "export": try CLIRunner.run(["export", path, "-o", "movie.mp4"], in: folder),
            "test": try CLIRunner.run(["test", path, "--golden", "golden", "--report", "report"], in: folder),
        ]
    }

    @Test func everyCommandPrintsTheSameErrorsAndWarnings() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.badFile.write(to: folder.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
        let results = try Self.runAll("Bad.swift", in: folder)
        let expected = """
            Bad.swift:9:31: warning: no symbol named 'star.fill.bogus'; a placeholder is drawn (docs/Symbols.md lists the 2710 names Reel knows); the closest are 'star.fill', 'star.circle' and 'star.circle.fill'
                        Image(systemName: "star.fill.bogus")
                                          ^
            Bad.swift:12:47: warning: 'animation(_:)' without a value is deprecated in SwiftUI: it animates every change inside the view; write 'animation(_:value:)' to animate when a value changes
                        Rectangle().opacity(on ? 1 : 0.5).animation(.easeIn)
                                                          ^
            warning: Font: no font named 'NoSuchFontFamily' in the module or on the system (the module has no font files); text is drawn in Inter Display, as SwiftUI draws a custom font it cannot find in the system font
            Bad.swift:10:13: error: unknown view or type 'Circel'; did you mean 'Circle'?
                        Circel()
                        ^
            Bad.swift:13:23: error: unknown modifier or method 'opacty'; did you mean 'opacity'?
                        Text("b").opacty(0.5)
                                  ^
            Bad.swift: 2 errors

            """
        #expect(results["validate"]?.stderr == expected)
        for (command, result) in results {
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr == expected, "\(command) prints other diagnostics than validate")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("movie.mp4").path))
    }

    @Test func warningsAloneArePrintedByEveryCommandAsValidatePrintsThem() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.warningsFile.write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        let validate = try CLIRunner.run(["validate", "Good.swift"], in: folder)
        #expect(validate.status == 0 && validate.stdout == "Good.swift: ok\n")
        // The font is found missing while drawing; validate draws too.
        let lines = validate.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(lines.count == 3, "\(validate.stderr)")
        #expect(lines.last == "warning: Font: no font named 'NoSuchFontFamily' in the module or on the system (the module has no font files); text is drawn in Inter Display, as SwiftUI draws a custom font it cannot find in the system font")
        let render = try CLIRunner.run(["render", "Good.swift", "-o", "frames"], in: folder)
        let test = try CLIRunner.run(["test", "Good.swift", "--golden", "golden", "--report", "report"], in: folder)
        for result in [render, test] {
            #expect(result.status == 0)
            // The same warnings first, each once (the render's own reports repeat none of them).
            #expect(result.stderr.hasPrefix(validate.stderr), "\(result.stderr)")
            #expect(!result.stderr.dropFirst(validate.stderr.count).contains("warning:"), "\(result.stderr)")
        }
        // --quiet prints errors only.
        let quiet = try CLIRunner.run(["render", "Good.swift", "-o", "frames", "--quiet"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr == "")
    }

    @Test func aRuntimeErrorNamesTheTimeAndFrameItsStateStartsAt() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import Reel

        struct Late: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 1)
            @State var items = [1, 2, 3]
            @State var shown = 0

            var timeline: Timeline {
                At(0.5) { shown = 5 }
            }

            var body: some View {
                Text("\\(items[shown])")
            }
        }

        """.write(to: folder.appendingPathComponent("Late.swift"), atomically: true, encoding: .utf8)
        let expected = """
            Late.swift:13:23: error: index 5 is out of range 0..<3 (from 0.5 s, frame 30)
                    Text("\\(items[shown])")
                                  ^
            Late.swift: 1 error

            """
        let validate = try CLIRunner.run(["validate", "Late.swift"], in: folder)
        #expect(validate.status == 1 && validate.stderr == expected, "\(validate.stderr)")
        // Rendering frame 0 alone, whose state is good, still fails the same way.
        let render = try CLIRunner.run(["render", "Late.swift", "--frame", "0", "-o", "frames"], in: folder)
        #expect(render.status == 1 && render.stderr == expected, "\(render.stderr)")
    }

    @Test func anEventAfterTheEndIsAWarningNamingItAndTheDuration() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import Reel

        struct Short: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 1.5)
            @State var on = false

            var timeline: Timeline {
                At(0.5) { on = true }
                At(2) { on = false }
            }

            var body: some View {
                Circle().fill(on ? Color.green : Color.gray)
            }
        }

        """.write(to: folder.appendingPathComponent("Short.swift"), atomically: true, encoding: .utf8)
        let expected = """
            Short.swift:9:9: warning: At(2) comes after the scene's end: the scene lasts 1.5 s, so this event never happens; make the scene longer or the event earlier
                    At(2) { on = false }
                    ^

            """
        let validate = try CLIRunner.run(["validate", "Short.swift"], in: folder)
        #expect(validate.status == 0 && validate.stderr == expected, "\(validate.stderr)")
        let render = try CLIRunner.run(["render", "Short.swift", "-o", "frames"], in: folder)
        #expect(render.status == 0 && render.stderr.hasPrefix(expected), "\(render.stderr)")
    }
}
