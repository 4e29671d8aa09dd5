import Reel

struct GradientStopsLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            LinearGradient(colors: Array(repeating: Color.red, count: 1_025), startPoint: .top, endPoint: .bottom)
            Rectangle().fill(AngularGradient(stops: (0..<2_000).map { Gradient.Stop(color: .blue, location: Double($0) / 2_000) },
                                             center: .center))
            LinearGradient(colors: Array(repeating: Color.green, count: 1_024), startPoint: .leading, endPoint: .trailing)
        }
    }
}
