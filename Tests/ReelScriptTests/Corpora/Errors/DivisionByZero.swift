import Reel

struct DivisionByZero: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let columns = 0

    var body: some View {
        Rectangle()
            .frame(width: Double(200 / columns), height: 20)
    }
}
