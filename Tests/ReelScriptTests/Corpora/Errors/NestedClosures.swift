import Reel


struct NestedClosures: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(count())")
    }

    func count() -> Int {
        var f: () -> Int = { 0 }
        for _ in 0..<100_000 { let g = f; f = { g() } }
        return 1
    }
}
