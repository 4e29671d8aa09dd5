import Foundation
import Reel

/// A shape animates two numbers at once through AnimatablePair.
struct Bar: Shape {
    var widthFraction: Double
    var heightFraction: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(widthFraction, heightFraction) }
        set {
            widthFraction = newValue.first
            heightFraction = newValue.second
        }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: rect.height * (1 - heightFraction), width: rect.width * widthFraction, height: rect.height * heightFraction))
    }
}

struct PairShape: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @State var grown = false
    var body: some View {
        Bar(widthFraction: grown ? 1 : 0.2, heightFraction: grown ? 1 : 0.2)
            .fill(Color.green)
            .frame(width: 100, height: 100)
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { grown = true } }
    }
}
