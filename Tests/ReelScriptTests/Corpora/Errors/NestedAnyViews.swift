import Reel

struct NestedAnyViews: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        content()
    }

    func content() -> AnyView {
        var v = AnyView(Circle())
        for _ in 0..<100_000 { v = AnyView(v) }
        return v
    }
}
