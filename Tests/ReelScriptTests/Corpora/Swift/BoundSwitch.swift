import Reel

/// A switch whose state lives in the scene and is changed by a child through a `@Binding`: the
/// child turns it on in its `onAppear` (after a delay of its animation), and another child,
/// inserted at 1.4 s and given a `Binding(get:set:)`, turns it off again when it appears; the
/// light follows the scene's state. A third switch, bound to `Binding.constant(false)`, stays off.
struct BoundSwitch: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 2.5, background: .white)
    @State private var isOn = false
    @State private var showsReset = false

    var body: some View {
        HStack(spacing: 16) {
            VStack(spacing: 8) {
                SwitchTrack(isOn: $isOn)
                SwitchTrack(isOn: Binding.constant(false))
            }
            Circle()
                .fill(isOn ? Color.yellow : Color(white: 0.3))
                .frame(width: 44, height: 44)
            if showsReset {
                Resetter(isOn: Binding(get: { isOn }, set: { isOn = $0 }))
            }
        }
    }

    var timeline: some Timeline {
        At(1.4) { showsReset = true }
    }
}

private struct SwitchTrack: View {
    @Binding var isOn: Bool

    var body: some View {
        Capsule()
            .fill(isOn ? Color.green : Color.gray)
            .frame(width: 70, height: 36)
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle().fill(Color.white).frame(width: 30, height: 30).padding(3)
            }
            .onAppear {
                withAnimation(.easeInOut(duration: 0.4).delay(0.3)) { isOn = true }
            }
    }
}

private struct Resetter: View {
    @Binding var isOn: Bool

    var body: some View {
        Text("reset")
            .font(.caption)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.5)) { isOn.toggle() }
            }
    }
}
