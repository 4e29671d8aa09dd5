import SwiftUI

// The browser test clicks the button of this view in the preview page and expects
// `tap("Like")` in the events script.
struct LikeCounter: View {
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        VStack(spacing: 12) {
            Button {
                isLiked.toggle()
                likes += isLiked ? 1 : -1
            } label: {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 44))
                    .foregroundStyle(isLiked ? .red : .gray)
            }
            .accessibilityLabel("Like")
            Text("\(likes) likes")
                .font(.headline)
        }
    }
}

#Preview {
    LikeCounter()
}
