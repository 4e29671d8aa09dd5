import Reel

struct GenericSpecialization: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Box<Circle>.sample
    }
}

struct Box<Content: View>: View {
    var content: Content

    var body: some View {
        content.padding(4)
    }

    static var sample: Box<Circle> { Box<Circle>(content: Circle()) }
}
