import Foundation
import Reel

/// A Grid sizes each column to its widest cell.
struct ScoreGrid: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2, background: .white)
    var body: some View {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 60, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 40, height: 20)
                Color.yellow.frame(width: 30, height: 20)
            }
        }
    }
}
