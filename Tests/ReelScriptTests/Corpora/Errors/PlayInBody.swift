import Reel

// A sound played while the body is evaluated, not in an event: a warning, and nothing plays.
struct PlayInBody: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)

    var caption: String {
        play(Sound("PlayInBody.swift"))
        return "Hello"
    }

    var body: some View {
        Text(caption)
    }
}
