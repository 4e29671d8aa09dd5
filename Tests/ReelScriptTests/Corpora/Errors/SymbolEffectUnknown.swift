import Reel

struct SymbolEffectUnknown: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var count = 0

    var body: some View {
        Image(systemName: "bell")
            .symbolEffect(.bouncee, value: count)
    }
}
