import Reel

/// A badge that flips between two looks: an enum of styles with a computed colour, a view
/// extension for the card look, and `toggle()` inside `withAnimation { }`.
struct TogglingBadge: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 2, background: .white)
    @State private var isOn = false
    @State private var style = BadgeStyle.calm

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(style.tint)
                .frame(width: isOn ? 60 : 30, height: isOn ? 60 : 30)
            Text(isOn ? "On" : "Off")
                .font(.headline)
        }
        .badgeCard()
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation { isOn.toggle() }
        }
        At(1.2) {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                style = .loud
                isOn.toggle()
            }
        }
    }
}

private enum BadgeStyle {
    case calm, loud

    var tint: Color {
        switch self {
        case .calm: return .teal
        case .loud: return .orange
        }
    }
}

private extension View {
    func badgeCard() -> some View {
        padding(16)
            .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.93)))
    }
}
