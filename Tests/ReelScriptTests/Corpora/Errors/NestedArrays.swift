import Reel


struct NestedArrays: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(count())")
    }

    func count() -> Int {
        var a: [Any] = []
        for _ in 0..<100_000 { a = [a] }
        return a.count
    }
}
