import Reel

/// Modifiers on several views apply to each of them, and the views stay separate children of
/// the stack: `Group { … }.padding().background(…)`, a `ViewModifier` and an animatable
/// `ViewModifier` on a group, and `content.padding()` in a container whose
/// `@ViewBuilder var content` builds two views.
struct GroupedChips: AnimatedScene {
    var format = SceneFormat(width: 300, height: 220, fps: 10, duration: 2, background: .white)
    @State private var faded = false

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 6) {
                Group {
                    Text("one")
                    Text("two")
                    Text("three")
                }
                .padding(6)
                .background(Capsule().fill(Color.yellow))
            }
            HStack(spacing: 6) {
                Group {
                    Circle().fill(Color.blue)
                    Circle().fill(Color.teal)
                }
                .frame(width: 30, height: 30)
                .modifier(Outlined())
            }
            Group {
                Rectangle().fill(Color.pink).frame(width: 80, height: 14)
                Rectangle().fill(Color.purple).frame(width: 80, height: 14)
            }
            .modifier(Dimmed(amount: faded ? 0.3 : 1))
            Row {
                Text("left")
                Text("right")
            }
        }
    }

    var timeline: some Timeline {
        At(0.7) {
            withAnimation(.easeInOut(duration: 0.8)) { faded = true }
        }
    }
}

private struct Outlined: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(4)
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.gray, lineWidth: 2))
    }
}

private struct Dimmed: ViewModifier, Animatable {
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func body(content: Content) -> some View {
        content.opacity(amount)
    }
}

private struct Row<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 4) {
            content
                .padding(4)
                .border(Color.black)
        }
    }
}
