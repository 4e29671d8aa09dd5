import Foundation

/// What a view adds to touches, as the engine keeps it in the resolved tree (the `interaction`
/// modifier node): its accessibility names, the area it takes touches in, and the handlers a touch
/// that lands in it runs (a button's press and action, `onTapGesture`, `onLongPressGesture`, a
/// toggle's flip). It lays out and draws as its content.
package struct InteractionNode {
    /// Where the view takes touches.
    package enum HitArea {
        /// Where its content takes them.
        case content
        /// Nowhere: touches go to what lies behind (`allowsHitTesting(false)`, a disabled control).
        case none
        /// Inside this shape, in the view's frame (`contentShape(_:)`), whatever its content draws.
        case shape(AnyShape)
    }

    /// What the node is, for `reel inspect` (`Button`, `onTapGesture`, `accessibilityIdentifier`, …).
    package var name: String
    /// Where the view takes touches.
    package var hitArea: HitArea = .content
    /// `accessibilityIdentifier(_:)`.
    package var identifier: String?
    /// `accessibilityLabel(_:)`.
    package var label: String?
    /// What a touch landing here runs, innermost first.
    package var handlers: [TouchHandler] = []
    /// Whether the node is a control (a `Button`): scripts find it by its label's text.
    package var isControl = false
    /// Where a finger touches the control when a script names it, from its frame in the scene and
    /// the part named (a toggle's switch, a stepper's plus or minus); the centre when nil.
    package var activePoint: ((CGRect, Touch.Part?) -> CGPoint)?
    /// The opacity the content is drawn with (a pressed borderless button's dimmed look); 1 draws
    /// it as it is. Not animated: the look changes at once, as on touch down on iOS.
    package var opacity: Double = 1

    /// A node named `name`.
    package init(name: String, hitArea: HitArea = .content, identifier: String? = nil, label: String? = nil, handlers: [TouchHandler] = []) {
        self.name = name
        self.hitArea = hitArea
        self.identifier = identifier
        self.label = label
        self.handlers = handlers
    }
}

/// What a touch runs in the view it lands in. The closures run as timeline events (see
/// `TouchPlayback`): they change state as any event does.
package struct TouchHandler {
    /// Who handles it, for messages (`Button`, `onTapGesture`, `Toggle`, `onLongPressGesture`).
    package var name: String
    /// How many taps make it fire (`onTapGesture(count:)`); a button's is 1.
    package var count: Int = 1
    /// Runs when the finger lifts inside the view after `count` taps, with where it lifted, in the
    /// view's own space.
    package var tap: ((CGPoint) -> Void)?
    /// Runs when the finger goes down (true) and when the touch ends or succeeds (false): a
    /// button's `isPressed`, `onPressingChanged`.
    package var pressing: ((Bool) -> Void)?
    /// A long press: runs `perform` once the finger has stayed down `minimumDuration` seconds.
    package var longPress: (minimumDuration: Double, perform: () -> Void)?
    /// Runs in place of `tap` with where the finger lifted and the view's size (a segmented
    /// picker picks the segment under the finger).
    package var tapInSize: ((CGPoint, CGSize) -> Void)?
    /// A drag (`DragGesture` attached with `gesture(_:)`): runs as the finger moves and lifts.
    package var drag: DragRecognizer?
    /// A gesture value (`gesture(_:)`, `highPriorityGesture(_:)`, `simultaneousGesture(_:)`),
    /// recognised with the others along the touch's views (see `GestureArbitration`).
    package var gesture: AttachedGesture?
    /// Runs after `drag`'s change at each move of a started drag, with the view's size and a
    /// number the handler keeps for the whole drag (nil at the first move): a slider's knob
    /// follows the finger along its track, keeping where the finger took it.
    package var follow: ((DragGesture.Value, CGSize, inout CGFloat?) -> Void)?
    /// What typed text does (a text field's): see `type(_:into:submit:)`.
    package var typing: TextTyping?
    /// A scroll view's scrolling: runs as the finger moves and lifts (see `ScrollRecognizer`).
    package var scroll: ScrollRecognizer?

    /// A handler named `name`.
    package init(name: String, count: Int = 1, tap: ((CGPoint) -> Void)? = nil, pressing: ((Bool) -> Void)? = nil,
                 longPress: (minimumDuration: Double, perform: () -> Void)? = nil) {
        self.name = name
        self.count = count
        self.tap = tap
        self.pressing = pressing
        self.longPress = longPress
    }
}
