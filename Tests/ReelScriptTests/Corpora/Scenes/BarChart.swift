import Foundation
import Reel

/// Bars from data, aligned on their bottoms in an HStack.
struct BarChart: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    let data: [Double] = [30, 90, 60, 120]
    var body: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(0..<data.count) { index in
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: 30, height: data[index])
            }
        }
    }
}
