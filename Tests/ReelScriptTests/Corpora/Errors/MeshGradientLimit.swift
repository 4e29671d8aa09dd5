import Reel

struct MeshGradientLimit: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            MeshGradient(width: 100, height: 100, points: [], colors: [])
            MeshGradient(width: 4_611_686_018_427_387_904, height: 4, points: [], colors: [])
        }
    }
}
