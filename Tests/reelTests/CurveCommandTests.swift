import Foundation
import ReelTestSupport
import Testing

/// Runs the built `reel` executable and captures its output.
enum ReelBinary {
    /// The `reel` executable next to the test bundle: the tests run from the `debug` (or `release`)
    /// folder of whichever scratch path built them, where the executable products are linked too.
    static func url() -> URL? {
        var folders: [URL] = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("reel")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        return nil
    }

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `reel` with `arguments`.
    static func run(_ arguments: [String]) throws -> Output {
        guard let url = url() else {
            throw ReferenceError(message: "cannot find the built reel executable next to \(CommandLine.arguments[0])")
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
    }
}

@Suite struct CurveCommandTests {
    /// Parses `time value velocity` rows.
    static func rows(_ text: String) throws -> [(time: Double, value: Double, velocity: Double)] {
        try text.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            guard fields.count == 3, let t = Double(fields[0]), let v = Double(fields[1]), let w = Double(fields[2]) else {
                throw ReferenceError(message: "malformed row '\(line)'")
            }
            return (t, v, w)
        }
    }

    /// `reel curve` reproduces every row of timing.tsv within 1e-6, with the table's own spelling
    /// (Bézier rows at fractions of the default 0.35 s) and with an explicit 1 s duration.
    @Test func reproducesTheReferenceTable() throws {
        let rows = try TimingReference.rows()
        let groups = Dictionary(grouping: rows, by: \.animation)
        #expect(groups.count >= 10)
        for (animation, group) in groups.sorted(by: { $0.key < $1.key }) {
            var variants: [(source: String, scale: Double)] = []
            if TimingReference.isFraction(animation) {
                variants.append((animation, 0.35))
                let withDuration = animation.hasSuffix(")") ? String(animation.dropLast()) + ", duration: 1)" : animation + "(duration: 1)"
                variants.append((withDuration, 1))
            } else {
                variants.append((animation, 1))
            }
            for (source, scale) in variants {
                let times = group.map { String($0.time * scale) }.joined(separator: ",")
                let output = try ReelBinary.run(["curve", source, "--at", times])
                #expect(output.status == 0, "\(source): \(output.standardError)")
                let printed = try Self.rows(output.standardOutput)
                #expect(printed.count == group.count, "\(source)")
                for (row, expected) in zip(printed, group) {
                    #expect(abs(row.time - expected.time * scale) <= 1e-9)
                    #expect(abs(row.value - expected.value) <= 1e-6, "\(source) at \(row.time): \(row.value) vs \(expected.value)")
                }
            }
        }
    }

    /// Default sampling: 51 rows from 0 to the end (a spring's settling duration); `--samples N`.
    @Test func sampling() throws {
        let output = try ReelBinary.run(["curve", "easeInOut(duration: 1).delay(0.2)"])
        #expect(output.status == 0)
        let rows = try Self.rows(output.standardOutput)
        #expect(rows.count == 51)
        #expect(rows.first?.time == 0 && rows.first?.value == 0)
        #expect(abs((rows.last?.time ?? 0) - 1.2) < 1e-9 && rows.last?.value == 1)
        #expect(abs(rows[25].time - 0.6) < 1e-9 && abs(rows[25].value - 0.3318838701) < 1e-9)

        let spring = try Self.rows(try ReelBinary.run(["curve", "spring(duration: 0.5, bounce: 0.3)", "--samples", "11"]).standardOutput)
        #expect(spring.count == 11)
        // The last sample is the settling time, where the velocity has just reached 0.001.
        #expect(abs(abs(spring[10].velocity) - 0.001) < 1e-9)
        #expect(spring.contains { $0.value > 1.01 })
    }

    /// `--plot` draws the curve with Reel into a PNG (1600 x 1000 pixels: an 800 x 500 chart at
    /// scale 2) and prints no rows.
    @Test func plotWritesAPNG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-curve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bouncy.png")
        let output = try ReelBinary.run(["curve", "bouncy", "--plot", file.path])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(!output.standardOutput.contains(" 0.0"))
        let bytes = try Data(contentsOf: file)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[16..<24]) == [0, 0, 0x06, 0x40, 0, 0, 0x03, 0xE8])

        let unwritable = try ReelBinary.run(["curve", "bouncy", "--plot", folder.appendingPathComponent("missing/dir/x.png").path])
        #expect(unwritable.status == 1)
        #expect(unwritable.standardError.contains("cannot write the plot"))
        let wrongKind = try ReelBinary.run(["curve", "bouncy", "--plot", folder.appendingPathComponent("x.jpg").path])
        #expect(wrongKind.status == 2)
        #expect(wrongKind.standardError.contains("--plot writes PNG files"))
    }

    struct BadInput: Sendable, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var error: String
        var description: String { arguments.joined(separator: " ") }
    }

    /// Bad input: positioned errors, exit 2 for usage errors and 1 for invalid values, never a crash.
    static let badInputs: [BadInput] = [
        BadInput(arguments: ["curve", "spring(response: -1)"], status: 1,
                 error: "<argument>:1:18: error: response must be at least 0, got -1"),
        BadInput(arguments: ["curve", "spring(response: .nan)"], status: 1,
                 error: "<argument>:1:18: error: response must be a finite number, got nan"),
        BadInput(arguments: ["curve", "easeIn(duration: 0 / 0)"], status: 1,
                 error: "<argument>:1:18: error: duration must be a finite number"),
        BadInput(arguments: ["curve", "sprnig(response: 0.5)"], status: 2,
                 error: "<argument>:1:1: error: unknown animation 'sprnig'; did you mean 'spring'?"),
        BadInput(arguments: ["curve", "spring(response: 0.5"], status: 2,
                 error: "<argument>:1:21: error: expected ')' to close the argument list"),
        BadInput(arguments: ["curve", "timingCurve"], status: 2,
                 error: "<argument>:1:1: error: 'timingCurve' needs parentheses and arguments"),
        BadInput(arguments: ["curve", "spring(respons: 0.5)"], status: 2,
                 error: "<argument>:1:8: error: spring does not take 'respons:' here; did you mean 'response:'?"),
        BadInput(arguments: ["curve", "easeIn", "--at", "0.1,x"], status: 2, error: "--at expects comma-separated times"),
        BadInput(arguments: ["curve", "easeIn", "--samples", "1"], status: 2, error: "--samples must be at least 2"),
        BadInput(arguments: ["curve"], status: 2, error: "Missing expected argument"),
    ]

    @Test(arguments: badInputs)
    func badInput(_ item: BadInput) throws {
        let output = try ReelBinary.run(item.arguments)
        #expect(output.status == item.status, "\(item): \(output.standardError)")
        #expect(output.standardError.contains(item.error), "\(item): \(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }
}
