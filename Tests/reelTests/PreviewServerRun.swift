import Foundation

/// A `reel preview --port 0` running for a test, and curl to talk to it.
final class PreviewServerRun {
    let process = Process()
    /// `http://127.0.0.1:PORT/`.
    let base: String
    /// The line printed on standard output.
    let line: String
    private let errors = Pipe()
    private var streams: [Process] = []

    /// Starts `reel preview ARGUMENTS --port 0` in `directory` and waits for its line.
    init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = CLIRunner.executable
        process.arguments = ["preview"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        line = text.split(separator: "\n").first.map(String.init) ?? ""
        guard let range = line.range(of: " at http://") else {
            process.terminate()
            throw PreviewRunError(message: "reel preview printed '\(text)'")
        }
        base = String(line[line.index(range.lowerBound, offsetBy: 4)...])
    }

    deinit {
        for stream in streams where stream.isRunning { stream.terminate() }
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
    }

    /// An answer: its status and body.
    struct Answer {
        var status: Int
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    /// `GET path` (taken as written: no `..` is resolved by curl), with `headers` (`Host: …`).
    func get(_ path: String, headers: [String] = []) throws -> Answer {
        try curl(headers.flatMap { ["-H", $0] } + ["--path-as-is", base + path])
    }

    /// `method path` with `body`, as `type` (JSON unless told).
    func send(_ method: String, _ path: String, body: String = "", type: String = "application/json") throws -> Answer {
        try curl(["-X", method, "-H", "Content-Type: \(type)", "--data-binary", body, base + path])
    }

    private func curl(_ arguments: [String]) throws -> Answer {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-m", "60", "-o", file.path, "-w", "%{http_code}"] + arguments
        let out = Pipe()
        curl.standardOutput = out
        try curl.run()
        let code = out.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        return Answer(status: Int(String(decoding: code, as: UTF8.self)) ?? 0, body: (try? Data(contentsOf: file)) ?? Data())
    }

    /// Opens the update stream, written into `file` as it arrives.
    func listen(into file: URL) throws {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-N", "-o", file.path, base + "updates"]
        try curl.run()
        streams.append(curl)
    }

    /// Waits (up to `seconds`) until `condition` holds; whether it did.
    @discardableResult
    static func wait(seconds: Double = 20, _ condition: () throws -> Bool) rethrows -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }

    /// Sends `signal` and waits for the exit; the exit status and what it printed on standard error.
    func stop(_ signal: Int32) -> (status: Int32, errors: String) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }
}

/// A preview that did not start.
struct PreviewRunError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
