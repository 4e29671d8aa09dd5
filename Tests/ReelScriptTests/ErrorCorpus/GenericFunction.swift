import Reel

struct GenericFunction: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

func first<T>(_ items: [T]) -> T {
    items[0]
}
