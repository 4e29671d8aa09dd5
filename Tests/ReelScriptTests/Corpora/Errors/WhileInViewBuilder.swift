import Reel

struct WhileInViewBuilder: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            var i = 0
            while i < 3 {
                Circle()
                i += 1
            }
        }
    }
}
