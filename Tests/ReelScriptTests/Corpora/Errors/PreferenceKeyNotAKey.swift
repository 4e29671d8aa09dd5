import Reel

struct PreferenceKeyNotAKey: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
            .preference(key: Weight.self, value: 10)
            .frame(width: 40, height: 40)
    }
}

struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}
