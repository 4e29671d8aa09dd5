import Reel

struct NestedModifiers: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        content()
    }

    func content() -> AnyView {
        var v = AnyView(Circle())
        for _ in 0..<100_000 { v = AnyView(v.opacity(1)) }
        return v
    }
}
