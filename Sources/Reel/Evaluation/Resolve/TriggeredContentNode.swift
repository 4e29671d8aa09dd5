import Foundation

/// Content driven by a trigger value, resolved (`keyframeAnimator(initialValue:trigger:…)`,
/// `PhaseAnimator(_:trigger:…)`): the node keeps the trigger and a way to build the content for
/// the times the trigger changed. Its child is the content at rest, before any change.
///
/// The trigger is compared between the trees of successive states like any animatable attribute;
/// the states in which it differs from the state before start a run at that state's time, and
/// the attribute animation replaces the child with the content built for those times.
package struct TriggeredContentNode {
    /// An `Equatable` value of any type.
    package struct Trigger: Equatable {
        let value: Any
        let equals: (Any) -> Bool

        /// Wraps `value`.
        init<T: Equatable>(_ value: T) {
            self.value = value
            equals = { ($0 as? T) == value }
        }

        package static func == (lhs: Trigger, rhs: Trigger) -> Bool { lhs.equals(rhs.value) }
    }

    /// The trigger's value in this state.
    let trigger: Trigger
    /// The view's name, for messages and `reel inspect`.
    let name: String
    /// The content when the trigger changed at `firings` (seconds, in order), at `time`.
    let content: (_ firings: [Double], _ time: Double) -> ViewNode
}
