import Reel
import Foundation

/// A failure that stops one benchmark, with a message for the user.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// A fresh temporary directory for a benchmark's output files, removed when released.
final class BenchmarkDirectory {
    /// The directory.
    let url: URL

    init() throws {
        var generator = SystemRandomNumberGenerator()
        let name = "reel-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max, using: &generator))"
        url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

