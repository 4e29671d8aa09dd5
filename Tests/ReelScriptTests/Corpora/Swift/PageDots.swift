import Reel

/// A page indicator: the current page is a stretched capsule, the others small dots.
///
/// Exercises: `ForEach(0..<count, id: \.self)`, a `private` helper view with an explicit `init`
/// taking labelled arguments, `extension Int` with a method, `repeat { } while` in an event,
/// `Self.` static constants, `animation(_:value:)`.
struct PageDots: AnimatedScene {
    var format = SceneFormat(width: 220, height: 100, fps: 10, duration: 2.5, background: Color(white: 0.12))
    @State private var page = 0

    var body: some View {
        PageIndicator(count: 5, current: page)
            .animation(.spring(response: 0.3, dampingFraction: 0.7), value: page)
    }

    var timeline: some Timeline {
        At(0.5) { page = page.next(in: 5) }
        At(1.0) { page = page.next(in: 5) }
        At(1.5) {
            repeat {
                page = page.next(in: 5)
            } while page != 0
        }
    }
}

private struct PageIndicator: View {
    static let dotSize: CGFloat = 8
    static let activeWidth: CGFloat = 24

    let count: Int
    let current: Int

    init(count: Int, current: Int) {
        self.count = count
        self.current = current
    }

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.white : Color.white.opacity(0.35))
                    .frame(width: index == current ? Self.activeWidth : Self.dotSize, height: Self.dotSize)
            }
        }
    }
}

extension Int {
    fileprivate func next(in count: Int) -> Int {
        (self + 1) % count
    }
}
