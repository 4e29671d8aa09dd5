import Reel

struct BindingWithoutBinding: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var level = 0.5

    var body: some View {
        Meter(level: level)
    }
}

struct Meter: View {
    @Binding var level: Double

    var body: some View {
        Rectangle().frame(width: 100 * level, height: 10)
    }
}
