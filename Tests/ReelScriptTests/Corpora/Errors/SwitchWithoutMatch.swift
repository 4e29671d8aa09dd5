import Reel

struct SwitchWithoutMatch: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var step = 2

    var body: some View {
        switch step {
        case 0:
            Circle()
        case 1:
            Rectangle()
        }
    }
}
