import SwiftUI

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

    var isActive: Bool {
        switch self {
        case .inactive:
            return false
        case .pressing, .dragging:
            return true
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

#Preview {
    MovableCard()
}
