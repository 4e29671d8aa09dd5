import Reel

/// Controls toggled faster than their transitions run, the case where removals overlap: a badge
/// shown and hidden every 0.2 s with a 0.6 s scale transition (so it is removed again while its
/// earlier removal still runs), an `if`/`else` pair swapped at the same pace with asymmetric
/// move transitions, and a `ForEach` whose items are removed and put back mid-transition.
///
/// Exercises: `if` without `else` toggled under animation before its transition ends,
/// `if`/`else` branches with `.asymmetric(insertion:removal:)` transitions, `ForEach` over an
/// array of `Int`s filtered, appended to and re-assigned inside `withAnimation`,
/// several `At` events closer together than their animations, `Bool.toggle()`.
struct FlickeringToggles: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 2.2, background: .white)
    @State private var showsBadge = true
    @State private var isOn = false
    @State private var items = [1, 2, 3, 4, 5]

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 12) {
                Text("Inbox").font(.headline)
                if showsBadge {
                    Text("3")
                        .font(.caption)
                        .bold()
                        .foregroundStyle(.white)
                        .frame(width: 22, height: 22)
                        .background(Circle().fill(.red))
                        .transition(.scale)
                }
            }
            ZStack {
                if isOn {
                    Capsule().fill(.green).frame(width: 90, height: 30)
                        .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity))
                } else {
                    Capsule().fill(.gray).frame(width: 90, height: 30)
                        .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .scale))
                }
            }
            .frame(width: 200, height: 34)
            HStack(spacing: 6) {
                ForEach(items, id: \.self) { item in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(Color(hue: Double(item) / 6, saturation: 0.7, brightness: 0.9))
                        .frame(width: 26, height: 26)
                        .transition(.scale.combined(with: .opacity))
                }
            }
            .frame(height: 30)
        }
    }

    var timeline: some Timeline {
        At(0.2) { withAnimation(.easeInOut(duration: 0.6)) { showsBadge.toggle(); isOn.toggle() } }
        At(0.4) { withAnimation(.easeInOut(duration: 0.6)) { showsBadge.toggle(); items = items.filter { $0 % 2 == 1 } } }
        At(0.6) { withAnimation(.easeInOut(duration: 0.6)) { showsBadge.toggle(); isOn.toggle(); items = [1, 2, 3, 4, 5] } }
        At(0.75) { withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) { isOn.toggle(); items = [2, 4] } }
        At(0.9) { withAnimation(.easeInOut(duration: 0.6)) { showsBadge.toggle(); items = [1, 2, 3, 4, 5] } }
        At(1.0) { withAnimation(.easeInOut(duration: 0.6)) { isOn.toggle(); items = items.filter { $0 != 3 } } }
        At(1.1) { withAnimation(.easeInOut(duration: 0.6)) { showsBadge.toggle(); items.append(3) } }
    }
}
