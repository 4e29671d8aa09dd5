import Reel

// Sounds named outside the scene's folder, missing, or a folder: each an error at its name.
struct SoundPaths: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3)

    var body: some View {
        Color.clear
    }

    var timeline: some Timeline {
        At(0.5) { play(Sound("../sounds/click.wav")) }
        At(1) { play(Sound("/etc/hostname"), volume: 0.5) }
        At(1.5) { play(Sound("sounds/missing.wav")) }
        At(2) { play(Sound("Errors.xcassets")) }
    }
}
