import SwiftUI

struct SwipeCard: View {
    @State private var offset = CGSize.zero
    @State private var dismissed = 0
    @GestureState private var isDragging = false

    var body: some View {
        VStack(spacing: 24) {
            Text("Dismissed: \(dismissed)")
                .font(.headline)
            RoundedRectangle(cornerRadius: 24)
                .fill(isDragging ? Color.orange : Color.blue)
                .frame(width: 280, height: 180)
                .overlay {
                    Text("Swipe me")
                        .font(.title.bold())
                        .foregroundStyle(.white)
                }
                .accessibilityIdentifier("Card")
                .offset(x: offset.width, y: 0)
                .gesture(
                    DragGesture()
                        .updating($isDragging) { _, state, _ in
                            state = true
                        }
                        .onChanged { value in
                            offset = value.translation
                        }
                        .onEnded { value in
                            if abs(value.translation.width) > 150 {
                                withAnimation(.easeIn(duration: 0.3)) {
                                    offset.width = value.translation.width > 0 ? 600 : -600
                                }
                                dismissed += 1
                            } else {
                                withAnimation(.spring) {
                                    offset = .zero
                                }
                            }
                        }
                )
        }
    }
}

#Preview {
    SwipeCard()
}
