import Foundation
import Reel

/// ForEach rows inserted under an if come in with their own scale transition.
struct RowsScaleIn: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var showRows = false
    var body: some View {
        VStack(spacing: 10) {
            if showRows {
                ForEach(0..<3) { row in
                    Rectangle()
                        .fill(Color.blue)
                        .frame(width: 100, height: 40)
                        .transition(.scale)
                }
            }
        }
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { showRows = true } }
    }
}
