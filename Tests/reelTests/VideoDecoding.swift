import Foundation
import ReelExport

/// Decodes videos with ffmpeg the way a player does (BT.709, limited range), for checking what
/// `reel export` wrote.
enum VideoDecoding {
    /// Every frame of `url` as raw `rgb24` (or straight `rgba`) rows of `width` x `height`.
    /// VP9 is decoded with libvpx, which reads its alpha plane.
    static func frames(of url: URL, width: Int, height: Int, alpha: Bool = false) throws -> [[UInt8]] {
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error"]
        if url.pathExtension == "webm" { arguments += ["-c:v", "libvpx-vp9"] }
        arguments += ["-i", url.path,
                      "-vf", "scale=in_color_matrix=bt709:in_range=tv:flags=accurate_rnd+full_chroma_int,format=\(alpha ? "rgba" : "rgb24")",
                      "-f", "rawvideo", "pipe:1"]
        let process = try ChildProcess(executable: ChildProcess.find("ffmpeg")!, arguments: arguments, captureOutput: true)
        let ended = process.wait()
        guard ended.succeeded else { throw DecodingFailure(message: process.errorLines().joined(separator: "\n")) }
        let bytes = process.output
        let size = width * height * (alpha ? 4 : 3)
        guard size > 0, bytes.count % size == 0 else { throw DecodingFailure(message: "\(bytes.count) bytes is not a whole number of \(width)x\(height) frames") }
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<($0 + size)]) }
    }

    /// What ffprobe says of `url`, with the frames counted by decoding.
    static func probe(_ url: URL) throws -> VideoProbe {
        try VideoProbe.probe(url, countFrames: true)
    }

    /// The mean absolute difference of two frames' bytes, in 1/255 steps.
    static func meanError(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count)
        var total = 0
        for i in a.indices { total += abs(Int(a[i]) - Int(b[i])) }
        return Double(total) / Double(a.count)
    }

    struct DecodingFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "ffmpeg could not decode: \(message)" }
    }
}

/// Scene files written for a test, in a folder of their own.
enum TestScenes {
    /// Writes `text` as `NAME.swift` in a new temporary folder and returns its path.
    static func write(_ name: String, _ text: String) throws -> URL {
        let dir = try CLIRunner.temporaryDirectory()
        let url = dir.appendingPathComponent(name + ".swift")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// A moving scene: a gradient background and a disc sliding across, `frames` frames at `fps`.
    static func moving(width: Int = 160, height: Int = 90, fps: Int = 30, frames: Int = 30) throws -> URL {
        try write("Moving", """
            import Reel

            struct Moving: AnimatedScene {
                var format = SceneFormat(width: \(width), height: \(height), fps: \(fps), duration: \(Double(frames) / Double(fps)))
                @State var across = false

                var body: some View {
                    ZStack {
                        LinearGradient(colors: [Color(hex: 0x203060), Color(hex: 0xE07050)], startPoint: .leading, endPoint: .trailing)
                        Circle()
                            .fill(Color(hex: 0xFFD040))
                            .frame(width: \(height / 2), height: \(height / 2))
                            .offset(x: across ? \(width / 3) : -\(width / 3))
                    }
                }

                var timeline: some Timeline {
                    At(0) { withAnimation(.linear(duration: \(Double(frames) / Double(fps)))) { across = true } }
                }
            }
            """)
    }
}
