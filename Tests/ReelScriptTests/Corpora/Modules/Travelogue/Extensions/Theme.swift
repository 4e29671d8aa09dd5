import SwiftUI

extension Color {
    /// The journal's ink: the asset catalog's Brand colour, lighter in dark mode.
    static var brand: Color { Color("Brand") }
}

extension Font {
    /// Body text in the journal's font.
    static var reelBody: Font { .custom("Reel Sans", size: 16) }
}

extension Trip {
    var dayLabel: String {
        days == 1 ? "1 DAY" : "\(days) DAYS"
    }
}
