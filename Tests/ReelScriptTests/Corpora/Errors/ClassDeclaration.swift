import Reel

struct ClassDeclaration: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var counter = Counter()

    var body: some View {
        Circle().frame(width: Double(counter.count) * 10)
    }
}

class Shape2D {
    var sides = 3
}

class Counter: Shape2D, ObservableObject {
    @Published var count = 0
    deinit {}
}

struct Tally {
    @Published var total = 0
}

@MainActor @objc class Bridged {
    var value = 1
}

@Observable
struct Settings {
    var level = 1
}

struct Meter {
    @Bindable var settings = Settings()
}
