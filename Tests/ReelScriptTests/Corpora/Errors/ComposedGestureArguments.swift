import SwiftUI

struct Zoomable: View {
    @State private var scale = 1.0
    @State private var offset = CGSize.zero
    @State private var pressed = false
    @GestureState private var dragging = false

    var body: some View {
        VStack {
            Circle()
                .scaleEffect(scale)
                .gesture(MagnificationGesture().exclusively(before: DragGesture()).onChanged { _ in scale = 2 })
            Rectangle()
                .offset(offset)
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in offset = value.translation }.onEnded { _ in offset = .zero })
            Capsule()
                .onLongPressGesture(minimumDuration: 1) { pressed = true }
                .simultaneousGesture(TapGesture(count: 2).sequenced(before: 0.5).onEnded { _ in pressed = false })
        }
    }
}

#Preview { Zoomable() }
