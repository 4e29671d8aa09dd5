import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// A long press sequenced before a drag draws the same pixels compiled and from a view file:
/// `MovableCard` below is a copy of the corpus file `Interactive/MovableCard.swift`, its events
/// script written as the compiled scene's timeline (`Touch.drag`), drawn before, during and after
/// each touch.
@Suite struct ComposedGestureParityTests {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(let translation):
                return translation
            }
        }

        var isDragging: Bool {
            switch self {
            case .inactive, .pressing:
                return false
            case .dragging:
                return true
            }
        }
    }

    struct MovableCard: View {
        @GestureState private var dragState = DragState.inactive
        @State private var viewState = CGSize.zero

        var body: some View {
            let longPressDrag = LongPressGesture(minimumDuration: 0.5)
                .sequenced(before: DragGesture())
                .updating($dragState) { value, state, transaction in
                    switch value {
                    case .first(true):
                        state = .pressing
                    case .second(true, let drag):
                        state = .dragging(translation: drag?.translation ?? .zero)
                    default:
                        state = .inactive
                    }
                }
                .onEnded { value in
                    guard case .second(true, let drag?) = value else { return }
                    viewState.width += drag.translation.width
                    viewState.height += drag.translation.height
                }

            return RoundedRectangle(cornerRadius: 20)
                .fill(Color.blue)
                .frame(width: 200, height: 120)
                .accessibilityIdentifier("Card")
                .overlay {
                    Text(dragState.isDragging ? "Drop me" : "Hold to move")
                        .font(.headline)
                        .foregroundStyle(.white)
                }
                .scaleEffect(dragState.isDragging ? 1.1 : 1.0)
                .shadow(color: .black.opacity(0.3), radius: dragState.isDragging ? 16 : 0, y: dragState.isDragging ? 8 : 0)
                .offset(x: viewState.width + dragState.translation.width,
                        y: viewState.height + dragState.translation.height)
                .gesture(longPressDrag)
        }
    }

    /// The twin on an iPhone 15 with the events script as its timeline, in `format`.
    struct Moved: AnimatedScene {
        var format = SceneFormat(width: 1, height: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15, colorScheme: .light)) { MovableCard() } }
        var timeline: some Timeline {
            At(0.5) { Touch.drag("Card", through: [CGPoint(x: 296.5, y: 558.5)], hold: 0.6, duration: 0.5) }
            At(2.5) { Touch.drag("Card", by: CGSize(width: -150, height: 0), duration: 0.4) }
            At(3.5) { Touch.drag("Card", through: [CGPoint(x: 246.5, y: 358.5)], hold: 0.6, duration: 0.5) }
        }
    }

    @Test func aLongPressThenADragDrawsAsItsCompiledTwin() throws {
        let scene = try InteractiveCorpusTests.load("MovableCard").makeScene()
        var compiled = Moved()
        compiled.format = scene.format
        // Pressing, lifted, dragging, dropped, after the drag without a press, dragged again, dropped.
        try FrameParity.expectSame(compiled, scene, frames: [45, 62, 80, 100, 170, 245, 260, 290], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }
}
