import Reel

// A soundtrack whose file lies outside the scene's folder.
struct SoundtrackOutside: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3)
    var soundtrack = Soundtrack(Sound("~/music/bed.m4a")).volume(0.5)

    var body: some View {
        Color.clear
    }
}
