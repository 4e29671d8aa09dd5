import Reel

struct Node {
    var next: [Node]
}

struct NestedStructs: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(count())")
    }

    func count() -> Int {
        var a = Node(next: [])
        for _ in 0..<100_000 { a = Node(next: [a]) }
        return a.next.count
    }
}
