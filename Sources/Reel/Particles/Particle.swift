import Foundation

/// One particle of an emitter at a moment: where it is, how it moves, turns, scales and is
/// coloured, and its age. `ParticleEmitter.particles(at:in:seed:)` gives them, in drawing order.
public struct Particle: Hashable, Sendable {
    /// The centre, in the emitter's coordinates (its frame's top-leading corner is the origin).
    public var position: CGPoint
    /// The velocity, in points per second.
    public var velocity: CGSize
    /// The turn of the particle's image.
    public var rotation: Angle
    /// The scale of the particle's image.
    public var scale: Double
    /// The colour that multiplies the particle's image, its opacity included.
    public var color: Color
    /// Seconds since the particle was born.
    public var age: Double
    /// Seconds the particle lives.
    public var lifetime: Double
    /// When the particle was born, in seconds from the scene's start.
    public var birthTime: Double
    /// 0 for the emitter's own particles, 1 for those of its sub-emitters, 2 for theirs, ….
    public var generation: Int

    /// A particle.
    public init(position: CGPoint, velocity: CGSize, rotation: Angle, scale: Double, color: Color,
                age: Double, lifetime: Double, birthTime: Double, generation: Int) {
        self.position = position
        self.velocity = velocity
        self.rotation = rotation
        self.scale = scale
        self.color = color
        self.age = age
        self.lifetime = lifetime
        self.birthTime = birthTime
        self.generation = generation
    }
}
