import Foundation

/// The `animatableData` of a shape or an animatable modifier as an attribute value: the data, the
/// type it belongs to (data animates only between values of one type) and, for shapes, the shape,
/// so that paths morph only between paths of the same structure.
struct AnimatableDataValue: Morphable, Equatable {
    /// The type of the shape or modifier the data belongs to.
    let type: ObjectIdentifier
    /// The data.
    var animatableData: _AnyAnimatableData
    /// The shape the data was read from, if it is a shape's.
    let shape: AnyShape?
    /// What else must match for data of the type to interpolate (a gradient's number of stops).
    let structure: Int

    /// The data of a modifier or shape of type `type`, or of a value whose `structure` must match.
    init(type: ObjectIdentifier, structure: Int = 0, animatableData: _AnyAnimatableData) {
        self.type = type
        self.animatableData = animatableData
        self.structure = structure
        shape = nil
    }

    /// The data of `shape`.
    init(_ shape: AnyShape) {
        type = shape.shapeType
        animatableData = shape.animatableData
        self.shape = shape
        structure = 0
    }

    /// The data of an animatable shape style (a gradient).
    init(_ style: AnimatableStyle) {
        self.init(type: style.type, structure: style.structure, animatableData: style.data)
    }

    /// Whether the data may be interpolated toward `other`'s: same type and structure, and for
    /// shapes, shapes that can morph into each other.
    func canMorph(to other: AnimatableDataValue) -> Bool {
        guard type == other.type, structure == other.structure else { return false }
        guard let shape, let target = other.shape else { return true }
        return shape.canMorph(to: target)
    }

    /// Same type and structure, and equal data.
    static func == (lhs: AnimatableDataValue, rhs: AnimatableDataValue) -> Bool {
        lhs.type == rhs.type && lhs.structure == rhs.structure && lhs.animatableData == rhs.animatableData
    }
}
