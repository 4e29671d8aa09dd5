import Foundation
import Reel

// An image the scene names but the folder does not hold, in the second state only.
struct MissingImage: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 30, duration: 2)
    @State var showPhoto = false

    var body: some View {
        ZStack {
            if showPhoto {
                Image("photos/beach.png").resizable().frame(width: 100, height: 80)
            } else {
                Text("Loading")
            }
        }
    }

    var timeline: some Timeline {
        At(1) { withAnimation { showPhoto = true } }
    }
}
