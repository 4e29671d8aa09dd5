import Foundation
import Testing

/// `reel validate FILE...`: "ok" for good files, every positioned error with its source line and
/// caret for bad ones, exit status 1 when any file has errors.
@Suite struct ValidateCommandTests {
    /// The gallery folder.
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    @Test func aGoodFileIsOk() throws {
        let path = Self.scenes.appendingPathComponent("LikeButton.swift").path
        let result = try CLIRunner.run(["validate", path])
        #expect(result.status == 0)
        #expect(result.stdout == "\(path): ok\n")
        #expect(result.stderr == "")
    }

    @Test func everyErrorOfEveryFileIsPrintedWithItsLineAndACaret() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.swift")
        try """
        import Reel

        struct Bad: AnimatedScene {
            var format = SceneFormat(width: 100, height: 100)
            var body: some View {
                VStack {
                    Circel()
                    Rectangle().opacty(0.5)
                }
            }
        }

        """.write(to: bad, atomically: true, encoding: .utf8)
        let good = Self.scenes.appendingPathComponent("AnalogClock.swift").path
        let result = try CLIRunner.run(["validate", bad.path, good])
        #expect(result.status == 1)
        #expect(result.stdout == "\(good): ok\n")
        #expect(result.stderr == """
            \(bad.path):7:13: error: unknown view or type 'Circel'; did you mean 'Circle'?
                        Circel()
                        ^
            \(bad.path):8:25: error: unknown modifier or method 'opacty'; did you mean 'opacity'?
                        Rectangle().opacty(0.5)
                                    ^
            \(bad.path): 2 errors

            """)
    }

    @Test func aMissingFileIsAPositionedError() throws {
        let result = try CLIRunner.run(["validate", "/nonexistent/Scene.swift"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("/nonexistent/Scene.swift:1:1: error: cannot read the scene file"))
    }
    /// A scene whose `Broken` layout answers a size of NaN when `bad` holds, inside `wrapper`
    /// (`%@` for the layout), with `timeline` as its timeline.
    static func layoutScene(bad: String, parameter: String, wrapper: String, timeline: String = "") -> String {
        """
        import Reel
        import Foundation

        struct Answers: AnimatedScene {
            var format = SceneFormat(width: 80, height: 40, fps: 10, duration: 1)
            @State private var wide = false
            var body: some View {
                \(wrapper.replacingOccurrences(of: "%@", with: "Broken(value: \(parameter)) { Color.red.frame(width: 4, height: 4) }"))
            }
            var timeline: some Timeline {
                \(timeline)
            }
        }

        struct Broken: Layout {
            var value: Double
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: \(bad) ? CGFloat.nan : 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
            }
        }

        """
    }

    /// A layout's answer that is not a number is found by validate as render finds it, at the
    /// layout's sizeThatFits, whichever frame first meets it: the first, the first of a later
    /// state, or (in a tree that reads the time, which differs at every frame) one in the
    /// middle of a state, which validate lays out too. Render reports the same error.
    @Test func aLayoutsAnswerThatIsNotANumberIsFoundAtWhicheverFrameMeetsIt() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(name: String, text: String, when: String)] = [
            ("First", Self.layoutScene(bad: "value == 0", parameter: "0", wrapper: "%@"), ""),
            ("Later", Self.layoutScene(bad: "value == 1", parameter: "wide ? 1 : 0", wrapper: "%@",
                                       timeline: "At(0.5) { wide = true }"), " (from 0.5 s, frame 5)"),
            ("Timed", Self.layoutScene(bad: "value > 0.55 && value < 0.65", parameter: "context.date.timeIntervalSinceReferenceDate",
                                       wrapper: "TimelineView(.animation) { context in %@ }"), ""),
        ]
        for (name, text, when) in cases {
            let file = folder.appendingPathComponent("\(name).swift")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let message = "\(file.path):17:10: error: the layout 'Broken' returned a size of (nan, 10) from sizeThatFits(proposal:subviews:cache:); "
                + "a size must be finite, so the layout is drawn at size zero"
            let result = try CLIRunner.run(["validate", file.path])
            #expect(result.status == 1, "\(name): \(result.stdout)\(result.stderr)")
            #expect(result.stdout == "", "\(name)")
            #expect(result.stderr.hasPrefix(message + when + "\n"), "\(name): \(result.stderr)")
            #expect(result.stderr.hasSuffix("\(file.path): 1 error\n"), "\(name): \(result.stderr)")
            let render = try CLIRunner.run(["render", file.path, "-o", folder.appendingPathComponent("out-\(name)").path, "--quiet"])
            #expect(render.status == 1, "\(name): \(render.stderr)")
            #expect(render.stderr.contains(message), "\(name): \(render.stderr)")
        }
    }
}
