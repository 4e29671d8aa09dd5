import Reel

struct ForLoopInViewBuilder: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        HStack {
            for i in 0..<3 {
                Text("\(i)")
            }
        }
    }
}
