import Reel

struct UserStructWrongLabel: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Badge(titel: "New", size: 20)
    }
}

struct Badge: View {
    var title: String
    var size: Double

    var body: some View {
        Text(title).font(.system(size: size))
    }
}
