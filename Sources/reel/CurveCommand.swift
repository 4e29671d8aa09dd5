import ArgumentParser
import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript

/// `reel curve`: samples an animation moving a value from 0 to 1 and prints `time value velocity`
/// rows (seconds, progress, progress per second), space-separated, or draws them with `--plot`.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curve",
        abstract: "Sample an animation from 0 to 1.",
        discussion: """
            ANIMATION is written in Swift exactly as in a scene, for example
            'spring(duration: 0.5, bounce: 0.3)', 'easeInOut(duration: 1).delay(0.2)' or
            '.timingCurve(0.68, -0.6, 0.32, 1.6, duration: 1)'. Prints one row per time:
            time value velocity.
            """)

    /// The animation, in Swift syntax.
    @Argument(help: "The animation in Swift syntax, e.g. 'spring(response: 0.5, dampingFraction: 0.6)'.")
    var animation: String

    /// Explicit sample times.
    @Option(help: ArgumentHelp("Comma-separated times in seconds.", valueName: "T1,T2,..."))
    var at: String?

    /// The number of evenly spaced samples.
    @Option(help: "Number of evenly spaced samples from 0 to the end of the animation (springs: until they settle), 2 to 100,000. Default 51.")
    var samples: Int?

    /// Where to draw the chart instead of printing rows.
    @Option(help: ArgumentHelp("Draw the curve with Reel into a PNG file instead of printing rows.", valueName: "OUT.png"))
    var plot: String?

    func validate() throws {
        if let plot, URL(fileURLWithPath: plot).pathExtension.lowercased() != "png" {
            throw ValidationError("--plot writes PNG files: give a path ending in .png, got '\(plot)'")
        }
        if at != nil, samples != nil { throw ValidationError("use either --at or --samples, not both") }
        if animation.utf8.count > RenderLimits.curveExpressionBytes {
            throw ValidationError("the animation is \(animation.utf8.count) bytes long; it may be at most \(RenderLimits.curveExpressionBytes)")
        }
        let limit = RenderLimits.curveSamples
        if let samples, !(2...limit).contains(samples) {
            throw ValidationError("--samples must be at least 2 and at most \(limit), got \(samples)")
        }
        if let at, at.utf8.count(where: { $0 == UInt8(ascii: ",") }) >= limit {
            throw ValidationError("--at takes at most \(limit) times")
        }
    }

    func run() throws {
        let parsed: Animation
        do {
            parsed = try AnimationExpression.parse(animation)
        } catch {
            guard error.kind.isUsageError else { throw UserFailure(message: error.description) }
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(CLIExit.usage)
        }
        if let plot {
            let chart = AnimationCurvePlot(animation: parsed, title: animation.trimmingCharacters(in: .whitespacesAndNewlines))
            do {
                let image = try FrameRenderer().render(chart, size: chart.size, scale: 2, background: .white)
                try PNGWriter.write(image, to: URL(fileURLWithPath: plot))
            } catch {
                throw UserFailure(message: "reel curve: cannot write the plot to \(plot): \(error)")
            }
            print("wrote \(plot)")
            return
        }
        let rows = try at.map { parsed.samples(at: try Self.times($0)) } ?? parsed.samples(count: samples ?? 51)
        var output = ""
        for row in rows {
            output += "\(Self.format(row.time)) \(Self.format(row.value)) \(Self.format(row.velocity))\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// The times of `--at`.
    static func times(_ list: String) throws -> [Double] {
        try list.split(separator: ",", omittingEmptySubsequences: false).map { field in
            let text = field.trimmingCharacters(in: .whitespaces)
            guard let time = Double(text), time.isFinite else {
                throw ValidationError("--at expects comma-separated times in seconds, got '\(text)'")
            }
            return time
        }
    }

    /// A number with ten decimals, trailing zeros removed (in exponent form beyond 1e15).
    static func format(_ x: Double) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x < 0 ? "-inf" : "inf" }
        if abs(x) >= 1e15 { return "\(x)" }
        var text = String(format: "%.10f", x)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
