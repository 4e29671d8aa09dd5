import Foundation
import Reel
import ReelExport

extension Benchmark {
    /// A 10-minute scene's mix without sound: the baseline of `mix-soundtrack`'s memory.
    static let mixSilence = Benchmark(
        name: "mix-silence", summary: "10-minute mix of a silent scene (peak memory baseline: run under /usr/bin/time -v)",
        runsByDefault: false
    ) { context in
        try mixTenMinutes(context, soundtrackSeconds: 0)
    }

    /// A 10-minute scene's mix with a 10-second soundtrack: ffmpeg's decoder runs, briefly.
    static let mixShortSoundtrack = Benchmark(
        name: "mix-short-soundtrack", summary: "10-minute mix with a 10-second FLAC soundtrack (run under /usr/bin/time -v)",
        runsByDefault: false
    ) { context in
        try mixTenMinutes(context, soundtrackSeconds: 10)
    }

    /// A 10-minute scene's mix under a 10-minute soundtrack, which streams: its peak memory
    /// should be that of `mix-silence` (scripts/measure-mix-memory compares them).
    static let mixSoundtrack = Benchmark(
        name: "mix-soundtrack", summary: "10-minute mix under a 10-minute FLAC soundtrack (run under /usr/bin/time -v)",
        runsByDefault: false
    ) { context in
        try mixTenMinutes(context, soundtrackSeconds: 600)
    }

    /// Mixes 10 minutes, with a soundtrack of `soundtrackSeconds` made by ffmpeg (none for 0), once.
    private static func mixTenMinutes(_ context: BenchmarkContext, soundtrackSeconds: Int) throws {
        let soundtrack = soundtrackSeconds > 0
        let directory = try BenchmarkDirectory()
        guard let ffmpeg = ChildProcess.find("ffmpeg") else { throw BenchmarkError("ffmpeg is not on PATH") }
        let bed = directory.url.appendingPathComponent("bed.flac").path
        if soundtrack {
            let child = try ChildProcess(executable: ffmpeg, arguments: [
                "-nostdin", "-v", "error", "-f", "lavfi", "-i", "sine=frequency=220:sample_rate=44100:duration=\(soundtrackSeconds)", "-ac", "2", "-c:a", "flac", bed,
            ])
            guard child.wait().succeeded else { throw BenchmarkError("ffmpeg could not make \(bed): \(child.errorLines())") }
        }
        let plan = SoundPlan(cues: [], soundtrack: soundtrack ? Soundtrack(Sound("bed.flac")).fadeIn(1).fadeOut(2) : nil,
                             duration: 600) { _ in bed }
        let output = directory.url.appendingPathComponent("mix.wav")
        var report: MixReport?
        try context.measure(soundtrack ? "\(soundtrackSeconds) s soundtrack" : "10 minutes of silence", runs: 1, detail: "28,800,000 frames") {
            report = try SoundMixer.write(plan, samples: 0..<plan.endSample, to: output, ffmpeg: ffmpeg)
        }
        context.note("peak level \(report?.peak ?? 0), clipped \(report?.clippedFrames ?? 0); "
                     + "reel-bench's own peak memory (VmHWM, without its ffmpeg children): \(ownPeak())")
    }

    /// This process's peak resident memory as Linux reports it (`VmHWM` of /proc/self/status).
    private static func ownPeak() -> String {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.map { $0.dropFirst(6).trimmingCharacters(in: .whitespaces) } ?? "unknown"
    }
}
