import Foundation
import ReelTestSupport
import Testing

/// Values nested without end (`a = [a]` in a loop, linked structs and classes, tuples, enums,
/// closures, `AnyView`, modifier and transition chains) through every command a user runs: the
/// positioned error and exit status 1, never a signal; values at the limit render.
@Suite struct DeepValueCommandTests {
    /// The scene file of each shape, wrapping its value `depth` times.
    static func write(_ depth: Int, in folder: URL) throws -> [(name: String, path: String)] {
        let loops: [(String, String, String)] = [
            ("ArrayNest", "", "var a: [Any] = []; for _ in 0..<COUNT { a = [a] }; return Text(\"\\(a.count)\")"),
            ("StructNest", "struct Node { var next: [Node] }", "var a = Node(next: []); for _ in 0..<COUNT { a = Node(next: [a]) }; return Text(\"\\(a.next.count)\")"),
            ("ClassNest", "final class Link { var next: Link?; init(next: Link?) { self.next = next } }",
             "var a: Link? = nil; for _ in 0..<COUNT { a = Link(next: a) }; return Text(\"\\(a == nil)\")"),
            ("TupleNest", "", "var a: Any = 0; for _ in 0..<COUNT { a = (a, 1) }; return Text(\"x\")"),
            ("EnumNest", "indirect enum List { case end; case cons(Int, List) }", "var a = List.end; for i in 0..<COUNT { a = .cons(i, a) }; return Text(\"x\")"),
            ("ClosureNest", "", "var f: () -> Int = { 0 }; for _ in 0..<COUNT { let g = f; f = { g() } }; return Text(\"x\")"),
            ("AnyViewNest", "", "var v = AnyView(Circle()); for _ in 0..<COUNT { v = AnyView(v) }; return v"),
            ("ModifierNest", "", "var v = AnyView(Circle()); for _ in 0..<COUNT { v = AnyView(v.opacity(1)) }; return v"),
            ("TransitionNest", "", "var t = AnyTransition.opacity; for _ in 0..<COUNT { t = t.combined(with: .opacity) }; return Circle().transition(t)"),
        ]
        return try loops.map { name, declarations, loop in
            let text = """
            import Reel

            \(declarations)

            func make() -> some View { \(loop.replacingOccurrences(of: "COUNT", with: String(depth))) }

            struct \(name): AnimatedScene {
                var format = SceneFormat(width: 40, height: 40, fps: 1, duration: 1)

                var body: some View {
                    make()
                }
            }

            """
            let url = folder.appendingPathComponent(name + ".swift")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return (name, url.path)
        }
    }

    static let message = "the value is nested deeper than 1000 levels (arrays, tuples, structs, enums, closures and views inside one another); "
        + "does a loop or a recursion wrap a value in itself?"

    /// `reel validate` and `reel render` (and, in the full tier, `inspect` and `export`) of each
    /// shape nested `depth` times end with exit status 1 and the error at the loop.
    func expectTheErrorEverywhere(depth: Int, commands: [[String]]) throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for scene in try Self.write(depth, in: folder) {
            let line = scene.name == "ClassNest" ? 3 : 5
            for command in commands {
                let result = try CLIRunner.run(command + [scene.path], in: folder)
                #expect(result.status == 1, "\(command) \(scene.name): \(result.status) \(result.stderr)")
                let output = result.stdout + result.stderr
                #expect(output.contains("\(scene.path):\(line):") && output.contains(Self.message), "\(command) \(scene.name): \(output)")
            }
        }
    }

    @Test func everyShapeNestedWithoutEndIsAPositionedError() throws {
        try expectTheErrorEverywhere(depth: 100_000, commands: [["validate"], ["render", "-o", "frames"]])
    }

    @Test(.enabled(if: TestTier.isFull)) func aMillionLevelsAreThePositionedErrorInEveryCommand() throws {
        try expectTheErrorEverywhere(depth: 1_000_000, commands: [["validate"], ["render", "-o", "frames"], ["inspect"], ["export", "-o", "out.mp4"]])
    }

    @Test func valuesAtTheLimitRender() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 490 wraps: a modifier chain is two levels a wrap and the engine's view nesting stops at 1,000.
        for scene in try Self.write(490, in: folder) {
            let frames = folder.appendingPathComponent(scene.name).path
            let result = try CLIRunner.run(["render", scene.path, "-o", frames], in: folder)
            #expect(result.status == 0, "\(scene.name): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: frames + "/frame-00000.png"), "\(scene.name)")
        }
    }
}
