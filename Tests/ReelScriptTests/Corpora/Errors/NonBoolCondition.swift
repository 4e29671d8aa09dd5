import Reel

struct NonBoolCondition: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var count = 3

    var body: some View {
        if count {
            Circle()
        } else {
            Rectangle()
        }
    }
}
