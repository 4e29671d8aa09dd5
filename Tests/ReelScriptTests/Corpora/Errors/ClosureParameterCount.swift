import Reel

struct ClosureParameterCount: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        HStack {
            ForEach(0..<3) { index, item in
                Circle()
            }
        }
    }
}
