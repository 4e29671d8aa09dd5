import Foundation
import Reel

/// A canvas draws a bar chart from an array, each bar a rounded rectangle.
struct CanvasBars: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    let values: [Double] = [0.25, 0.5, 0.75, 1.0]
    var body: some View {
        Canvas { context, size in
            let width = size.width / Double(values.count)
            for (index, value) in values.enumerated() {
                let height = size.height * value
                let bar = CGRect(x: Double(index) * width + 5, y: size.height - height, width: width - 10, height: height)
                context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.blue))
            }
        }
    }
}
