import SwiftUI

@Observable
class AccentTheme {
    var accent: Color = .orange
    var cornerRadius: CGFloat = 8
}

struct AccentSwatch: View {
    @Environment(AccentTheme.self) private var theme

    var body: some View {
        RoundedRectangle(cornerRadius: theme.cornerRadius)
            .fill(theme.accent)
            .frame(width: 120, height: 80)
    }
}

struct SwatchRow: View {
    var body: some View {
        HStack(spacing: 12) {
            AccentSwatch()
            AccentSwatch()
        }
    }
}

struct ThemedScreen: View {
    @State private var theme = AccentTheme()

    var body: some View {
        VStack {
            SwatchRow()
        }
        .environment(theme)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.linear(duration: 0.5)) {
                    theme.accent = .blue
                }
            }
        }
    }
}

#Preview {
    ThemedScreen()
}
