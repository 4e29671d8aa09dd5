import Reel

struct ExtensionStoredProperty: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Circle().fill(Badge(size: 20).tint)
    }
}

struct Badge {
    var size: Double
}

extension Badge {
    var tint = Color.red
}

extension Color {
    static let brand = Color(red: 1, green: 0.4, blue: 0)
}

extension Chart: Layout {
    var value: Double { 1 }
}
