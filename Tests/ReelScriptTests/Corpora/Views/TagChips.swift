import SwiftUI

struct Chip: View {
    let color: Color

    var body: some View {
        Capsule()
            .fill(color)
            .frame(width: 60, height: 28)
    }
}

struct TagChips: View {
    var body: some View {
        HStack(spacing: 8) {
            Chip(color: .pink)
            Chip(color: .mint)
            Chip(color: .teal)
        }
        .padding(12)
    }
}

#Preview("Chips", traits: .sizeThatFitsLayout) {
    TagChips()
}

#Preview("Fixed", traits: .fixedLayout(width: 300, height: 120)) {
    TagChips()
}
