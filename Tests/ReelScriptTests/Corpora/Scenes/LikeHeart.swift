import Foundation
import Reel

/// A heart symbol fills and turns pink when liked.
struct LikeHeart: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var liked = false
    var body: some View {
        Image(systemName: liked ? "heart.fill" : "heart")
            .font(.system(size: 120))
            .foregroundStyle(liked ? Color.pink : Color.gray)
    }
    var timeline: some Timeline {
        At(1) { liked = true }
    }
}
