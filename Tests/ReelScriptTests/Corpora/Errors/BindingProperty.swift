import Reel

struct BindingProperty: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @Binding var items: [Double]

    var body: some View {
        Circle().frame(width: first(items))
    }
}

func first<T>(_ items: [T]) -> T {
    items[0]
}
