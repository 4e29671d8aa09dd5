import Foundation
import Reel

/// Radar-chart rings drawn as arcs from 0 to 360 degrees, clockwise, inside a geometry reader.
struct RadarRings: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        GeometryReader { proxy in
            Path { p in
                let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
                for ring in 1...3 {
                    let radius = 20.0 * Double(ring)
                    p.move(to: CGPoint(x: center.x + radius, y: center.y))
                    p.addArc(center: center, radius: radius, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)
                }
            }
            .stroke(Color.black, lineWidth: 4)
        }
    }
}
