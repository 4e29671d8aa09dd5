import Foundation
import Reel

struct EveryErrorAtOnce: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 30, duration: 2)
    @State var on = false

    var body: some View {
        VStack {
            Image("missing.png")
            Circle().fil(Color.red)
            Text("x").frame(width: "wide")
            Rectangle().frame(width: on ? nope : 10, height: 10)
            Image(systemName: "no.such.symbol")
        }
        .timeline {
            At(1) { withAnimation { on = true } }
        }
    }
}
