import Reel

/// A card that expands to show details, its chevron turning, then collapses.
///
/// Exercises: a `@ViewBuilder var details` holding an `if` with several views, `animation(_:value:)`
/// scoped to the card, `Bool.toggle()` in events without `withAnimation`, `rotationEffect` of a
/// chevron, `clipShape(RoundedRectangle)`, `Divider`, a `private` row view with two stored
/// `String`s, `ForEach` over an array of structs by a key path (`id: \.label`).
struct ExpandableCard: AnimatedScene {
    var format = SceneFormat(width: 300, height: 220, fps: 10, duration: 3, background: Color(white: 0.93))
    @State private var isExpanded = false

    private let facts = [
        Fact(label: "Distance", value: "5.2 km"),
        Fact(label: "Time", value: "28 min"),
        Fact(label: "Pace", value: "5'23\""),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: "timer")
                    .foregroundStyle(.orange)
                Text("5K Run")
                    .font(.headline)
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
            }
            details
        }
        .padding(14)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 14))
        .padding(14)
        .frame(maxHeight: .infinity, alignment: .top)
        .animation(.spring(response: 0.4, dampingFraction: 0.8), value: isExpanded)
    }

    @ViewBuilder
    private var details: some View {
        if isExpanded {
            Divider()
            ForEach(facts, id: \.label) { fact in
                FactRow(label: fact.label, value: fact.value)
            }
        }
    }

    var timeline: some Timeline {
        At(0.4) { isExpanded.toggle() }
        At(2.0) { isExpanded.toggle() }
    }
}

private struct FactRow: View {
    let label: String
    let value: String

    var body: some View {
        HStack {
            Text(label)
                .foregroundStyle(.secondary)
            Spacer()
            Text(value)
                .bold()
        }
        .font(.subheadline)
    }
}

private struct Fact {
    let label: String
    let value: String
}
