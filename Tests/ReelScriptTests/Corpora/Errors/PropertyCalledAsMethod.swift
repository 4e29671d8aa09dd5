import Reel

struct PropertyCalledAsMethod: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    let names = ["a", "b"]

    var body: some View {
        Text("\(names.count())")
    }
}
