import Foundation

/// Every bound Reel's engine keeps, in one table, so that no scene — a mistaken one or a hostile
/// one — can crash it, exhaust the machine's memory or run without end.
///
/// Each bound sits where the memory or the time is spent (the shape that makes the points, the
/// blur that sizes its kernel, the store that decodes images), so no way of writing a scene goes
/// round it. What exceeding a bound does depends on where the value comes from:
///
/// - a scene file gets an error at the argument (`file:line:column: error: …`), and `reel
///   validate` reports it;
/// - a compiled scene, which cannot be given an error before it runs, gets the documented clamp
///   and a warning naming the view, as SwiftUI does with its runtime warnings;
/// - a value that cannot be clamped into something meaningful (an image too large to decode, a
///   canvas too large to allocate) is refused with an error in both.
///
/// `table` lists every bound with what exceeding it does; the limits article (docs/Limits.md) is checked
/// against it. The interpreter's own bounds (steps, call depth, elements) are `ScriptLimits`.
public enum RenderLimits {
    // MARK: Canvas and time

    /// The largest canvas side, in pixels (width or height × scale). A larger canvas is an error.
    public static let canvasPixelSide = 16_384
    /// The most frames a scene may have (a day at 120 fps is about ten million).
    public static let frameCount = 100_000_000
    /// The highest frame rate, in frames per second (of a scene's format, or `reel stitch --fps`).
    /// A higher rate is an error: no player shows it, and it must stay a number a video's time
    /// base can count.
    public static let frameRate = 1_000
    /// The lowest frame rate, in frames per second: one frame every 1,000 seconds. A lower rate is
    /// an error, for the same reason.
    public static let minimumFrameRate = 0.001
    /// The deepest nesting of views the engine resolves, counting every view and every modifier
    /// as one level; a deeper part is not drawn, with an error.
    public static let viewDepth = 1_000
    /// The most views the states of one timeline hold together (each state counted at the size
    /// of its tree): the frames after a state resolve and lay out each state before them whole.
    /// Consecutive `withAnimation` blocks with equal animations make one state, so views that
    /// start one animation in their `onAppear` count once whatever their number.
    public static let timelineViews = 1_000_000

    // MARK: Shapes

    /// The most sides of a `RegularPolygon`.
    public static let polygonSides = 10_000
    /// The most points of a `Star`.
    public static let starPoints = 10_000
    /// The most lengths in a stroke's dash pattern.
    public static let dashPatternLength = 1_024

    // MARK: Paint

    /// The most stops (or colours) of one gradient: pixman looks the stops up for the pixels it
    /// fills, so a frame's time grows with their number.
    public static let gradientStops = 1_024
    /// The most vertices (width × height) of a `MeshGradient`; each cell is drawn as up to 16
    /// Coons patches.
    public static let meshGradientVertices = 4_096

    // MARK: Animation

    /// The most modifiers (`delay`, `speed`, `repeatCount`, `repeatForever`) one animation
    /// carries: each is evaluated at every sample of the animation.
    public static let animationModifiers = 100

    // MARK: Effects

    /// The largest radius, in points, of a blur or a shadow (as a modifier or a canvas filter).
    /// A blur that wide already spreads a view thinner than one level of a pixel over any canvas
    /// Reel draws.
    public static let filterRadius = 10_000.0

    // MARK: Text

    /// The most bytes of UTF-8 one `Text` shows (Pango's layout time grows with the text).
    public static let textBytes = 100_000
    /// The most characters of one word of a `Text` (a run with no place to break a line between
    /// them): Pango breaks a word wider than its line one line at a time, measuring the rest of
    /// the word for each, so a narrow frame's time grows with the square of the word's length.
    public static let wordCharacters = 1_000
    /// The largest font size and line spacing, in points (Pango counts in 1/1024 of a point in a
    /// 32-bit integer; FreeType refuses glyphs much larger).
    public static let fontSize = 10_000.0

    // MARK: Images

    /// The largest side of an image, in pixels.
    public static let imagePixelSide = 16_384
    /// The most pixels of decoded images one render holds at once (all images together; each is
    /// decoded once per file, however many names or links lead to it): 256 MiB of pixels.
    public static let imagePixels = 1 << 26
    /// The largest JPEG file read, in bytes (a JPEG is read whole before it is decoded): 64 MiB.
    public static let jpegFileBytes = 1 << 26
    /// The largest SVG or PDF image file read, in bytes: 4 MiB (an icon is a few kilobytes).
    public static let vectorFileBytes = 1 << 22

    // MARK: Particles

    /// The most particles one emitter, with its sub-emitters, has alive at once.
    public static let particlesPerEmitter = 250_000
    /// The most particles born per second by one emitter.
    public static let particleBirthRate = 10_000_000.0
    /// The longest time, in seconds, that emitter times (begin time, pre-warm, bursts, finite
    /// durations and lifetimes) may span.
    public static let particleTime = 1_000_000.0

    // MARK: Work

    /// The most threads Reel starts for one piece of work, whatever is asked.
    public static let threads = 256
    /// The most samples `reel curve` prints or plots.
    public static let curveSamples = 100_000
    /// The longest animation `reel curve` reads, in bytes: an animation is one line, and a chain
    /// of thousands of modifiers would nest the parser past its stack.
    public static let curveExpressionBytes = 4_096

    /// One bound and what exceeding it does.
    public struct Entry: Hashable, Sendable {
        /// What is bounded.
        public var name: String
        /// The bound as the limits article writes it (`16,384`).
        public var value: String
        /// What happens beyond it.
        public var exceeding: String
    }

    /// Every bound of this type with what exceeding it does, in the order the limits article (docs/Limits.md) lists them.
    public static let table: [Entry] = [
        Entry(name: "canvas side", value: grouped(canvasPixelSide) + " pixels",
              exceeding: "error (the scene's format)"),
        Entry(name: "frames of a scene", value: grouped(frameCount),
              exceeding: "error (the scene's format)"),
        Entry(name: "frame rate", value: "\(number(minimumFrameRate)) to \(grouped(frameRate)) fps",
              exceeding: "error (the scene's format); `--fps`: usage error"),
        Entry(name: "view nesting", value: grouped(viewDepth) + " levels",
              exceeding: "error; the deeper part is not drawn"),
        Entry(name: "views of all the states of a timeline (each state at its tree's size)", value: grouped(timelineViews),
              exceeding: "error at the event that passes it; later events do not run"),
        Entry(name: "RegularPolygon sides", value: grouped(polygonSides),
              exceeding: "scene file: error; compiled: clamped, warning"),
        Entry(name: "Star points", value: grouped(starPoints),
              exceeding: "scene file: error; compiled: clamped, warning"),
        Entry(name: "dash pattern lengths", value: grouped(dashPatternLength),
              exceeding: "scene file: error; compiled: the rest dropped, warning"),
        Entry(name: "gradient stops (or colours)", value: grouped(gradientStops),
              exceeding: "scene file: error; compiled: the last ones dropped"),
        Entry(name: "MeshGradient vertices (width × height)", value: grouped(meshGradientVertices),
              exceeding: "scene file: error; compiled: drawn as its background"),
        Entry(name: "animation modifiers (`delay`, `speed`, `repeatCount`, `repeatForever`)", value: grouped(animationModifiers),
              exceeding: "scene file: error; compiled: the later ones ignored"),
        Entry(name: "blur and shadow radius", value: grouped(Int(filterRadius)) + " points",
              exceeding: "scene file: error; compiled: clamped, warning"),
        Entry(name: "Text length", value: grouped(textBytes) + " bytes",
              exceeding: "scene file: error; compiled: cut at the limit, warning"),
        Entry(name: "characters of one word of a Text", value: grouped(wordCharacters),
              exceeding: "scene file: error; compiled: a line break allowed after every " + grouped(wordCharacters) + ", warning"),
        Entry(name: "font size and line spacing", value: grouped(Int(fontSize)) + " points",
              exceeding: "scene file: error; compiled: clamped, warning"),
        Entry(name: "image side", value: grouped(imagePixelSide) + " pixels",
              exceeding: "error naming the image"),
        Entry(name: "decoded image pixels per render", value: grouped(imagePixels),
              exceeding: "error naming the image that would pass it"),
        Entry(name: "JPEG file size", value: grouped(jpegFileBytes) + " bytes",
              exceeding: "error naming the image"),
        Entry(name: "SVG and PDF file size", value: grouped(vectorFileBytes) + " bytes",
              exceeding: "error naming the image"),
        Entry(name: "particles alive per emitter", value: grouped(particlesPerEmitter),
              exceeding: "scene file: error; compiled: rates reduced, warning"),
        Entry(name: "particle births per second", value: grouped(Int(particleBirthRate)),
              exceeding: "scene file: error; compiled: the fallback the warning names"),
        Entry(name: "particle times", value: grouped(Int(particleTime)) + " s",
              exceeding: "scene file: error; compiled: the fallback the warning names"),
        Entry(name: "threads", value: grouped(threads),
              exceeding: "`--threads`: usage error; the API: clamped"),
        Entry(name: "`reel curve` samples", value: grouped(curveSamples),
              exceeding: "usage error"),
        Entry(name: "`reel curve` animation", value: grouped(curveExpressionBytes) + " bytes",
              exceeding: "usage error"),
    ]

    /// `value` for a message: whole numbers without a fraction, others as Swift prints them.
    package static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `n` with a comma between groups of three digits, as the limits article writes numbers.
    package static func grouped(_ n: Int) -> String {
        var digits = String(n), result = ""
        while digits.count > 3 {
            result = "," + digits.suffix(3) + result
            digits.removeLast(3)
        }
        return digits + result
    }
}

extension RenderLimits {
    /// `value` when it is at most `limit`; otherwise `limit`, with a warning to `diagnostics`
    /// naming `what`, the value and the limit: the documented clamp for compiled scenes.
    package static func capped(_ value: Int, at limit: Int, _ what: String, view: String, diagnostics: DiagnosticLog?) -> Int {
        guard value > limit else { return value }
        diagnostics?.warning("\(what) \(value) exceeds the limit of \(grouped(limit)); using \(grouped(limit))", view: view)
        return limit
    }

    /// `value` when it is at most `limit` in size; otherwise `limit` with `value`'s sign, with a
    /// warning to `diagnostics` naming `what`, the value and the limit. NaN is left to the
    /// caller's own check.
    package static func capped(_ value: Double, at limit: Double, _ what: String, view: String, diagnostics: DiagnosticLog?) -> Double {
        guard abs(value) > limit else { return value }
        let bound = value < 0 ? -limit : limit
        diagnostics?.warning("\(what) \(number(value)) exceeds the limit of \(grouped(Int(limit))); using \(number(bound))", view: view)
        return bound
    }

    /// `capped(_:at:_:view:diagnostics:)` for a `CGFloat`.
    package static func capped(_ value: CGFloat, at limit: Double, _ what: String, view: String, diagnostics: DiagnosticLog?) -> CGFloat {
        CGFloat(capped(Double(value), at: limit, what, view: view, diagnostics: diagnostics))
    }
}
