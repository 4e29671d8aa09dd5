import Reel

struct Dot: View {
    var body: some View {
        Circle().fill(Color.red)
    }
}
