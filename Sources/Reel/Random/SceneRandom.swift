/// The scene's random numbers: where `Double.random(in:)`, `Int.random(in:)`, `Bool.random()`,
/// `randomElement()` and `shuffled()` draw from, in compiled scenes and in scene files alike.
///
/// Only the engine seeds it, never scene code, and always from something both forms of a scene
/// know, so a frame stays a pure function of its time:
///
/// - each resolution of the scene's `body` starts from `SplitMix64(seed: format.seed)`; the views
///   it makes (their initialisers, `ForEach` contents, child views' bodies) continue that one
///   sequence in the order the engine resolves them, so a body draws the same numbers in every
///   state and every frame;
/// - every other call the engine makes into scene code on its own starts from a key mixing the
///   seed, the kind of call (`Call`) and what the engine knows about it: the view's identity (the
///   stable hash of its path) for a `Canvas` renderer, a `Shape`'s `path(in:)`, a
///   `GeometryEffect`'s `effectValue(size:)`, a `Layout`'s methods, a `PreferenceKey`'s `reduce`
///   and content built during layout; the event's number for timeline actions (`At`, `onAppear`,
///   `onChange`, `task`, delayed actions) and `onPreferenceChange` actions. A canvas drawing
///   `Double.random(in:)` therefore draws the same field every frame, and two canvases at
///   different places draw different fields;
/// - any other scene code the engine runs while it evaluates a frame draws from a sequence keyed
///   by the seed and the frame's time;
/// - a scene file's file constants and initial property values, evaluated when an instance is
///   made (before the seed is known), draw from the sequence of seed 0 for instances.
///
/// Scopes nest: a call made inside another gets its own sequence and the caller's continues where
/// it was when the call returns. Outside every scope (code that is not a scene being evaluated)
/// the numbers come from the system's generator. Each scope belongs to the thread that entered
/// it, so threads rendering different frames never share a sequence.
public enum SceneRandom {
    /// The kinds of call the engine makes into scene code, each keying its own sequences.
    package enum Call: UInt64, Sendable {
        case body = 1
        case timeline
        case event
        case canvas
        case shape
        case geometryEffect
        case layout
        case preference
        case layoutContent
        case preferenceChange
        case frame
        case instance
    }

    /// The generator of one scope and the scene seed it descends from.
    package final class Source: @unchecked Sendable {
        /// The scene's seed (`SceneFormat.seed`).
        package let seed: UInt64
        /// The scope's numbers.
        package var generator: SplitMix64

        init(seed: UInt64, generator: SplitMix64) {
            self.seed = seed
            self.generator = generator
        }
    }

    /// The innermost scope of this thread, if any.
    @TaskLocal package static var bound: Source?
    /// The scope in effect: the one bound, or on a task's own thread, that of the event that
    /// resumed it (`EventContext`).
    package static var current: Source? { bound ?? EventContext.current?.random }

    /// The seed a call's sequence starts from: the scene's `seed`, the kind of call and the
    /// engine's `identity` for it, hashed. The body's sequence starts from the seed itself.
    package static func key(seed: UInt64, call: Call, identity: UInt64) -> UInt64 {
        guard call != .body else { return seed }
        return Mixing.mix(Mixing.mix(seed ^ call.rawValue &* 0xA24B_AED4_963E_E407)
                          &+ identity &* Mixing.golden)
    }

    /// Runs `body`, which evaluates the scene of `seed` at `time`, with that frame's sequence in
    /// effect (for scene code the engine runs outside the calls it keys itself).
    package static func scene<T>(seed: UInt64, time: Double, _ body: () throws -> T) rethrows -> T {
        let generator = SplitMix64(seed: key(seed: seed, call: .frame, identity: time.bitPattern))
        return try $bound.withValue(Source(seed: seed, generator: generator), operation: body)
    }

    /// Runs `body`, a call of kind `call` into scene code (see the type's description), drawing
    /// from its own sequence keyed by the scene's seed, `call` and `identity`. Outside a scene's
    /// evaluation (no scope) the call draws from the system's generator.
    package static func call<T>(_ call: Call, identity: UInt64 = 0, _ body: () throws -> T) rethrows -> T {
        guard let scene = current else { return try body() }
        return try withSeed(scene.seed, call: call, identity: identity, body)
    }

    /// Runs `body` as a call of kind `call` of the scene of `seed` (see `call(_:identity:_:)`),
    /// whether or not a scene is being evaluated (the engine's entry points: the body's
    /// resolution, the timeline's).
    package static func withSeed<T>(_ seed: UInt64, call: Call, identity: UInt64 = 0, _ body: () throws -> T) rethrows -> T {
        let generator = SplitMix64(seed: key(seed: seed, call: call, identity: identity))
        return try $bound.withValue(Source(seed: seed, generator: generator), operation: body)
    }

    /// Whether draws now come from a seeded scope (false: from the system's generator).
    package static var isSeeded: Bool { current != nil }

    /// The next 64 random bits: from the innermost scope, or the system's generator outside one.
    public static func next() -> UInt64 {
        if let source = current { return source.generator.next() }
        var system = SystemRandomNumberGenerator()
        return system.next()
    }

    /// A uniform number in `range` from the top 53 bits of the next draw (the formula of
    /// `SplitMix64.next(in:)`, which does not depend on the standard library's algorithm).
    public static func double(in range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return range.lowerBound + (range.upperBound - range.lowerBound) * unit
    }

    /// A number below `count` (the next draw modulo `count`; any draw when `count` is 0, which
    /// stands for 2⁶⁴).
    public static func below(_ count: UInt64) -> UInt64 {
        count == 0 ? next() : next() % count
    }

    /// A number in `lower...upper` (`closed`) or `lower..<upper`: `lower` plus a draw below the
    /// range's width.
    public static func int64(from lower: Int64, to upper: Int64, closed: Bool) -> Int64 {
        let span = UInt64(bitPattern: upper &- lower) &+ (closed ? 1 : 0)
        return lower &+ Int64(bitPattern: below(span))
    }

    /// A random Boolean: the lowest bit of the next draw.
    public static func bool() -> Bool { next() & 1 == 1 }

    /// Shuffles `items` in place: from the front, each position swapped with one drawn from the
    /// positions not yet fixed (Fisher and Yates).
    public static func shuffle<C: MutableCollection & RandomAccessCollection>(_ items: inout C) {
        var remaining = items.count
        var position = items.startIndex
        while remaining > 1 {
            let offset = Int(below(UInt64(remaining)))
            items.swapAt(position, items.index(position, offsetBy: offset))
            remaining -= 1
            items.formIndex(after: &position)
        }
    }
}

/// A generator drawing from the scene's random numbers (`SceneRandom`), for the standard
/// library's `using:` forms: `values.shuffled(using: &generator)` with
/// `var generator = SceneRandomGenerator()`.
public struct SceneRandomGenerator: RandomNumberGenerator {
    /// A generator drawing from the scope in effect when it draws.
    public init() {}

    /// The next 64 bits of the scene's random numbers.
    public mutating func next() -> UInt64 { SceneRandom.next() }
}
