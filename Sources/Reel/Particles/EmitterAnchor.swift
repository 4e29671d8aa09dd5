import Foundation

/// Where an emitter's births are centred, in its own coordinates: a point of its frame given as
/// a unit point, plus an offset in points. Both parts animate, so a position set with
/// `emitterPosition` under `withAnimation` moves smoothly, and its history says where the
/// emitter was at any earlier time (each particle is born where the emitter was at its birth).
struct EmitterAnchor: Animatable, Hashable, Sendable {
    /// The point of the frame, as fractions of its size.
    var unit: UnitPoint
    /// Points added to it.
    var offset: CGPoint

    /// The point in a frame of `size` whose origin is (0, 0).
    @inline(__always)
    func point(in size: CGSize) -> (x: Double, y: Double) {
        (Double(unit.x * size.width + offset.x), Double(unit.y * size.height + offset.y))
    }

    /// The unit point's and the offset's components.
    var animatableData: AnimatablePair<UnitPoint.AnimatableData, CGPoint.AnimatableData> {
        get { AnimatablePair(unit.animatableData, offset.animatableData) }
        set {
            unit.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

/// An emitter's position as an attribute the timeline follows: the position in a state's tree,
/// and in a frame's tree also its presentation at every time (`history`), from which particles
/// take the place where they were born, and when the emitter appeared, which starts its clock.
package struct EmitterMotion: Equatable {
    /// The position.
    let anchor: EmitterAnchor
    /// The presented position at any time, when the position animated.
    let history: ((Double) -> EmitterAnchor)?
    /// When the emitter appeared: the scene's start, or the time of the state that inserted it.
    let appeared: Double

    /// Equal positions and appearance times, both with or both without a history.
    package static func == (lhs: EmitterMotion, rhs: EmitterMotion) -> Bool {
        lhs.anchor == rhs.anchor && (lhs.history == nil) == (rhs.history == nil) && lhs.appeared == rhs.appeared
    }
}
