import Foundation

/// A resolved `ViewModifier` or `View` that is also `Animatable` (an "animatable modifier", an
/// animatable view): the node keeps the data and a way to rebuild the body, so the attribute
/// animation can hand the modifier or view interpolated data and show the body built from it, as
/// SwiftUI does.
///
/// The body resolved for the state's own data is the node's only child, so a state whose data is
/// not animating costs nothing more; the body is rebuilt only for frames where the data animates.
package struct AnimatableModifierNode {
    /// The modifier's or view's type: its data animates only toward data of the same type.
    let type: ObjectIdentifier
    /// The animatable data in this state.
    let data: _AnyAnimatableData
    /// The type's name, for messages and `reel inspect`.
    let name: String
    /// The body resolved with the data set to the given value.
    let rebuild: (_AnyAnimatableData) -> ViewNode

    /// The node of a modifier or view of type `type` (named `name`) whose data is `data`.
    package init(type: ObjectIdentifier, data: _AnyAnimatableData, name: String, rebuild: @escaping (_AnyAnimatableData) -> ViewNode) {
        self.type = type
        self.data = data
        self.name = name
        self.rebuild = rebuild
    }
}
