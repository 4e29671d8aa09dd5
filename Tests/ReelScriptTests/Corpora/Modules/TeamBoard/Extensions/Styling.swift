import SwiftUI

extension Color {
    static let highlight = Color.orange
}

extension Member {
    /// The share of the top score this member has.
    var fraction: Double { score / topScore(team) }
}

extension View {
    /// The card every row sits on: 8 points of padding on the module's accent colour.
    func card() -> some View {
        padding(8)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color("Accent")))
    }
}
