import Reel

print("loading")

struct TopLevelStatement: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}
