import SwiftUI

struct DoubleTapToLike: View {
    @State private var isLiked = false
    @State private var showsCaption = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                RoundedRectangle(cornerRadius: 20)
                    .fill(LinearGradient(colors: [.teal, .indigo], startPoint: .top, endPoint: .bottom))
                    .frame(width: 260, height: 200)
                Image(systemName: "heart.fill")
                    .font(.system(size: 64))
                    .foregroundStyle(.white)
                    .scaleEffect(isLiked ? 1 : 0.5)
                    .opacity(isLiked ? 1 : 0)
            }
            .onTapGesture(count: 2) {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                    isLiked.toggle()
                }
            }
            .onTapGesture {
                withAnimation {
                    showsCaption.toggle()
                }
            }
            .accessibilityIdentifier("Photo")
            Text(showsCaption ? "Sunset over the bay" : "Tap for the caption")
                .font(.caption)
            Text(isLiked ? "Liked" : "Not liked")
                .font(.headline)
        }
    }
}

#Preview {
    DoubleTapToLike()
}
