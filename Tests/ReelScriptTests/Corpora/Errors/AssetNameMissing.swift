import Reel

struct AssetNameMissing: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            Image("avatr")
            Image("Icons/badge")
            Image("badge")
            Color("brand")
                .frame(width: 20, height: 20)
        }
    }
}
