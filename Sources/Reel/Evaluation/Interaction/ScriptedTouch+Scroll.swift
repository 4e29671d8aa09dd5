import Foundation

extension ScriptedTouch.Verb {
    /// Whether one finger moves (a drag, a path or a scroll): it moves at frame times and lifts at the end.
    var movesFinger: Bool {
        switch self {
        case .drag, .scroll, .path: return true
        case .tap, .longPress, .pinch, .rotate, .type: return false
        }
    }

    /// A moving finger's translation and duration.
    var motion: (translation: CGSize, duration: Double)? {
        switch self {
        case .drag(let translation, let duration, _), .scroll(let translation, let duration, _): return (translation, duration)
        case .tap, .longPress, .path, .pinch, .rotate, .type: return nil
        }
    }
}

extension ScriptedTouch {
    /// The scroll view at `step` (its interaction node) in the layout of this moment: its size,
    /// and its content's, the content being the first subview of the scroll layout inside. The
    /// offset is left at zero: it is the scroll view's state, which its recognizer reads.
    static func scrollGeometry(_ step: HitTest.Step) -> ScrollGeometry {
        var queue = [step.box]
        var content = CGSize.zero
        while !queue.isEmpty {
            let box = queue.removeFirst()
            if case .container(let layout) = box.kind, layout.name == "ScrollViewLayout" {
                content = box.children.first?.frame.size ?? .zero
                break
            }
            queue.append(contentsOf: box.children)
        }
        return ScrollGeometry(contentOffset: .zero, contentSize: content, containerSize: step.box.frame.size)
    }

    /// The finger, `offset` from where it went down, moves a scroll view.
    func scrollMoved(_ scroll: ScrollRecognizer, by offset: CGSize, step: HitTest.Step) {
        scroll.moved(offset, DelayedActions.current?.time ?? 0, Self.scrollGeometry(step))
    }

    /// The finger lifts from a scroll view.
    func scrollEnded(_ scroll: ScrollRecognizer, step: HitTest.Step) {
        scroll.ended(DelayedActions.current?.time ?? 0, Self.scrollGeometry(step))
    }
}
