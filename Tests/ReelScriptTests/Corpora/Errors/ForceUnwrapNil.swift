import Reel

struct ForceUnwrapNil: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let names: [String] = []

    var body: some View {
        Text(names.first!)
    }
}
