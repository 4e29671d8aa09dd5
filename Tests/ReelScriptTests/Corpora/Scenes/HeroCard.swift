import Foundation
import Reel

/// A thumbnail grows into a card with matchedGeometryEffect: halfway it is between the two frames.
struct HeroCard: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    @Namespace var hero
    @State var expanded = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear
            if expanded {
                Rectangle()
                    .fill(Color.purple)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 160, height: 160)
                    .offset(x: 20, y: 20)
            } else {
                Rectangle()
                    .fill(Color.purple)
                    .matchedGeometryEffect(id: "card", in: hero)
                    .frame(width: 40, height: 40)
                    .offset(x: 20, y: 20)
            }
        }
    }
    var timeline: some Timeline {
        At(0.5) { withAnimation(.linear(duration: 1)) { expanded = true } }
    }
}
