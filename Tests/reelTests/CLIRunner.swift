import Foundation

/// Runs the built `reel` executable and captures what it prints.
struct CLIRunner {
    /// The `reel` binary the tests run: `REEL_BINARY` when set (a release build, say
    /// `REEL_BINARY=.build/release/reel scripts/test`, which runs the command-line tests several
    /// times faster), otherwise the one built next to the test bundle.
    static var executable: URL {
        if let binary = ProcessInfo.processInfo.environment["REEL_BINARY"], !binary.isEmpty {
            return URL(fileURLWithPath: binary)
        }
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("reel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        // swift test runs the bundle from the build folder: .build/debug/ReelPackageTests.xctest
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("reel")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `reel` with `arguments` in `directory`, with `environment` added to this process's
    /// environment (a value of nil removes the variable). `CI` is removed unless `environment`
    /// sets it, so a test behaves the same on a developer's machine and in CI (where `reel test`
    /// would otherwise record no missing goldens).
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = nil
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// A new empty temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
