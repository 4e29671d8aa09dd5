import Reel

struct InvalidRange: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var count = 0

    var body: some View {
        HStack {
            ForEach(5..<count) { i in
                Circle()
            }
        }
    }
}
