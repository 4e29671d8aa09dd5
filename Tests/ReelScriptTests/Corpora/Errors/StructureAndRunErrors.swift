import Reel

struct StructureAndRunErrors: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var level = 0.5

    var body: some View {
        VStack {
            Circle().fil(Color.red)
            Gauge(value: level)
            Text("x").frame(width: "wide")
        }
    }
}

class Holder {
    var count = 0
}

struct Gauge: View {
    var value: Double

    init(value: Double) async {
        self.value = value
    }

    var body: some View {
        Rectangle().opacity(value)
    }
}
