import Reel

struct ParticleBadCurve: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        ParticleEmitter {
            Circle().frame(width: 4, height: 4)
        }
        .birthRate(10)
        .opacityOverLife([1, 0.5, 0], times: [0, 0.7, 0.4])
    }
}
