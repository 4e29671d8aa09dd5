import Foundation

/// A particle system as a view, in the manner of `CAEmitterLayer`/`CAEmitterCell` and
/// `SKEmitterNode`: particles are born on an emitter shape at a birth rate and in bursts, fly
/// with a speed, an emission angle, acceleration, drag and turbulence, turn, scale, fade and
/// change colour over their lives, and may set off sub-emitters when they die. Each particle is
/// drawn as the view given to the initialiser (any shape, view or image), tinted by the
/// particle's colour.
///
/// ```swift
/// ParticleEmitter {
///     Circle().fill(.white).frame(width: 8, height: 8)
/// }
/// .birthRate(60)
/// .lifetime(2, range: 0.5)
/// .speed(120, range: 40)
/// .emissionAngle(.degrees(-90), range: .degrees(20))
/// .acceleration(y: 80)
/// .opacityOverLife([1, 1, 0])
/// .emitterPosition(.bottom)
/// ```
///
/// **Determinism.** A frame is a pure function of its time. Particle k of a stream is born at a
/// time computed from k (the k-th birth of the continuous stream at `k / birthRate`, the bursts at
/// their times), and all its random values are hashes of (scene seed, emitter identity, stream,
/// k, attribute), so the particles alive at a time are a range of indices and each one's state is
/// a function of its age. Motion is closed-form (constant acceleration, linear drag); with
/// turbulence it is integrated from the particle's birth with a fixed step, so a frame does not
/// depend on the frame rate or on which frames were drawn before, and costs time in proportion
/// to the particles alive, never to the frame's number.
///
/// **Clock.** The emitter's clock starts when it appears: at the scene's start, or at the state
/// change that inserts it (`if liked { ParticleEmitter { … } }`). It emits from `beginTime` minus
/// the pre-warm on that clock, stops after its `duration`, and draws nothing before `beginTime`.
/// Its settings hold for its whole life: settings changed by a state change apply to the
/// particles already born too (give it a new `id` to start it afresh).
///
/// **Coordinates.** The emitter takes the space it is offered, like `Canvas`; positions are in
/// its own coordinates (its frame's top-leading corner is the origin) and particles may fly
/// outside its frame. The emitter's `offset`, `rotationEffect` and other drawing modifiers move
/// every particle with it; `emitterPosition` moves only where new particles are born.
///
/// **Limits.** At most `maximumParticleCount` particles of an emitter (sub-emitters included)
/// are alive at once; settings that would exceed it are reduced, with a warning.
public struct ParticleEmitter: View, PrimitiveView {
    /// The most particles one emitter, with its sub-emitters, has alive at once.
    public static let maximumParticleCount = RenderLimits.particlesPerEmitter
    /// The most particles born per second by one emitter.
    public static let maximumBirthRate = RenderLimits.particleBirthRate
    /// The longest time, in seconds, that emitter times (begin time, pre-warm, burst times,
    /// finite durations and lifetimes) may span.
    public static let maximumTime = RenderLimits.particleTime

    /// What each particle looks like.
    let particle: any View

    // Emission.
    var birthRate = 0.0
    var bursts: [ParticleBurst] = []
    var maxParticles: Int?
    var beginTime = 0.0
    var duration = Double.infinity
    var prewarm = 0.0

    // Each particle.
    var lifetime = 1.0
    var lifetimeRange = 0.0
    var speed = 0.0
    var speedRange = 0.0
    var emissionAngle = 0.0
    var emissionRange = 0.0
    var accelerationX = 0.0
    var accelerationY = 0.0
    var drag = 0.0
    var rotation = 0.0
    var rotationRange = 0.0
    var spin = 0.0
    var spinRange = 0.0
    var scale = 1.0
    var scaleRange = 0.0
    var scaleCurve: LifeCurve?
    var opacityCurve: LifeCurve?
    var color = Color.white
    var colorRanges: (red: Double, green: Double, blue: Double, alpha: Double) = (0, 0, 0, 0)
    var colorOverLife: Gradient?
    var turbulence: ParticleTurbulence?

    // The emitter.
    var shape = EmitterShape.point
    var anchor = EmitterAnchor(unit: .center, offset: .zero)
    var positionFunction: ((Double) -> CGPoint)?
    var subEmitters: [ParticleEmitter] = []
    var seed: UInt64 = 0

    /// The problems found in the settings, in the order made, each with what was done instead.
    package internal(set) var issues: [ParticleIssue] = []

    /// An emitter whose particles look like `particle` (a shape, a view or an image), centred on
    /// each particle's position at its ideal size.
    public init<Particle: View>(@ViewBuilder particle: () -> Particle) {
        self.particle = particle()
    }

    /// Never evaluated: the engine draws emitters.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        for issue in issues { context.diagnostics.warning(issue.warning, view: "ParticleEmitter") }
        let node = ParticleEmitterNode(emitter: self, context: context)
        if let capacity = node.capacityIssue { context.diagnostics.warning(capacity.warning, view: "ParticleEmitter") }
        return ViewNode(.particles(node))
    }

    /// Records a problem found in a setting; `argument` is the label of the argument at fault
    /// when it is not the first.
    mutating func report(_ message: String, _ fallback: String, argument: String? = nil) {
        issues.append(ParticleIssue(message: message, fallback: fallback, argument: argument))
    }

    /// The particles alive at `time` (seconds from the scene's start), in drawing order, for an
    /// emitter of `size` whose random values come from `seed`: its own, then its sub-emitters'.
    /// This is what the emitter draws, for drawing particles in your own way in a `Canvas`.
    public func particles(at time: Double, in size: CGSize, seed: UInt64 = 0) -> [Particle] {
        let node = ParticleEmitterNode(emitter: self, context: ResolveContext(diagnostics: DiagnosticLog()))
        return node.simulation(random: ParticleRandom(seed: seed, identity: 0, emitterSeed: node.emitter.seed), size: size)
            .particles(at: time).flatMap { $0 }
    }
}

/// A problem in an emitter's settings: what is wrong, and what the emitter does instead. Scene
/// files report the message as an error at the modifier; compiled scenes draw with the fallback
/// and report both as a warning.
package struct ParticleIssue: Hashable, Sendable {
    /// What is wrong.
    package var message: String
    /// What is drawn instead.
    package var fallback: String
    /// The label of the argument at fault, when it is not the first.
    package var argument: String?
    /// Both, as a warning.
    package var warning: String { "\(message); \(fallback)" }
}
