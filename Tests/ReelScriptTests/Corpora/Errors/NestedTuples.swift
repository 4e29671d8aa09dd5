import Reel


struct NestedTuples: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(count())")
    }

    func count() -> Int {
        var a: Any = 0
        for _ in 0..<100_000 { a = (a, 1) }
        return 1
    }
}
