import Reel

struct Sheet: View {
    @Environment(\.dismiss) var dismiss
    @ObservedObject var model: Model

    var body: some View {
        Text("Done")
    }
}

struct RefusedEnvironment: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @Environment(\.colorScheme) var scheme

    var body: some View {
        Text("Long list")
    }
}
