import Reel

struct DuplicatedLabel: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .frame(width: 50, width: 60)
    }
}
