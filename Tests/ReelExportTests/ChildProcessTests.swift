import Foundation
import Testing
@testable import ReelExport

@Suite struct ChildProcessTests {
    @Test func runsFromAnArgumentVectorAndCapturesOutput() throws {
        // An argument with spaces and quotes reaches the program as one argument: no shell.
        let child = try ChildProcess(executable: "/bin/echo", arguments: ["a b", "'c'; ls"], captureOutput: true)
        let ended = child.wait()
        #expect(ended.succeeded)
        #expect(String(decoding: child.output, as: UTF8.self) == "a b 'c'; ls\n")
    }

    @Test func keepsTheLastLinesOfStandardError() throws {
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "for i in $(seq 1 50); do echo line $i >&2; done; exit 3"])
        let ended = child.wait()
        #expect(ended.status == 3)
        #expect(child.errorLines(limit: 2) == ["line 49", "line 50"])
    }

    @Test func feedsStandardInputAndReportsAChildThatStopsReading() throws {
        Interruption.trap()   // SIGPIPE ignored: writing to a closed pipe is an error, not death.
        let cat = try ChildProcess(executable: "/bin/cat", arguments: [], input: true, captureOutput: true)
        try Array("hello".utf8).withUnsafeBytes { try cat.write($0) }
        #expect(cat.wait().succeeded)
        #expect(cat.output == Array("hello".utf8))

        let quitter = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 4"], input: true)
        usleep(100_000)
        let big = [UInt8](repeating: 7, count: 1 << 20)
        #expect(throws: ChildProcessError.inputClosed(executable: "/bin/sh")) {
            try big.withUnsafeBytes { try quitter.write($0) }
        }
        #expect(quitter.wait().status == 4)
    }

    /// The pipe to ffmpeg holds 1 MiB, so a frame crosses in a few writes rather than dozens of
    /// exchanges of 64 KiB (when the system's limit allows it).
    @Test func theInputPipeHoldsOneMebibyte() throws {
        let limit = try String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let cat = try ChildProcess(executable: "/bin/cat", arguments: [], input: true)
        #expect(cat.inputCapacity == ((Int(limit) ?? 0) >= 1 << 20 ? 1 << 20 : 64 << 10))
        cat.closeInput()
        #expect(cat.wait().succeeded)
    }

    @Test func terminateStopsAndReapsTheChild() throws {
        let sleeper = try ChildProcess(executable: "/bin/sleep", arguments: ["30"])
        let ended = sleeper.terminate()
        #expect(ended.signal == SIGKILL)
        #expect(kill(sleeper.pid, 0) != 0, "the child is gone")
    }

    @Test func aMissingProgramCannotStart() {
        #expect(throws: ChildProcessError.cannotStart(executable: "/nonexistent/ffmpeg", code: ENOENT)) {
            _ = try ChildProcess(executable: "/nonexistent/ffmpeg", arguments: [])
        }
        #expect(ChildProcess.find("sh") != nil)
        #expect(ChildProcess.find("sh", path: "/nonexistent") == nil)
    }

    /// A streamed output is read in blocks, to its end; a reader that stops early ends the child
    /// by waiting (its output is closed) instead of hanging.
    @Test func streamsStandardOutputInBlocks() throws {
        let writer = try ChildProcess(executable: "/usr/bin/head", arguments: ["-c", "3000000", "/dev/zero"], streamOutput: true)
        var total = 0, reads = 0
        var buffer = [UInt8](repeating: 1, count: 64 << 10)
        while true {
            let count = try buffer.withUnsafeMutableBytes { try writer.readOutput(into: $0) }
            if count == 0 { break }
            total += count
            reads += 1
        }
        #expect(total == 3_000_000 && reads >= 3_000_000 / (64 << 10))
        #expect(writer.wait().succeeded && writer.output.isEmpty)

        let endless = try ChildProcess(executable: "/bin/cat", arguments: ["/dev/zero"], streamOutput: true)
        #expect(try buffer.withUnsafeMutableBytes { try endless.readOutput(into: $0) } > 0)
        let ended = endless.wait()
        #expect(!ended.succeeded)
    }
}
