import Reel

struct TooManyViews: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        VStack {
            ForEach(0..<1000) { row in
                HStack {
                    ForEach(0..<1000) { column in
                        Rectangle()
                    }
                }
            }
        }
    }
}
