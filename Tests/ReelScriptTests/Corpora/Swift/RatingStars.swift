import Reel

/// A five-star rating that fills star by star, the current star bouncing, with a conditional
/// modifier helper of the kind most SwiftUI code bases carry.
///
/// Exercises: a generic `View` extension with a `@ViewBuilder` body and a closure parameter
/// (`func applyIf<Content: View>(_ condition: Bool, transform: (Self) -> Content)`), `ForEach`
/// over a closed range `1...5`, `Image(systemName:)` chosen by comparison, `@ViewBuilder`
/// computed property with `if`/`else`, `String` interpolation of a `Double` with rounding.
struct RatingStars: AnimatedScene {
    var format = SceneFormat(width: 240, height: 120, fps: 10, duration: 2.5, background: .white)
    @State private var rating = 0

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 6) {
                ForEach(1...5, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .font(.system(size: 26))
                        .foregroundStyle(star <= rating ? Color.yellow : Color.gray.opacity(0.5))
                        .applyIf(star == rating) { view in
                            view.scaleEffect(1.3)
                        }
                }
            }
            caption
        }
    }

    @ViewBuilder
    private var caption: some View {
        if rating == 0 {
            Text("Tap to rate")
                .foregroundStyle(.secondary)
        } else {
            Text("\(rating) of 5")
                .bold()
        }
    }

    var timeline: some Timeline {
        At(0.3) { withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { rating = 1 } }
        At(0.7) { withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { rating = 3 } }
        At(1.3) { withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { rating = 4 } }
    }
}

extension View {
    /// Applies `transform` when `condition` holds, the view unchanged otherwise.
    @ViewBuilder
    fileprivate func applyIf<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
