import Reel

struct OnChangeCascade: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, duration: 2)
    @State var count = 0

    var body: some View {
        Text("\(count)")
            .onChange(of: count) { _, newValue in
                count = newValue + 1
            }
    }

    var timeline: some Timeline {
        At(1) { count = 1 }
    }
}
