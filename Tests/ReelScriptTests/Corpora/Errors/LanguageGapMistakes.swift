import Reel

struct Note {
    let title: String
    let detail: String?
}

struct LanguageGapMistakes: AnimatedScene {
    var format = SceneFormat(width: 200, height: 120)
    @State private var share = 0.5

    var body: some View {
        VStack {
            Text(Note(title: "Groceries").title)
            Text("\("many", format: .percent)")
            Text(String("abc".dropFirst(-1)))
            Text("\(share, format: .percent)")
            Circle().transaction { $0.animation = .bogus }
        }
    }

    var timeline: some Timeline {
        At(0.5) { withAnimation { share = 1 } }
    }
}
