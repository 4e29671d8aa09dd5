import SwiftUI

struct ThemedSwatch: View {
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(colorScheme == .dark ? Color.yellow : Color.blue)
            .frame(width: 160, height: 100)
    }
}

struct DarkModeCard: View {
    var body: some View {
        VStack(spacing: 24) {
            ThemedSwatch()
            ThemedSwatch()
                .environment(\.colorScheme, .light)
        }
    }
}

#Preview("Dark") {
    DarkModeCard()
        .preferredColorScheme(.dark)
}

#Preview("Light") {
    DarkModeCard()
}
