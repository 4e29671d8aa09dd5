import Reel

/// A segmented control whose selection pill slides between segments.
///
/// Exercises: `matchedGeometryEffect` with `@Namespace`, an `enum` with `String` raw values and
/// `CaseIterable` iterated by `ForEach(Filter.allCases, id: \.self)`, `rawValue.capitalized`-free
/// titles from a computed property, `==` between a state enum and a loop variable, a state enum
/// assigned with a leading dot in an event.
struct SegmentedPicker: AnimatedScene {
    var format = SceneFormat(width: 280, height: 120, fps: 10, duration: 2.5, background: .white)
    @State private var selection: Filter = .all
    @Namespace private var pill

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Filter.allCases, id: \.self) { filter in
                Text(filter.title)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selection == filter ? .white : .primary)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if selection == filter {
                            Capsule()
                                .fill(Color.indigo)
                                .matchedGeometryEffect(id: "pill", in: pill)
                        }
                    }
            }
        }
        .padding(4)
        .background(Capsule().fill(Color(white: 0.92)))
        .padding(.horizontal, 16)
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.snappy) { selection = .unread }
        }
        At(1.4) {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { selection = .flagged }
        }
    }
}

private enum Filter: String, CaseIterable {
    case all, unread, flagged

    var title: String {
        switch self {
        case .all: return "All"
        case .unread: return "Unread"
        case .flagged: return "Flagged"
        }
    }
}
