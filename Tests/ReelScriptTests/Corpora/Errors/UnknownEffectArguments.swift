import Reel

// The unknown modifier is one error: its argument '.wiggle' has no type to be looked up in, so it
// is not a second one; '.heavyy' in a font is looked up among Font's members, not Font.Weight's.
struct UnknownEffectArguments: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100)

    var body: some View {
        VStack {
            Image(systemName: "bell").sparkleEffect(.wiggle, value: 1)
            Text("Hi").font(.heavyy)
            Text("Ho").transition(.slid)
        }
    }
}
