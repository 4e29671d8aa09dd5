import Foundation

extension Touch {
    /// Scrolls the scroll view named `target`, or the one around the view so named, by dragging
    /// its content by `translation`: the finger goes down at the view's centre, moves at each frame
    /// time along `curve` for `duration` seconds and lifts; the content follows past the touch slop
    /// and decelerates after the lift (see `ScrollPhysics`). `CGSize(width: 0, height: -300)`
    /// scrolls a list down (the finger moves up).
    public static func scroll(_ target: String, by translation: CGSize, duration: Double = dragDuration, curve: UnitCurve = .linear,
                              file: String = #fileID, line: Int = #line) {
        play(.target(target), .scroll(translation: translation, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }

    /// Scrolls the scroll view under `point` (scene points) by dragging its content by
    /// `translation` over `duration` seconds along `curve`.
    public static func scroll(at point: CGPoint, by translation: CGSize, duration: Double = dragDuration, curve: UnitCurve = .linear,
                              file: String = #fileID, line: Int = #line) {
        play(.point(point), .scroll(translation: translation, duration: duration, curve: curve), location: "\(file):\(line)", position: nil)
    }
}
