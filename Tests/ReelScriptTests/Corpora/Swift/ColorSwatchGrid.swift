import Reel

/// A palette of colour swatches in an adaptive grid; a selected swatch grows a ring and new
/// swatches are added.
///
/// Exercises: `LazyVGrid(columns: [.init(.adaptive(minimum: 40))])` (an implicit member
/// initialiser inside an array literal), an `Identifiable` and `Hashable` struct, `ForEach` over
/// it without `id:`, `append(.init(…))`, `Set` of selected ids with `insert` and `contains`,
/// `extension Color` with a static function.
struct ColorSwatchGrid: AnimatedScene {
    var format = SceneFormat(width: 260, height: 200, fps: 10, duration: 2.5, background: .white)
    @State private var swatches: [Swatch] = (0..<9).map { Swatch(id: $0, hue: Double($0) / 12) }
    @State private var selected: Set<Int> = []

    private let columns: [GridItem] = [.init(.adaptive(minimum: 40), spacing: 10)]

    var body: some View {
        LazyVGrid(columns: columns, spacing: 10) {
            ForEach(swatches) { swatch in
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.swatch(swatch.hue))
                    .frame(height: 40)
                    .overlay(
                        RoundedRectangle(cornerRadius: 8)
                            .stroke(Color.black.opacity(0.6), lineWidth: selected.contains(swatch.id) ? 3 : 0)
                    )
                    .scaleEffect(selected.contains(swatch.id) ? 0.85 : 1)
                    .transition(.scale)
            }
        }
        .padding()
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                _ = selected.insert(2)
            }
        }
        At(0.9) {
            withAnimation {
                swatches.append(.init(id: 9, hue: 0.75))
                swatches.append(.init(id: 10, hue: 0.83))
                selected.insert(4)
            }
        }
        At(1.6) {
            withAnimation(.easeInOut) {
                selected.remove(2)
                swatches.removeFirst()
            }
        }
    }
}

private struct Swatch: Identifiable, Hashable {
    let id: Int
    let hue: Double
}

extension Color {
    fileprivate static func swatch(_ hue: Double) -> Color {
        Color(hue: hue, saturation: 0.65, brightness: 0.95)
    }
}
