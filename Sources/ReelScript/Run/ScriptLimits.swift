/// Bounds on the work a scene file may ask for, so a mistaken or hostile file stops with a
/// positioned error instead of running forever, exhausting the stack or memory.
public struct ScriptLimits: Sendable {
    /// Expressions and statements evaluated per evaluation (loading, or one state's `body`).
    public var steps: Int
    /// Nested calls of the file's functions, closures, methods and views.
    public var callDepth: Int
    /// Elements of one array or iterations of one loop.
    public var collectionSize: Int
    /// Views created by one evaluation of `body`.
    public var views: Int
    /// Pixels of the scene's canvas (width × height × scale²).
    public var pixels: Int
    /// UTF-8 bytes of one string.
    public var stringBytes: Int
    /// Bytes of arrays and strings made per evaluation: every array or string the interpreter
    /// makes on the scene's behalf (a literal, a concatenation, an interpolation, an append, the
    /// result of `map`, `sorted`, `joined` ...) counts its size, so no loop of a few steps can
    /// exhaust memory or spend its time copying, whatever its step count.
    public var allocatedBytes: Int
    /// Levels one value may nest: arrays, tuples, dictionaries, instances of the file's structs,
    /// enums and classes, closures with what they capture, and library values (views, modifiers,
    /// transitions) with what they are made of, each inside the next. Every walk of a value
    /// (copying, comparing, hashing, printing, freeing, handing it to the engine) recurses once
    /// per level, so this bounds the stack a value can ask for (docs/Limits.md gives the
    /// measurement); it must stay at most `ValueNesting.ceiling`.
    public var valueDepth: Int

    /// The default limits: generous for real scenes, small enough to stop runaway ones quickly.
    public static let standard = ScriptLimits(steps: 5_000_000, callDepth: 200, collectionSize: 1_000_000,
                                              views: 200_000, pixels: 16_384 * 16_384)

    /// Limits with the given values.
    public init(steps: Int, callDepth: Int, collectionSize: Int, views: Int, pixels: Int,
                stringBytes: Int = 1_000_000, allocatedBytes: Int = 256 << 20, valueDepth: Int = 1_000) {
        self.steps = steps
        self.callDepth = callDepth
        self.collectionSize = collectionSize
        self.views = views
        self.pixels = pixels
        self.stringBytes = stringBytes
        self.allocatedBytes = allocatedBytes
        self.valueDepth = min(valueDepth, ValueNesting.ceiling)
    }
}
