import Foundation

/// A scene: a format and a body of views. Reel evaluates the body at every frame time and draws it.
public protocol AnimatedScene {
    /// The type of the root view.
    associatedtype Body: View
    /// The canvas and timing.
    var format: SceneFormat { get }
    /// The scene's content.
    @ViewBuilder var body: Body { get }
    /// A scene is created with no arguments.
    init()
}
