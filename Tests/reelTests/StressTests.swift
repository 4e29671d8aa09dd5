import Foundation
import Reel
import ReelSystem
import ReelExport
import ReelTestSupport
import Synchronization
import Testing

/// Hostile input, run against the `reel` executable under caps: each case runs in a child process
/// limited to 1.5 GB of address space and 60 s of processor time (`ulimit`), killed after 120 s of
/// wall-clock time, and must end with its expected exit status and message, using less than its
/// memory bound (300 MB of resident memory unless it says otherwise). One line is printed per case.
///
/// The peak memory is measured by GNU time around `reel`: the resource usage `wait4` gives for a
/// process spawned from this (large) test process includes the test process's own high-water mark,
/// inherited when the child replaces itself with `exec`.
///
/// The default test tier runs the fast cases; the full tier (`REEL_TESTS=full`) and `scripts/stress`
/// (`REEL_STRESS=all`, with the release build when asked, through `REEL_BINARY`) run all of them.
@Suite struct StressTests {
    @Test func hostileInputEndsCleanlyWithinItsCaps() throws {
        let all = ProcessInfo.processInfo.environment["REEL_STRESS"] == "all" || TestTier.isFull
        let reel = CLIRunner.executable.path
        var failures: [String] = []
        for stress in StressCase.all where all || !stress.slow {
            let outcome = try stress.run(reel: reel)
            print(outcome.line)
            if let problem = outcome.problem { failures.append("\(stress.name): \(problem)") }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

/// A temporary folder a case writes its scene files and images into; the child runs in it.
final class StressFolder: @unchecked Sendable {
    /// The folder (its real path).
    let url: URL

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-stress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        self.url = URL(fileURLWithPath: FileSandbox.folderPath(url.path))
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes a scene file `NAME.swift` whose scene has `format` and `body`, with `extra`
    /// declarations after it; returns its name.
    @discardableResult
    func scene(_ name: String, _ body: String, format: String = "SceneFormat(width: 40, height: 40)", extra: String = "") throws -> String {
        let text = """
            import Reel

            struct \(name): AnimatedScene {
                var format = \(format)
                var body: some View {
                    \(body)
                }
            }
            \(extra)
            """
        try Data(text.utf8).write(to: url.appendingPathComponent(name + ".swift"))
        return name + ".swift"
    }

    /// Writes a PNG of `width` × `height` opaque red pixels.
    func png(_ name: String, width: Int, height: Int) throws {
        try PNGWriter.write(RasterImage(width: width, height: height, fill: 0xFFFF_0000), to: url.appendingPathComponent(name))
    }

    /// Writes the start of a PNG (signature and image header) declaring `width` × `height`.
    func header(_ name: String, width: Int, height: Int) throws {
        func bigEndian(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        let bytes = PNGHeader.signature + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    /// A symbolic link `name` to `target`.
    func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
    }

    /// A FIFO `name`.
    func fifo(_ name: String) throws {
        guard mkfifo(path(name), 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The names of the files in the folder, hidden ones included, sorted.
    func contents(_ folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? url.path : path(folder)).sorted()
    }
}

/// One hostile input: what to set up, the command, and how it must end.
struct StressCase: Sendable {
    /// A short name for the line printed.
    var name: String
    /// Whether it takes long (run by `scripts/stress`, not by `swift test`).
    var slow = false
    /// Sets up the folder and returns the arguments of `reel`.
    var arguments: @Sendable (StressFolder) throws -> [String]
    /// The exit status expected.
    var status: Int32
    /// Text the standard error must contain.
    var message: String
    /// The most resident memory the run may take.
    var memory = 300 << 20
    /// A file size limit, in 512-byte blocks, as a full disk.
    var fileBlocks: Int?
    /// A check of the folder after the run: a problem, or nil.
    var check: (@Sendable (StressFolder) throws -> String?)?

    /// How a run ended.
    struct Outcome {
        var line: String
        var problem: String?
    }

    /// Runs the case with `reel` under the caps.
    func run(reel: String) throws -> Outcome {
        let folder = try StressFolder()
        let arguments = try self.arguments(folder)
        var limits = "ulimit -v \(3 << 19) && ulimit -t 60"
        if let fileBlocks { limits += " && ulimit -f \(fileBlocks)" }
        let script = limits + " && trap '' XFSZ && cd \"$1\" && shift && exec \"$@\""
        let started = Date()
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script, "stress", folder.url.path,
                                                                       "/usr/bin/time", "-q", "-f", "stress-peak-kb %M", reel] + arguments,
                                     captureOutput: true)
        let finished = Flag()
        let watchdog = Thread {
            let deadline = Date().addingTimeInterval(120)
            while !finished.value.load(ordering: .relaxed) {
                if Date() > deadline {
                    kill(-child.pid, SIGKILL)   // the child's process group: time and reel
                    return
                }
                usleep(50_000)
            }
        }
        watchdog.start()
        let ended = child.wait()
        finished.value.store(true, ordering: .relaxed)
        let seconds = Date().timeIntervalSince(started)
        let errors = child.errorText.split(separator: "\n").filter { !$0.hasPrefix("stress-peak-kb ") }.joined(separator: "\n")
        let peak = (child.errorText.split(separator: "\n").last { $0.hasPrefix("stress-peak-kb ") }
            .flatMap { Int($0.dropFirst("stress-peak-kb ".count)) } ?? 0) << 10
        // GNU time exits with the status of `reel`, or 128 + the signal that ended it.
        let exit = ended.status.map { $0 > 128 ? "was killed by signal \($0 - 128)" : "exited with status \($0)" } ?? ended.description
        let lastLines = errors.split(separator: "\n").suffix(3).joined(separator: " / ")
        var problem: String?
        if ended.status != status {
            problem = "expected exit \(status), got: \(exit); \(lastLines)"
        } else if !message.isEmpty && !errors.contains(message) {
            problem = "expected the message '\(message)', got: \(lastLines)"
        } else if peak > memory {
            problem = "used \(peak >> 20) MB, more than \(memory >> 20) MB"
        } else if let check {
            problem = try check(folder)
        }
        let verdict = problem == nil ? "ok  " : "FAIL"
        var line = "stress: \(verdict) \(name): \(exit) in \(String(format: "%.2f", seconds)) s "
            + "(\(String(format: "%.2f", ended.cpuSeconds)) s CPU), \(peak >> 20) MB"
        if let problem { line += "\n        \(problem)" }
        try? FileManager.default.removeItem(at: folder.url)
        return Outcome(line: line, problem: problem)
    }
}

/// A flag shared with the watchdog thread.
private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
}

extension StressCase {

    /// Every case: the findings of the reliability review, each with its clean end.
    static let all: [StressCase] = shapes + effects + text + images + sandbox + commands + output + interpreterCases

    /// `validate` and `render` of one scene body: both exit 1 with `message`.
    static func both(_ name: String, _ body: String, _ message: String, slow: Bool = false, extra: String = "") -> [StressCase] {
        ["validate", "render"].map { command in
            StressCase(name: "\(name) (\(command))", slow: slow, arguments: { folder in
                let file = try folder.scene("Probe", body, extra: extra)
                return command == "validate" ? ["validate", file] : ["render", file, "-o", "out", "--quiet"]
            }, status: 1, message: message)
        }
    }

    static let shapes: [StressCase] =
        both("RegularPolygon(sides: 1e12)", "RegularPolygon(sides: 1_000_000_000_000).fill(Color.red)",
             "error: sides 1000000000000 exceeds the limit of 10,000")
        + both("RegularPolygon(sides: 1e8)", "RegularPolygon(sides: 100_000_000).fill(Color.red)",
               "error: sides 100000000 exceeds the limit of 10,000")
        + both("Star(points: 1e12)", "Star(points: 1_000_000_000_000).fill(Color.red)",
               "error: points 1000000000000 exceeds the limit of 10,000")
        + both("Star(points: 1_000_000)", "Star(points: 1_000_000).fill(Color.red)",
               "error: points 1000000 exceeds the limit of 10,000")
        + both("dash pattern of 100,000 lengths", "Circle().stroke(Color.red, style: StrokeStyle(dash: Array(repeating: 1, count: 100_000)))",
               "error: the dash pattern has 100000 lengths, more than the limit of 1,024")

    static let effects: [StressCase] =
        both(".blur(radius: 1e19)", "Color.red.blur(radius: 1e19)", "error: radius 1e+19 exceeds the limit of 10,000")
        + both(".shadow(radius: 1e19)", "Color.red.shadow(radius: 1e19)", "error: radius 1e+19 exceeds the limit of 10,000")
        + both("canvas .blur(radius: 1e300)",
               "Canvas { gc, size in gc.addFilter(.blur(radius: 1e300)); gc.fill(Path(CGRect(x: 0, y: 0, width: 9, height: 9)), with: .color(.red)) }",
               "error: radius 1e+300 exceeds the limit of 10,000")
        + [StressCase(name: "blur scaled by 1e30 (render)", arguments: { folder in
            ["render", try folder.scene("Probe", "Color.red.frame(width: 4, height: 4).blur(radius: 10).scaleEffect(1e30)"), "-o", "out", "--quiet"]
        }, status: 0, message: "", check: { folder in try folder.contents("out") == ["frame-00000.png", "reel-render.json"] ? nil : "no frame written" })]

    static let text: [StressCase] =
        both("Text of a million words", "Text(String(repeating: \"word \", count: 1_000_000))",
             "error: the string would be 5000000 bytes long, more than the limit of 1000000")
        + both("Text of 30,000 words", "Text(String(repeating: \"word \", count: 30_000))",
               "error: the text is 150000 bytes long, more than the limit of 100,000")
        + both("font size 1e9", "Text(\"x\").font(.system(size: 1e9))", "error: font size 1000000000 exceeds the limit of 10,000")
        + both("line spacing 1e300", "Text(\"x\").lineSpacing(1e300)", "error: line spacing 1e+300 exceeds the limit of 10,000")
        + [
            StressCase(name: "50 MB string literal (validate)", arguments: { folder in
                let literal = String(repeating: "x", count: 50_000_000)
                return ["validate", try folder.scene("Probe", "Text(big)", extra: "let big = \"\(literal)\"")]
            }, status: 1, message: "more than the limit of 1048576"),
            StressCase(name: "1 MB of let lines (validate)", slow: true, arguments: { folder in
                let lines = (0..<40_000).map { "let v\($0) = \($0) + 1" }.joined(separator: "\n")
                return ["validate", try folder.scene("Probe", "Color.red", extra: lines)]
            }, status: 0, message: ""),
        ]

    static let images: [StressCase] = [
        StressCase(name: "PNG header declaring 20000 x 20000 (validate)", arguments: { folder in
            try folder.header("huge.png", width: 20_000, height: 20_000)
            return ["validate", try folder.scene("Probe", "Image(\"huge.png\")")]
        }, status: 1, message: "the image is 20000 x 20000 pixels; each side may be 1 to 16384"),
        StressCase(name: "PNG header declaring 9000 x 9000 (render)", arguments: { folder in
            try folder.header("big.png", width: 9_000, height: 9_000)
            return ["render", try folder.scene("Probe", "Image(\"big.png\")"), "-o", "out", "--quiet"]
        }, status: 1, message: "an image may have at most 67108864"),
        StressCase(name: "PNG header declaring 20000 x 20000 (inspect)", arguments: { folder in
            try folder.header("huge.png", width: 20_000, height: 20_000)
            return ["inspect", try folder.scene("Probe", "Image(\"huge.png\").resizable()")]
        }, status: 1, message: "each side may be 1 to 16384"),
        StressCase(name: "17 hard links to one 4-megapixel image, decoded once (render)", slow: true, arguments: { folder in
            try folder.png("big.png", width: 2_000, height: 2_000)
            for i in 0..<17 { try FileManager.default.linkItem(atPath: folder.path("big.png"), toPath: folder.path("link\(i).png")) }
            let images = (0..<17).map { "Image(\"link\($0).png\").resizable()" }.joined(separator: "; ")
            return ["render", try folder.scene("Probe", "ZStack { \(images) }"), "-o", "out", "--quiet"]
        }, status: 0, message: "", check: { folder in try folder.contents("out") == ["frame-00000.png", "reel-render.json"] ? nil : "no frame written" }),
        StressCase(name: "17 copies of a 4-megapixel image pass the pixel budget (render)", slow: true, arguments: { folder in
            try folder.png("big.png", width: 2_000, height: 2_000)
            for i in 0..<17 { try FileManager.default.copyItem(atPath: folder.path("big.png"), toPath: folder.path("copy\(i).png")) }
            let images = (0..<17).map { "Image(\"copy\($0).png\").resizable()" }.joined(separator: "; ")
            return ["render", try folder.scene("Probe", "ZStack { \(images) }"), "-o", "out", "--quiet"]
        }, status: 1, message: "more than the limit of 67108864", memory: 450 << 20),
        StressCase(name: "damaged image data (validate)", arguments: { folder in
            try folder.png("dot.png", width: 8, height: 8)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder.path("dot.png")))
            try bytes.prefix(60).write(to: URL(fileURLWithPath: folder.path("cut.png")))
            return ["validate", try folder.scene("Probe", "Image(\"cut.png\")")]
        }, status: 1, message: "not a readable PNG file: the data is damaged or unsupported"),
        StressCase(name: "missing image (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Image(\"missing.png\")")]
        }, status: 1, message: "cannot read the image 'missing.png'"),
    ]

    static let sandbox: [StressCase] = [
        StressCase(name: "link to a file outside (validate)", arguments: { folder in
            try folder.link("passwd.png", to: "/etc/passwd")
            return ["validate", try folder.scene("Probe", "Image(\"passwd.png\")")]
        }, status: 1, message: "is reached through a symbolic link that leads outside the folders the scene may read"),
        StressCase(name: "link to a folder outside (render)", arguments: { folder in
            try folder.link("etc", to: "/etc")
            return ["render", try folder.scene("Probe", "Image(\"etc/passwd\")"), "-o", "out", "--quiet"]
        }, status: 1, message: "is reached through a symbolic link that leads outside the folders the scene may read"),
        StressCase(name: "link to / naming a file that exists (validate)", arguments: { folder in
            try folder.link("root", to: "/")
            return ["validate", try folder.scene("Probe", "Image(\"root/etc/passwd\")")]
        }, status: 1, message: "error: the image 'root/etc/passwd' is reached through a symbolic link that leads outside"),
        StressCase(name: "link to / naming a file that does not exist (validate)", arguments: { folder in
            try folder.link("root", to: "/")
            return ["validate", try folder.scene("Probe", "Image(\"root/no/such/file\")")]
        }, status: 1, message: "error: the image 'root/no/such/file' is reached through a symbolic link that leads outside"),
        StressCase(name: "--allow-path bypassed through a link (validate)", arguments: { folder in
            try FileManager.default.createDirectory(atPath: folder.path("allowed"), withIntermediateDirectories: true)
            try folder.link("allowed/out.png", to: "/etc/passwd")
            return ["validate", try folder.scene("Probe", "Image(\"\(folder.path("allowed/out.png"))\")"), "--allow-path", folder.path("allowed")]
        }, status: 1, message: "is reached through a symbolic link that leads outside"),
        StressCase(name: "--allow-path \"\" (render)", arguments: { folder in
            ["render", try folder.scene("Probe", "Color.red"), "--allow-path", ""]
        }, status: 2, message: "--allow-path needs a folder, not an empty path"),
        StressCase(name: "--allow-path \"\" (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Color.red"), "--allow-path", ""]
        }, status: 2, message: "--allow-path needs a folder, not an empty path"),
    ] + ["validate", "render", "inspect"].map { command in
        StressCase(name: "image that is a FIFO (\(command))", arguments: { folder in
            try folder.fifo("fifo.png")
            let file = try folder.scene("Probe", "Image(\"fifo.png\")")
            return command == "render" ? ["render", file, "-o", "out", "--quiet"] : [command, file]
        }, status: 1, message: "it is a FIFO, not a regular file")
    } + [
        StressCase(name: "scene file that is a FIFO (validate)", arguments: { folder in
            try folder.fifo("Probe.swift")
            return ["validate", "Probe.swift"]
        }, status: 1, message: "cannot read the scene file: it is a FIFO, not a regular file"),
        StressCase(name: "scene file that is a FIFO in a folder (test)", arguments: { folder in
            try FileManager.default.createDirectory(atPath: folder.path("scenes"), withIntermediateDirectories: true)
            try folder.fifo("scenes/Probe.swift")
            return ["test", "scenes", "--golden", "golden", "--update", "none"]
        }, status: 1, message: "cannot read the scene file: it is a FIFO, not a regular file"),
    ]

    static let commands: [StressCase] = [
        StressCase(name: "render --time 1e18", arguments: { _ in ["render", "Showcase", "--time", "1e18"] },
                   status: 2, message: "is after the scene's last frame"),
        StressCase(name: "render --threads 100000", arguments: { _ in ["render", "Showcase", "--threads", "100000"] },
                   status: 2, message: "--threads must be 1 to 256"),
        StressCase(name: "curve --samples Int.max", arguments: { _ in ["curve", "easeIn", "--samples", "\(Int.max)"] },
                   status: 2, message: "--samples must be at least 2 and at most 100000"),
        StressCase(name: "curve --samples 1e12", arguments: { _ in ["curve", "easeIn", "--samples", "1000000000000"] },
                   status: 2, message: "--samples must be at least 2 and at most 100000"),
        StressCase(name: "curve with a 14,000-link modifier chain", arguments: { _ in
            ["curve", "easeIn" + String(repeating: ".delay(0)", count: 14_000)]
        }, status: 2, message: "the animation is 126006 bytes long; it may be at most 4096"),
        StressCase(name: "curve --plot to a FIFO", arguments: { folder in
            try folder.fifo("plot.png")
            return ["curve", "easeIn", "--plot", "plot.png"]
        }, status: 1, message: "it is a FIFO; Reel replaces only regular files"),
        StressCase(name: "curve --plot to a link to /dev/full", arguments: { folder in
            try folder.link("full.png", to: "/dev/full")
            return ["curve", "easeIn", "--plot", "full.png"]
        }, status: 1, message: "it is a symbolic link; Reel replaces only regular files"),
        StressCase(name: "curve --plot on a full disk", arguments: { _ in ["curve", "easeIn", "--plot", "plot.png"] },
                   status: 1, message: "File too large", fileBlocks: 16,
                   check: { folder in try folder.contents().isEmpty ? nil : "left \(try folder.contents())" }),
        StressCase(name: "256 threads under a memory cap (render)", slow: true, arguments: { folder in
            ["render", try folder.scene("Probe", "Color.red", format: "SceneFormat(width: 40, height: 40, fps: 30, duration: 10)"),
             "-o", "out", "--threads", "256", "--quiet"]
        }, status: 0, message: "", check: { folder in try folder.contents("out") == (0..<300).map { String(format: "frame-%05d.png", $0) } + ["reel-render.json"] ? nil : "not every frame written" }),
    ]

    static let output: [StressCase] = ["pdf", "svg", "png"].map { format in
        StressCase(name: "\(format) frames on a full disk (render)", arguments: { folder in
            ["render", "AnalogClock", "--format", format, "--frames", "0-9", "-o", "out", "--quiet"]
        }, status: 1, message: "File too large", fileBlocks: 4, check: { folder in
            let left = try folder.contents("out")
            return left.isEmpty ? nil : "left \(left)"
        })
    }

    static let interpreterCases: [StressCase] = [
        StressCase(name: "array doubled 40 times (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown().count)\")",
                                          extra: "func grown() -> [Int] { var a = [1]; for _ in 0..<40 { a = a + a }; return a }")]
        }, status: 1, message: "Probe.swift:9:62: error: the array would have 1048576 elements, more than the limit of 1000000"),
        StressCase(name: "array doubled by += 40 times (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown().count)\")",
                                          extra: "func grown() -> [Int] { var a = [1]; for _ in 0..<40 { a += a }; return a }")]
        }, status: 1, message: "error: the array would have 1048576 elements, more than the limit of 1000000"),
        StressCase(name: "string doubled 40 times (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown().count)\")",
                                          extra: "func grown() -> String { var s = \"ab\"; for _ in 0..<40 { s = \"\\(s)\\(s)\" }; return s }")]
        }, status: 1, message: "error: the string would be 1048576 bytes long, more than the limit of 1000000"),
        StressCase(name: "string doubled by + 40 times (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown().count)\")",
                                          extra: "func grown() -> String { var s = \"ab\"; for _ in 0..<40 { s = s + s }; return s }")]
        }, status: 1, message: "error: the string would be 1048576 bytes long, more than the limit of 1000000"),
        StressCase(name: "large arrays copied in a loop (validate)", arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown())\")",
                                          extra: "func grown() -> Int { let a = Array(repeating: 1, count: 1_000_000); var n = 0; for _ in 0..<1_000 { n += a.reversed().count }; return n }")]
        }, status: 1, message: "arrays and strings in one evaluation; it grows or copies large values in a loop"),
        StressCase(name: "100,000 appends (validate)", slow: true, arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown().count)\")",
                                          extra: "func grown() -> [Int] { var a: [Int] = []; for i in 0..<100_000 { a.append(i) }; return a }")]
        }, status: 0, message: ""),
        StressCase(name: "200,000 appends with += (validate)", slow: true, arguments: { folder in
            ["validate", try folder.scene("Probe", "Text(\"\\(grown())\")",
                                          extra: "func grown() -> Int { var a: [Int] = []; var s = \"\"; for i in 0..<200_000 { a += [i]; s += \"x\" }; return a.count + s.count }")]
        }, status: 0, message: ""),
        StressCase(name: "Path of 80,000 points (render)", slow: true, arguments: { folder in
            ["render", try folder.scene("Probe", "Canvas { gc, size in gc.stroke(zigzag(), with: .color(.red)) }",
                                        extra: "func zigzag() -> Path { var p = Path(); p.move(to: .zero); for i in 0..<80_000 { p.addLine(to: CGPoint(x: Double(i % 40), y: Double(i % 7))) }; return p }"),
             "-o", "out", "--quiet"]
        }, status: 0, message: ""),
        StressCase(name: "4,000 errors (validate)", slow: true, arguments: { folder in
            ["validate", try folder.scene("Probe", "VStack {\n" + (0..<4_000).map { "Circle().opacty(\($0))" }.joined(separator: "\n") + "\n}")]
        }, status: 1, message: "Probe.swift: 4000 errors"),
        StressCase(name: "a file of 30,000 let lines (0.9 MB) (validate)", slow: true, arguments: { folder in
            ["validate", try folder.scene("Probe", "Circle()", extra: (0..<30_000).map { "let value\($0) = \($0) * 2 + 1" }.joined(separator: "\n"))]
        }, status: 0, message: ""),
    ]
}
