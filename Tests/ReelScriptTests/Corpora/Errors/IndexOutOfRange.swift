import Reel

struct IndexOutOfRange: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let colors = [Color.red, Color.green, Color.blue]

    var body: some View {
        HStack {
            ForEach(0..<4) { i in
                Circle().fill(colors[i])
            }
        }
    }
}
