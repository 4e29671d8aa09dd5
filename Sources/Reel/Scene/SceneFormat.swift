import Foundation

/// The canvas and timing of a scene: size in points, frame rate, duration, background, and the
/// seed for every random choice.
public struct SceneFormat: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Frames per second.
    public var fps: Double
    /// Length in seconds; 0 makes a still of one frame.
    public var duration: Double
    /// What fills the canvas behind the scene.
    public var background: Color
    /// Device pixels per point.
    public var scale: Double
    /// The seed of the scene's random numbers.
    public var seed: UInt64

    /// The largest canvas side Reel renders, in pixels.
    public static let maximumPixelSide = RenderLimits.canvasPixelSide
    /// The most frames a scene may have (a day at 120 fps is about ten million).
    public static let maximumFrameCount = RenderLimits.frameCount
    /// The highest frame rate Reel renders and encodes, in frames per second.
    public static let maximumFrameRate = Double(RenderLimits.frameRate)
    /// The lowest frame rate Reel renders and encodes, in frames per second.
    public static let minimumFrameRate = RenderLimits.minimumFrameRate

    /// `value` as a whole number for messages, in exponent form when it is too large for `Int`.
    static func whole(_ value: Double) -> String {
        abs(value) < 1e15 ? String(Int(value.rounded())) : String(describing: value)
    }

    /// A scene format; defaults: 60 fps, a still, white background, scale 1, seed 0.
    public init(width: Double, height: Double, fps: Double = 60, duration: Double = 0,
                background: Color = .white, scale: Double = 1, seed: UInt64 = 0) {
        self.width = width
        self.height = height
        self.fps = fps
        self.duration = duration
        self.background = background
        self.scale = scale
        self.seed = seed
    }

    /// The number of frames: one per 1/fps seconds of the duration, at least one.
    public var frameCount: Int {
        guard duration > 0, fps > 0, duration.isFinite, fps.isFinite else { return 1 }
        let frames = (duration * fps).rounded(.toNearestOrEven)
        return frames < Double(SceneFormat.maximumFrameCount) ? max(1, Int(frames)) : SceneFormat.maximumFrameCount
    }

    /// The time of frame `index`, in seconds.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// Checks that this format can be rendered at `scale`.
    /// - Throws: `SceneFormat.Invalid` listing every problem.
    public func validate(scale: Double) throws(Invalid) {
        var problems: [Invalid.Problem] = []
        func check(_ name: Invalid.Argument, _ value: Double) {
            if !value.isFinite { problems.append(.notFinite(name, value)) }
            else if value <= 0 { problems.append(.notPositive(name, value)) }
        }
        check(.width, width)
        check(.height, height)
        if let problem = Self.frameRateProblem(fps) { problems.append(problem) }
        check(.scale, scale)
        if !duration.isFinite || duration < 0 { problems.append(.badDuration(duration)) }
        if problems.isEmpty {
            let pw = (width * scale).rounded(.up), ph = (height * scale).rounded(.up)
            if pw > Double(SceneFormat.maximumPixelSide) || ph > Double(SceneFormat.maximumPixelSide) {
                problems.append(.canvasTooLarge(pixelWidth: pw, pixelHeight: ph))
            }
            if (duration * fps).rounded(.toNearestOrEven) > Double(SceneFormat.maximumFrameCount) {
                problems.append(.tooManyFrames(duration * fps))
            }
        }
        if !problems.isEmpty { throw Invalid(problems: problems) }
    }

    /// The problem with `fps` as a frame rate (not finite, not greater than zero, or outside
    /// `minimumFrameRate`...`maximumFrameRate`), or nil when Reel can render and encode it: the one check every frame
    /// rate passes (a scene's format, `reel stitch --fps`, a video's settings) before anything
    /// counts frames or converts it to a whole number.
    public static func frameRateProblem(_ fps: Double) -> Invalid.Problem? {
        if !fps.isFinite { return .notFinite(.fps, fps) }
        if fps <= 0 { return .notPositive(.fps, fps) }
        if fps > maximumFrameRate || fps < minimumFrameRate { return .frameRateOutOfRange(fps) }
        return nil
    }

    /// The size in whole pixels of the canvas drawn at `scale`, after checking the format (`validate(scale:)`):
    /// the one way a pixel size is computed from points, so no scale or size too large to count
    /// reaches a conversion to a whole number.
    /// - Throws: `SceneFormat.Invalid` listing every problem.
    public func pixelSize(scale: Double) throws(Invalid) -> (width: Int, height: Int) {
        try validate(scale: scale)
        return (Int((width * scale).rounded(.up)), Int((height * scale).rounded(.up)))
    }

    /// The problems that make a format impossible to render.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Each problem, in the order the arguments are checked.
        public var problems: [Problem]

        /// An error listing `problems`.
        public init(problems: [Problem]) { self.problems = problems }

        /// `format: PROBLEM; PROBLEM`.
        public var description: String { "format: " + problems.map(\.description).joined(separator: "; ") }

        /// A number of the format that must be finite and greater than zero.
        public enum Argument: String, Hashable, Sendable {
            /// `SceneFormat.width`.
            case width
            /// `SceneFormat.height`.
            case height
            /// `SceneFormat.fps`.
            case fps
            /// The scale the format is drawn at.
            case scale
        }

        /// One thing wrong with a format.
        public enum Problem: Hashable, Sendable, CustomStringConvertible {
            /// The argument is infinite or not a number.
            case notFinite(Argument, Double)
            /// The argument is zero or negative.
            case notPositive(Argument, Double)
            /// The duration is negative, infinite or not a number.
            case badDuration(Double)
            /// The canvas, in pixels at the scale drawn, has a side past `SceneFormat.maximumPixelSide`.
            case canvasTooLarge(pixelWidth: Double, pixelHeight: Double)
            /// Duration × fps is past `SceneFormat.maximumFrameCount`.
            case tooManyFrames(Double)
            /// The frame rate is above `SceneFormat.maximumFrameRate` or below `minimumFrameRate`.
            case frameRateOutOfRange(Double)

            /// The message, naming the argument (`fps must be greater than zero, not -1.0`).
            public var description: String {
                switch self {
                case .notFinite(let name, let value):
                    return "\(name.rawValue) must be a finite number, not \(value.isNaN ? "nan" : "\(value)")"
                case .notPositive(let name, let value):
                    return "\(name.rawValue) must be greater than zero, not \(value)"
                case .badDuration(let duration):
                    return "duration must be a finite number of seconds ≥ 0, not \(duration.isNaN ? "nan" : "\(duration)")"
                case .canvasTooLarge(let pw, let ph):
                    return "the canvas is \(SceneFormat.whole(pw)) x \(SceneFormat.whole(ph)) pixels; each side may be at most \(SceneFormat.maximumPixelSide)"
                case .frameRateOutOfRange(let fps):
                    return "fps must be from \(RenderLimits.number(SceneFormat.minimumFrameRate)) to \(RenderLimits.number(SceneFormat.maximumFrameRate)), not \(RenderLimits.number(fps))"
                case .tooManyFrames(let frames):
                    return "duration × fps is \(SceneFormat.whole(frames)) frames; a scene may have at most \(SceneFormat.maximumFrameCount)"
                }
            }
        }
    }
}
