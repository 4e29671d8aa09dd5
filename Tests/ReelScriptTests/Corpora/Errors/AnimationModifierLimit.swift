import Reel

struct AnimationModifierLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var on = false

    var body: some View {
        Circle()
            .scaleEffect(on ? 2 : 1)
            .animation(delayed(), value: on)
    }

    func delayed() -> Animation {
        var animation = Animation.linear
        for _ in 0..<100_000 { animation = animation.delay(0) }
        return animation
    }
}
