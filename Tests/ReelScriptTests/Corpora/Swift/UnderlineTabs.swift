import Reel
import Foundation

/// The classic "matched underline" tab bar: each tab publishes its bounds with
/// `anchorPreference(key:value:transform:)` (`.bounds`, an `Anchor<CGRect>?` value only for the
/// selected tab), a `PreferenceKey` of the file keeps the first non-nil anchor in
/// `reduce(value:nextValue:)`, and `overlayPreferenceValue` draws the underline in a
/// `GeometryReader`, resolving the anchor with `proxy[anchor]`; changing the selection inside
/// `withAnimation` slides the underline to the new tab.
struct UnderlineTabs: AnimatedScene {
    var format = SceneFormat(width: 300, height: 120, fps: 10, duration: 2, background: .white)
    @State private var selected = 0

    private let titles = ["Home", "Library", "Search", "Me"]

    var body: some View {
        HStack(spacing: 18) {
            ForEach(0..<titles.count, id: \.self) { index in
                Text(titles[index])
                    .font(.headline)
                    .foregroundStyle(selected == index ? Color.primary : Color.secondary)
                    .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { anchor in
                        selected == index ? anchor : nil
                    }
            }
        }
        .padding(.bottom, 8)
        .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY + 4)
                }
            }
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.spring(response: 0.45, dampingFraction: 0.75)) { selected = 2 }
        }
        At(1.2) {
            withAnimation(.easeInOut(duration: 0.4)) { selected = 1 }
        }
    }
}

/// The bounds of the selected tab.
private struct SelectedTabBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}
