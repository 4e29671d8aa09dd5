/// A scene's music bed: one sound laid under the whole scene, with its level, where it starts,
/// which part of the file plays, whether it loops, its fades, and how far it ducks under the
/// scene's sound effects.
///
/// Declared as a scene's `soundtrack` property, built like a view with modifiers:
///
///     var soundtrack = Soundtrack(Sound("bed.m4a"))
///         .volume(0.6)
///         .trim(from: 2, to: 40)
///         .loops()
///         .fadeIn(1.5)
///         .fadeOut(2)
///         .ducking(to: 0.4)
public struct Soundtrack: Equatable, Sendable {
    /// How the soundtrack dips while sound effects play.
    public struct Ducking: Equatable, Sendable {
        /// The soundtrack's gain while an effect plays (1: no dip; 0.5: -6.02 dB).
        public var level: Double
        /// Seconds the dip takes to reach `level` once an effect starts.
        public var attack: Double
        /// Seconds the soundtrack takes to come back once the effects have ended.
        public var release: Double

        /// A dip to `level` over `attack` seconds, back over `release` seconds.
        public init(level: Double, attack: Double = 0.05, release: Double = 0.3) {
            self.level = level
            self.attack = attack
            self.release = release
        }
    }

    /// The sound played.
    public var sound: Sound
    /// The gain applied (1 is the file as it is).
    public var volume: Double = 1
    /// When, in seconds of the scene, the soundtrack starts.
    public var start: Double = 0
    /// Where in the file playing starts, in seconds of the file.
    public var trimStart: Double = 0
    /// Where in the file playing ends, in seconds of the file (nil: the file's end).
    public var trimEnd: Double? = nil
    /// Whether the trimmed part plays again from its start when it ends, to the scene's end.
    public var loops: Bool = false
    /// Seconds over which it rises from silence at its start.
    public var fadeIn: Double = 0
    /// Seconds over which it falls to silence, ending at the scene's end.
    public var fadeOut: Double = 0
    /// The dip under sound effects, if any.
    public var ducking: Ducking? = nil
    /// Where the scene declares it, for errors about it.
    public var position: SourcePosition?

    /// The soundtrack playing `sound` from the scene's start at full volume, once.
    public init(_ sound: Sound) {
        self.sound = sound
        self.position = sound.position
    }

    /// The soundtrack at gain `volume` (1 is the file as it is; 0.5 is -6.02 dB).
    public func volume(_ volume: Double) -> Soundtrack { with { $0.volume = volume } }
    /// The soundtrack starting at `time` seconds of the scene.
    public func start(at time: Double) -> Soundtrack { with { $0.start = time } }
    /// The soundtrack playing the part of its file from `start` to `end` seconds (nil: the end).
    public func trim(from start: Double, to end: Double? = nil) -> Soundtrack { with { $0.trimStart = start; $0.trimEnd = end } }
    /// The soundtrack playing its (trimmed) file again and again to the scene's end.
    public func loops(_ loops: Bool = true) -> Soundtrack { with { $0.loops = loops } }
    /// The soundtrack rising from silence over its first `seconds`.
    public func fadeIn(_ seconds: Double) -> Soundtrack { with { $0.fadeIn = seconds } }
    /// The soundtrack falling to silence over the scene's last `seconds`.
    public func fadeOut(_ seconds: Double) -> Soundtrack { with { $0.fadeOut = seconds } }
    /// The soundtrack dipping to gain `level` while sound effects play.
    public func ducking(to level: Double, attack: Double = 0.05, release: Double = 0.3) -> Soundtrack {
        with { $0.ducking = Ducking(level: level, attack: attack, release: release) }
    }

    private func with(_ change: (inout Soundtrack) -> Void) -> Soundtrack {
        var copy = self
        change(&copy)
        return copy
    }
}
