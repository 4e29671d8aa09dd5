import Reel

struct ParticleTooManyAlive: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ParticleEmitter {
            Circle().frame(width: 4, height: 4)
        }
        .birthRate(5_000)
        .lifetime(100)
    }
}
