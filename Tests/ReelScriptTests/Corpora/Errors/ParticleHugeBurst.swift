import Reel

struct ParticleHugeBurst: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ParticleEmitter {
            Circle().frame(width: 4, height: 4)
        }
        .burst(count: 1_000_000_000_000, at: 0.5)
    }
}
