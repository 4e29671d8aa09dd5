import SwiftUI

struct Board: View {
    var body: some View {
        VStack(spacing: 8) {
            Tag(label: "New")
            Tag(label: "Done", tint: .gren)
        }
    }
}

#Preview {
    Board()
}
