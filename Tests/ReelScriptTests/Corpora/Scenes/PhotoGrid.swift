import Foundation
import Reel

/// A LazyVGrid of three flexible columns lays twelve tiles out in four rows.
struct PhotoGrid: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    let columns = [GridItem(.flexible(), spacing: 10), GridItem(.flexible(), spacing: 10), GridItem(.flexible(), spacing: 10)]
    var body: some View {
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(0..<12) { index in
                Rectangle()
                    .fill(Color(hue: Double(index) / 12, saturation: 0.7, brightness: 0.9))
                    .frame(height: 30)
            }
        }
        .frame(width: 170)
    }
}
