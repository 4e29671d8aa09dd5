import Reel

struct PreferenceKeyWithoutReduce: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle().preference(key: Widest.self, value: 10)
    }
}

struct Widest: PreferenceKey {
    static let defaultValue: CGFloat = 0
}
