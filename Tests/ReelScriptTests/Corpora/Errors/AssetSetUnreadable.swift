import Reel

struct AssetSetUnreadable: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            Image("Vector")
            Image("Lost")
            Color("Broken")
            Image(uiImage: UIImage(named: "logo")!)
            Image(uiImage: UIImage(named: "logos")!)
        }
    }
}
