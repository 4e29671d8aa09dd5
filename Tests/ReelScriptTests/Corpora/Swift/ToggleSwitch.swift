import Reel

/// A custom toggle switch: a knob sliding in a capsule track whose colour follows the state.
///
/// Exercises: `extension Color` with `static let` brand colours, a `private` helper view with
/// its own properties and an explicit `init`, `toggle()`, `withAnimation(.spring)`, `ZStack`
/// with `alignment:` chosen by a ternary, `shadow`, `Capsule`.
struct ToggleSwitch: AnimatedScene {
    var format = SceneFormat(width: 280, height: 140, fps: 10, duration: 2, background: Color(white: 0.96))
    @State private var wifi = false
    @State private var bluetooth = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            SwitchRow(title: "Wi-Fi", isOn: wifi)
            SwitchRow(title: "Bluetooth", isOn: bluetooth)
        }
        .padding()
    }

    var timeline: some Timeline {
        At(0.3) {
            withAnimation(.spring()) { wifi.toggle() }
        }
        At(1.0) {
            withAnimation(.spring()) {
                bluetooth.toggle()
            }
        }
    }
}

extension Color {
    fileprivate static let switchOn = Color(red: 0.2, green: 0.78, blue: 0.35)
    fileprivate static let switchOff = Color(white: 0.82)
}

private struct SwitchRow: View {
    let title: String
    let isOn: Bool
    private let size: CGSize

    init(title: String, isOn: Bool) {
        self.title = title
        self.isOn = isOn
        self.size = CGSize(width: 52, height: 30)
    }

    var body: some View {
        HStack {
            Text(title)
                .font(.body)
            Spacer()
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule()
                    .fill(isOn ? Color.switchOn : Color.switchOff)
                Circle()
                    .fill(.white)
                    .frame(width: size.height - 4, height: size.height - 4)
                    .padding(2)
                    .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
            }
            .frame(width: size.width, height: size.height)
        }
        .frame(width: 240)
    }
}
