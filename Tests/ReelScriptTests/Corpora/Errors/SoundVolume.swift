import Reel

// Volumes that are not gains: negative, infinite, not a number. A gain above 1 is allowed.
struct SoundVolume: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3)

    var body: some View {
        Color.clear
    }

    var timeline: some Timeline {
        At(0.5) { play(Sound("SoundVolume.swift"), volume: -1) }
        At(1) { play(Sound("SoundVolume.swift"), volume: .infinity) }
        At(1.5) { play(Sound("SoundVolume.swift"), volume: 0.0 / 0.0) }
        At(2) { play(Sound("SoundVolume.swift"), volume: 4) }
    }
}
