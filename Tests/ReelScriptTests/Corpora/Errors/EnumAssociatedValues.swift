import Reel

struct EnumAssociatedValues: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle()
    }
}

enum Mode: Comparable {
    case on, off
    case dimmed(level: Double = 0.5)
    var brightness = 1.0
}

enum Speed: Character {
    case slow = "s"
}

enum Size: Int {
    case small(Int)
}
