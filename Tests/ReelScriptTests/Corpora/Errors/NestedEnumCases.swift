import Reel

indirect enum List {
    case end
    case cons(Int, List)
}

struct NestedEnumCases: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(count())")
    }

    func count() -> Int {
        var a = List.end
        for i in 0..<100_000 { a = .cons(i, a) }
        return 1
    }
}
