import Reel

final class Link {
    var next: Link?
    init(next: Link?) { self.next = next }
}

struct NestedObjects: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(count())")
    }

    func count() -> Int {
        var a: Link? = nil
        for _ in 0..<100_000 { a = Link(next: a) }
        return a == nil ? 0 : 1
    }
}
