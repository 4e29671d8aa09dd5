import SwiftUI

struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(flipped ? Color.orange : Color.blue)
            Text(flipped ? "Answer: 42" : "Tap to flip")
                .font(.title2.bold())
                .foregroundStyle(.white)
        }
        .frame(width: 260, height: 160)
        .scaleEffect(x: flipped ? -1 : 1, y: 1)
        .scaleEffect(x: flipped ? -1 : 1, y: 1)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) {
                flipped.toggle()
            }
        }
    }
}

#Preview {
    FlipCard()
}
