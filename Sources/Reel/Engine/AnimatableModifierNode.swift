import Foundation

/// A resolved `ViewModifier` that is also `Animatable` (an "animatable modifier"): the node keeps
/// the modifier's data and a way to rebuild its body, so the attribute animation can hand the
/// modifier interpolated data and show the body built from it, as SwiftUI does.
///
/// The body resolved for the state's own data is the node's only child, so a state whose data is
/// not animating costs nothing more; the body is rebuilt only for frames where the data animates.
package struct AnimatableModifierNode {
    /// The modifier's type: its data animates only toward data of a modifier of the same type.
    let type: ObjectIdentifier
    /// The modifier's animatable data in this state.
    let data: _AnyAnimatableData
    /// The modifier's type, for its name.
    let modifierType: Any.Type
    /// The modifier's type name, for messages and `reel inspect`.
    var name: String { String(describing: modifierType) }
    /// The modifier's body resolved with its data set to the given value.
    let rebuild: (_AnyAnimatableData) -> ViewNode
}
