import Reel

/// A tab bar whose underline slides to the selected tab and whose selected icon fills in.
///
/// Exercises: an `enum Tab` nested in the scene with `String` raw values, `CaseIterable` and a
/// computed `icon` switching over `self`, `matchedGeometryEffect(id:in:)` on an underline
/// inserted under the selected tab only, `@Namespace`, a `private` `@ViewBuilder` method taking
/// the tab, `.fill` suffix appended with string concatenation, `foregroundStyle` from a ternary.
struct TabBarUnderline: AnimatedScene {
    var format = SceneFormat(width: 280, height: 120, fps: 10, duration: 3, background: .white)
    @State private var selected: Tab = .home
    @Namespace private var underline

    enum Tab: String, CaseIterable {
        case home, search, profile

        var icon: String {
            switch self {
            case .home: return "house"
            case .search: return "magnifyingglass"
            case .profile: return "person"
            }
        }

        var hasFilledIcon: Bool { self != .search }
    }

    var body: some View {
        HStack {
            ForEach(Tab.allCases, id: \.self) { tab in
                item(tab)
            }
        }
        .padding(.horizontal, 12)
    }

    @ViewBuilder
    private func item(_ tab: Tab) -> some View {
        let isSelected = tab == selected
        VStack(spacing: 6) {
            Image(systemName: isSelected && tab.hasFilledIcon ? tab.icon + ".fill" : tab.icon)
                .font(.title2)
            Text(tab.rawValue)
                .font(.caption)
            ZStack {
                if isSelected {
                    Capsule()
                        .fill(Color.blue)
                        .matchedGeometryEffect(id: "underline", in: underline)
                } else {
                    Capsule()
                        .fill(Color.clear)
                }
            }
            .frame(width: 36, height: 3)
        }
        .foregroundStyle(isSelected ? Color.blue : Color.gray)
        .frame(maxWidth: .infinity)
    }

    var timeline: some Timeline {
        At(0.5) { withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) { selected = .search } }
        At(1.5) { withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) { selected = .profile } }
        At(2.3) { withAnimation(.easeInOut(duration: 0.4)) { selected = .home } }
    }
}
