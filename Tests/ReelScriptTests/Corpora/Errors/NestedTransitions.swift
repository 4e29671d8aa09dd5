import Reel

struct NestedTransitions: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        content()
    }

    func content() -> AnyView {
        var t = AnyTransition.opacity
        for _ in 0..<100_000 { t = t.combined(with: .opacity) }
        return AnyView(Circle().transition(t))
    }
}
