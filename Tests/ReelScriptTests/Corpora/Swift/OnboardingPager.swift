import Reel

/// Onboarding pages that slide sideways, with a title per page and dots below.
///
/// Exercises: an `enum Page: Int, CaseIterable` with `init(rawValue:)` returning an optional
/// (`Page(rawValue: rawValue + 1) ?? .welcome`), `GeometryReader` giving the page width,
/// `HStack(spacing: 0)` moved by `offset(x:)`, `ForEach(Page.allCases, id: \.rawValue)`, a
/// `private` page view with its own computed properties, `frame(width: proxy.size.width)`.
struct OnboardingPager: AnimatedScene {
    var format = SceneFormat(width: 240, height: 200, fps: 10, duration: 3, background: .white)
    @State private var page: Page = .welcome

    var body: some View {
        VStack(spacing: 12) {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    ForEach(Page.allCases, id: \.rawValue) { item in
                        PageView(page: item)
                            .frame(width: proxy.size.width)
                    }
                }
                .offset(x: -CGFloat(page.rawValue) * proxy.size.width)
            }
            .clipped()
            HStack(spacing: 6) {
                ForEach(Page.allCases, id: \.self) { item in
                    Circle()
                        .fill(item == page ? Color.accentColor : Color.gray.opacity(0.3))
                        .frame(width: 7, height: 7)
                }
            }
        }
        .padding(.vertical, 16)
    }

    var timeline: some Timeline {
        At(0.6) { withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) { page = page.next } }
        At(1.5) { withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) { page = page.next } }
        At(2.4) { withAnimation(.easeInOut(duration: 0.5)) { page = page.next } }
    }
}

private enum Page: Int, CaseIterable {
    case welcome, sync, done

    var next: Page { Page(rawValue: rawValue + 1) ?? .welcome }
}

private struct PageView: View {
    let page: Page

    private var symbol: String {
        switch page {
        case .welcome: return "person.crop.circle.fill"
        case .sync: return "arrow.triangle.2.circlepath"
        case .done: return "checkmark.seal.fill"
        }
    }

    private var title: String {
        switch page {
        case .welcome: return "Welcome"
        case .sync: return "Sync"
        case .done: return "All set"
        }
    }

    var body: some View {
        VStack(spacing: 10) {
            Image(systemName: symbol)
                .font(.system(size: 44))
                .foregroundStyle(Color.accentColor)
            Text(title)
                .font(.title3.bold())
        }
    }
}
