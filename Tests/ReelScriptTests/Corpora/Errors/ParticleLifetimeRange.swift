import Reel

struct ParticleLifetimeRange: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ParticleEmitter {
            Circle().frame(width: 4, height: 4)
        }
        .birthRate(10)
        .lifetime(1, range: 2)
    }
}
