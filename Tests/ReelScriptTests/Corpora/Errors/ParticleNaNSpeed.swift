import Reel

struct ParticleNaNSpeed: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let slow = 0.0

    var body: some View {
        ParticleEmitter {
            Circle().frame(width: 4, height: 4)
        }
        .birthRate(10)
        .speed(100 / slow * 0)
    }
}
