import Reel

/// What a mix plays, with real files: the cues of a scene's events, each placed on its sample,
/// and its soundtrack, up to the scene's end.
///
/// Built by the command line from the resolved timeline's `SoundCue`s and the scene's
/// `Soundtrack`, with each sound's name resolved to a file through the scene's sandbox;
/// `SoundMixer` mixes any range of its samples.
public struct SoundPlan: Sendable, Equatable {
    /// One sound played by an event, placed on the sample clock.
    public struct Cue: Sendable, Equatable {
        /// The first sample it plays at (`SoundSampling.sample(at:)` of the cue's time).
        public var start: Int64
        /// The file it plays.
        public var path: String
        /// Its linear gain (1: the file as it is; 0.5: -6.02 dB).
        public var volume: Double
        /// The sound as the scene names it, for messages.
        public var sound: Sound
        /// Where `play` was called, for messages.
        public var position: SourcePosition?

        /// A cue of the file `path` from sample `start` at gain `volume`.
        public init(start: Int64, path: String, volume: Double, sound: Sound, position: SourcePosition? = nil) {
            self.start = start
            self.path = path
            self.volume = volume
            self.sound = sound
            self.position = position
        }
    }

    /// The scene's soundtrack with its file.
    public struct Track: Sendable, Equatable {
        /// The file it plays.
        public var path: String
        /// Its settings (volume, start, trim, loop, fades, ducking).
        public var settings: Soundtrack

        /// The soundtrack `settings` playing the file `path`.
        public init(path: String, settings: Soundtrack) {
            self.path = path
            self.settings = settings
        }
    }

    /// The cues, in the order they are mixed: by start sample, then in the order the timeline
    /// recorded them.
    public var cues: [Cue]
    /// The soundtrack, if the scene has one.
    public var soundtrack: Track?
    /// The scene's end: the sample after its last (its duration on the sample clock). The
    /// soundtrack's fade-out ends there and its loops stop there.
    public var endSample: Int64

    /// A plan of `cues` and `soundtrack` for a scene of `endSample` samples, cues ordered by
    /// start sample (the order among equal starts kept).
    public init(cues: [Cue], soundtrack: Track?, endSample: Int64) {
        self.cues = cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        self.soundtrack = soundtrack
        self.endSample = endSample
    }

    /// The plan of a scene of `duration` seconds: each cue on the sample nearest its time, each
    /// sound's file found by `resolve` (the command line passes the scene's sandbox, which throws
    /// for a name outside it).
    /// - Throws: what `resolve` throws.
    public init(cues: [SoundCue], soundtrack: Soundtrack?, duration: Double,
                resolve: (Sound) throws -> String) rethrows {
        var placed: [Cue] = []
        placed.reserveCapacity(cues.count)
        for cue in cues {
            placed.append(Cue(start: Self.sample(at: cue.time), path: try resolve(cue.sound),
                              volume: cue.volume, sound: cue.sound, position: cue.position ?? cue.sound.position))
        }
        let track = try soundtrack.map { Track(path: try resolve($0.sound), settings: $0) }
        self.init(cues: placed, soundtrack: track, endSample: max(0, Self.sample(at: duration)))
    }

    /// `SoundSampling.sample(at:)` for any time: one that is not a number counts as 0, and one
    /// beyond a billion seconds either way as a billion seconds, so no time overflows the clock.
    static func sample(at time: Double) -> Int64 {
        SoundSampling.sample(at: time.isNaN ? 0 : min(max(time, -1e9), 1e9))
    }

    /// Whether nothing plays: no cue and no soundtrack.
    public var isEmpty: Bool { cues.isEmpty && soundtrack == nil }
}
