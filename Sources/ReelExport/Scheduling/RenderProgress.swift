#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Shows how far a render or an export has got, on standard error.
///
/// On a terminal: one line redrawn in place, at most ten times a second, with a bar, the frames
/// done, frames per second and the time left; it is erased at the end (the summary takes its
/// place). Otherwise (a log, CI): a line at every tenth of the work. `quiet` shows nothing.
/// Used by the one thread that delivers frames.
public final class RenderProgress {
    /// How progress is shown.
    public enum Style: Sendable, Equatable {
        /// A bar redrawn in place (terminals).
        case bar
        /// A line at every 10% (logs).
        case lines
        /// Nothing.
        case quiet
    }

    /// What is being made, shown first on each line (`Showcase`).
    public let label: String
    /// How progress is shown.
    public let style: Style
    private let write: (String) -> Void
    private var total = 0
    private var done = 0
    private var started = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?
    private var lastTenth = 0

    /// Progress for `label` in `style`, written by `write` (standard error by default).
    public init(label: String, style: Style, write: @escaping (String) -> Void = RenderProgress.standardError) {
        self.label = label
        self.style = style
        self.write = write
    }

    /// The style for standard error: a bar on a terminal, lines otherwise, nothing when `quiet`.
    public static func style(quiet: Bool) -> Style {
        if quiet { return .quiet }
        return isatty(STDERR_FILENO) == 1 ? .bar : .lines
    }

    /// Writes `text` to standard error.
    public static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Starts counting `total` frames.
    public func start(total: Int) {
        self.total = max(0, total)
        done = 0
        lastTenth = 0
        started = .now
        lastDrawn = nil
        if style == .bar { draw() }
    }

    /// Records that `done` frames are finished.
    public func advance(to done: Int) {
        self.done = min(done, total)
        switch style {
        case .quiet:
            return
        case .bar:
            let now = ContinuousClock.now
            if done == total || lastDrawn.map({ now - $0 >= .milliseconds(100) }) ?? true { draw() }
        case .lines:
            let tenth = total > 0 ? done * 10 / total : 10
            if tenth > lastTenth {
                lastTenth = tenth
                write("\(label): \(total > 0 ? done * 100 / total : 100)% (\(done)/\(total) frames, \(rate()), \(remaining()))\n")
            }
        }
    }

    /// Ends the display: the bar is erased.
    public func end() {
        if style == .bar { write("\r\u{1B}[K") }
    }

    /// Redraws the bar line.
    private func draw() {
        lastDrawn = .now
        let width = 24
        let filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        write("\r\u{1B}[K\(label) \(bar) \(done)/\(total) frames  \(rate())  \(remaining())")
    }

    /// Frames per second so far.
    private func rate() -> String {
        let seconds = (ContinuousClock.now - started).seconds
        guard done > 0, seconds > 0 else { return "-- fps" }
        return String(format: "%.1f fps", Double(done) / seconds)
    }

    /// The time left at the rate so far.
    private func remaining() -> String {
        let seconds = (ContinuousClock.now - started).seconds
        guard done > 0, seconds > 0 else { return "--:-- left" }
        let left = Int((Double(total - done) * seconds / Double(done)).rounded())
        return String(format: "%d:%02d left", left / 60, left % 60)
    }
}
