import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import Scenes

extension Benchmark {
    /// Scene files against the same scenes compiled, for scenes whose code runs at every frame
    /// (a shape's `path(in:)`, a `TimelineView` with a `Canvas`): the evaluation of every frame in
    /// order, and whole frames (evaluate, draw with Cairo, encode as PNG), one thread; then the
    /// interpreter's own speed, as steps per second, on three endless loops stopped by the step
    /// limit (5,000,000 steps: its time is also the time to reach the limit); then loading the
    /// largest gallery file. Run from the package root (scripts/bench is).
    static let script = Benchmark(
        name: "script",
        summary: "scene files against compiled scenes: per-frame evaluation, whole frames, steps per second",
        runsByDefault: false
    ) { context in
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Scenes")
        // REEL_BENCH_ONLY=NAME runs one part (a scene's name, "steps" or "loading"), for profiling.
        let only = ProcessInfo.processInfo.environment["REEL_BENCH_ONLY"]
        func runs(_ part: String) -> Bool { only == nil || only == part }
        if runs("RisingSea") {
            try ScriptBenchmark.frames(RisingSea.self, file: root.appendingPathComponent("RisingSea.swift"), wholeFrames: 30, context)
        }
        if runs("AnalogClock") {
            try ScriptBenchmark.frames(AnalogClock.self, file: root.appendingPathComponent("AnalogClock.swift"), wholeFrames: 30, context)
        }
        if runs("CanvasField") {
            try ScriptBenchmark.frames(CanvasField.self, file: root.appendingPathComponent("Benchmarks/CanvasField.swift"),
                                       wholeFrames: 10, context)
        }
        if runs("steps") { try ScriptBenchmark.steps(context) }
        if runs("loading") { try ScriptBenchmark.loading(root, context) }
    }
}

/// The cases of the `script` benchmark.
enum ScriptBenchmark {
    /// Evaluation of every frame, and whole frames, of the compiled scene `S` and of `file`.
    static func frames<S: AnimatedScene>(_ type: S.Type, file: URL, wholeFrames: Int, _ context: BenchmarkContext) throws {
        let evaluationOnly = ProcessInfo.processInfo.environment["REEL_BENCH_EVALUATION_ONLY"] != nil
        let name = String(describing: S.self)
        let sceneFile = try SceneFile.load(path: file.path)
        let count = S().format.frameCount
        var evaluation: [String: Double] = [:]
        for (kind, make) in [("compiled", { () throws -> any AnimatedScene in S() }),
                             ("interpreted", { () throws -> any AnimatedScene in try sceneFile.makeScene() })] {
            let scene = try make()
            let runs = count > 100 ? 3 : 5
            context.measure("\(name) \(kind): evaluate all \(count) frames in order, per frame", runs: runs, scale: 1 / Double(count)) {
                let renderer = FrameRenderer(resourceRoot: file.deletingLastPathComponent())
                for index in 0..<count { _ = try? displayList(scene, renderer, index) }
            }
            evaluation[kind] = context.lastMedian
            if evaluationOnly { continue }
            let frames = min(wholeFrames, count)
            let encoder = PNGEncoder(threadCount: 1)
            var bytes = 0
            try context.measure("\(name) \(kind): whole frame (evaluate, draw, encode PNG), \(frames) frames, per frame",
                                runs: 3, scale: 1 / Double(frames)) {
                let renderer = FrameRenderer(resourceRoot: file.deletingLastPathComponent())
                bytes = 0
                for index in 0..<frames { bytes += encoder.encode(try render(scene, renderer, index * count / frames)).count }
            }
            evaluation[kind + " whole"] = context.lastMedian
            _ = bytes
        }
        if let compiled = evaluation["compiled"], let interpreted = evaluation["interpreted"],
           let compiledWhole = evaluation["compiled whole"], let interpretedWhole = evaluation["interpreted whole"] {
            context.note(String(format: "%@: interpreted / compiled: evaluation %.2fx, whole frame %.2fx",
                                name, interpreted / compiled, interpretedWhole / compiledWhole))
        }
    }

    /// `scene`'s display list at frame `index`, through its own type.
    static func displayList(_ scene: any AnimatedScene, _ renderer: FrameRenderer, _ index: Int) throws -> DisplayList {
        func open<T: AnimatedScene>(_ scene: T) throws -> DisplayList { try renderer.displayList(for: scene, frame: index) }
        return try open(scene)
    }

    /// `scene` rendered at frame `index`, through its own type.
    static func render(_ scene: any AnimatedScene, _ renderer: FrameRenderer, _ index: Int) throws -> RasterImage {
        func open<T: AnimatedScene>(_ scene: T) throws -> RasterImage { try renderer.render(scene, frame: index) }
        return try open(scene)
    }

    /// Three endless loops, each run until the standard step limit stops it: arithmetic, building
    /// a path, building views. Steps per second are the limit over the time.
    static func steps(_ context: BenchmarkContext) throws {
        let loops: [(String, String)] = [
            ("numeric loop", """
                func spin() -> Double {
                    var x = 0.0
                    var i = 0
                    while true {
                        x = x * 0.5 + sin(Double(i) * 0.01) * 2 - 1
                        i += 1
                    }
                    return x
                }
                """),
            ("path-building loop", """
                func spin() -> Double {
                    var p = Path()
                    var i = 0
                    while true {
                        if i % 1000 == 0 { p = Path() }
                        let a = Double(i) * 0.01
                        p.addLine(to: CGPoint(x: 100 + 50 * cos(a), y: 100 + 50 * sin(a)))
                        i += 1
                    }
                    return 0
                }
                """),
            ("view-building loop", """
                func spin() -> Double {
                    var i = 0
                    while true {
                        let v = Circle().fill(Color(hue: Double(i % 100) / 100, saturation: 1, brightness: 1))
                            .frame(width: 8, height: 8).offset(x: Double(i % 50), y: 2).opacity(0.5)
                        i += 1
                    }
                    return 0
                }
                """),
        ]
        let limit = ScriptLimits.standard.steps
        for (label, function) in loops {
            let text = """
                import Reel
                struct Loop: AnimatedScene {
                    var format = SceneFormat(width: 10, height: 10)
                    var body: some View { EmptyView() }
                }
                \(function)
                let x = spin()
                """
            var message = ""
            context.measure("\(label): \(limit) steps, to the step limit", runs: 3) {
                do {
                    _ = try SceneFile(text: text, fileName: "loop.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
                    message = "no error"
                } catch {
                    message = "\(error)"
                }
            }
            let seconds = context.lastMedian / 1000
            context.note(String(format: "%@: %.1f million steps per second (%@)", label, Double(limit) / seconds / 1e6,
                                message.contains("steps") ? "stopped by the step limit" : "UNEXPECTED: \(message)"))
        }
    }

    /// Loading the largest gallery file: parse, check, make the scene.
    static func loading(_ root: URL, _ context: BenchmarkContext) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".swift") && $0 != "SceneCatalog.swift" }
        let sized = try files.map { ($0, try Data(contentsOf: root.appendingPathComponent($0)).count) }
        guard let (name, bytes) = sized.max(by: { $0.1 < $1.1 }) else { return }
        let path = root.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try context.measure("load the largest gallery file, \(name) (\(bytes) bytes)", runs: 20) {
            _ = try SceneFile(text: text, fileName: path, access: ResourceAccess(root: root)).makeScene()
        }
    }
}
