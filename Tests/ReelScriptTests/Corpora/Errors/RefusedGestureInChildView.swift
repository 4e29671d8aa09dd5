import SwiftUI

struct RefusedGestureInChildView: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        FlipCard()
    }
}

struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(flipped ? Color.orange : Color.blue)
            .onTapGesture {
                withAnimation { flipped.toggle() }
            }
    }
}
