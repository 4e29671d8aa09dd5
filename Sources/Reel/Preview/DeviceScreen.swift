import Foundation

/// A view drawn on a preview canvas as iOS draws the root view of a window: the system background
/// (white, or black in dark mode) fills the whole screen; the content is proposed the safe area
/// and placed in its middle; views that ignore the safe area (`ignoresSafeArea()`, a shape-style
/// `background`) reach over the insets of the edges they touch. Everything inside is drawn in the
/// canvas's colour scheme.
///
/// A preview of a view file is drawn as `DeviceScreen(canvas) { preview }`; a compiled scene can
/// draw a view on a device the same way:
///
/// ```swift
/// struct CounterOnPhone: AnimatedScene {
///     var format = PreviewCanvas(device: .iPhone15).format(duration: 2)
///     var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { CounterView() } }
/// }
/// ```
public struct DeviceScreen<Content: View>: View, PrimitiveView {
    /// The canvas.
    public var canvas: PreviewCanvas
    /// The view on it.
    public var content: Content

    /// `content` on `canvas`.
    public init(_ canvas: PreviewCanvas, @ViewBuilder content: () -> Content) {
        self.canvas = canvas
        self.content = content()
    }

    /// Never evaluated.
    public var body: Never { primitiveViewHasNoBody(Self.self) }

    package func makeNode(in context: ResolveContext) -> ViewNode {
        var screen = context
        screen.environment.colorScheme = canvas.colorScheme
        screen.hasSafeArea = true
        var inner = screen
        inner.isPreviewRoot = screen.previewRecorder != nil
        let main = ViewNode(modifier: .safeArea(canvas.safeArea), content: inner.resolve(content, identity: .index(0)))
        let background = screen.resolve(Rectangle().fill(PreviewCanvas.systemBackground), identity: .index(1))
        let screenNode = ViewNode(modifier: .background(.center), content: main, secondary: [background])
        return PresentationLayer.present(over: screenNode, canvas: canvas, in: screen)
    }
}
