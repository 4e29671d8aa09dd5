import Foundation

/// The trigger of a trigger-driven animator as an attribute value. In a state's tree it is the
/// trigger's value alone; its presentation at a frame adds the times of the states in which the
/// trigger changed, and the frame's time, from which the animator builds its content.
struct TriggerSample: Equatable {
    /// The trigger's value.
    let trigger: TriggeredContentNode.Trigger
    /// When the trigger changed, in seconds, in order (empty in a state's own tree).
    let firings: [Double]
    /// The frame's time (0 in a state's own tree).
    let time: Double
}
