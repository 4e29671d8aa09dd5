import Reel

/// A floating action button that fans its actions out on a quarter circle, its plus sign
/// turning into a cross.
///
/// Exercises: `ForEach(Array(actions.enumerated()), id: \.offset)` reading `.offset` and
/// `.element`, a `private` struct with `static let all` of actions, angles computed with
/// `Angle.degrees`/`.radians`, `.init(width:height:)`-style `CGSize` offsets, a
/// `rotationEffect` on the button, a staggered `.delay` per index, `Bool.toggle()`.
struct ActionMenu: AnimatedScene {
    var format = SceneFormat(width: 240, height: 240, fps: 10, duration: 3, background: .white)
    @State private var isOpen = false

    private let actions = MenuAction.all
    private let radius: CGFloat = 110

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            ForEach(Array(actions.enumerated()), id: \.offset) { index, action in
                Circle()
                    .fill(action.color)
                    .frame(width: 44, height: 44)
                    .overlay(Image(systemName: action.symbol).foregroundStyle(.white))
                    .offset(isOpen ? offset(for: index) : .zero)
                    .scaleEffect(isOpen ? 1 : 0.3)
                    .opacity(isOpen ? 1 : 0)
                    .animation(.spring(response: 0.35, dampingFraction: 0.7).delay(Double(index) * 0.06), value: isOpen)
            }
            Circle()
                .fill(Color.indigo)
                .frame(width: 56, height: 56)
                .overlay(
                    Image(systemName: "plus")
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                )
                .offset(x: -6, y: -6)
                .animation(.spring(), value: isOpen)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        .padding(16)
    }

    private func offset(for index: Int) -> CGSize {
        let step = 90.0 / Double(actions.count - 1)
        let angle = Angle.degrees(180 + step * Double(index))
        return .init(width: cos(angle.radians) * radius - 6, height: sin(angle.radians) * radius - 6)
    }

    var timeline: some Timeline {
        At(0.3) { isOpen.toggle() }
        At(1.9) { isOpen.toggle() }
    }
}

private struct MenuAction {
    let symbol: String
    let color: Color

    static let all = [
        MenuAction(symbol: "camera.fill", color: .orange),
        MenuAction(symbol: "photo", color: .pink),
        MenuAction(symbol: "mic.fill", color: .teal),
    ]
}
