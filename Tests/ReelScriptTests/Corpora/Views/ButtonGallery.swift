import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var color: Color = .indigo

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(color, in: Capsule())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            configuration.title
            configuration.icon
        }
    }
}

struct ButtonGallery: View {
    var body: some View {
        VStack(spacing: 20) {
            Button("Automatic") {}
            Button("Bordered") {}
                .buttonStyle(.bordered)
            Button("Prominent") {}
                .buttonStyle(.borderedProminent)
            Button("Delete", role: .destructive) {}
                .buttonStyle(.borderedProminent)
            Button("Capsule") {}
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)
                .tint(.orange)
            Button("Share", systemImage: "square.and.arrow.down") {}
            Button("Custom") {}
                .buttonStyle(PillButtonStyle())
            Label("Next", systemImage: "star.fill")
                .labelStyle(TrailingIconLabelStyle())
            Label("Icon only", systemImage: "heart.fill")
                .labelStyle(.iconOnly)
        }
    }
}

#Preview("Gallery") {
    ButtonGallery()
}

#Preview("Gallery dark") {
    ButtonGallery()
        .preferredColorScheme(.dark)
}
