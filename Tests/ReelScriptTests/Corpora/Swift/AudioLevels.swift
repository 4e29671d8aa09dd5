import Reel

/// An audio level meter: bars that jump to new levels, with the muted channels tracked in a `Set`.
///
/// Exercises: `Set<Int>` state with `insert`, `remove`, `contains`, `formUnion` and `isEmpty`,
/// `forEach` over an array in an event, `[Double]` state replaced by `map` with an index,
/// `ForEach(levels.indices, id: \.self)`, `Comparable` `min`/`max` clamping in an
/// `extension Double`, `animation(_:value:)` on a container.
struct AudioLevels: AnimatedScene {
    var format = SceneFormat(width: 240, height: 160, fps: 10, duration: 3, background: Color(white: 0.1))
    @State private var levels: [Double] = [0.2, 0.5, 0.3, 0.8, 0.4, 0.6, 0.25]
    @State private var muted: Set<Int> = []

    var body: some View {
        VStack(spacing: 10) {
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(levels.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(muted.contains(index) ? Color.gray : barColor(levels[index]))
                        .frame(width: 18, height: 100 * (muted.contains(index) ? 0.05 : levels[index].clamped))
                }
            }
            .frame(height: 100, alignment: .bottom)
            .animation(.spring(response: 0.25, dampingFraction: 0.55), value: levels)
            .animation(.easeInOut, value: muted)
            Text(muted.isEmpty ? "All channels" : "\(muted.count) muted")
                .font(.caption)
                .foregroundStyle(.white)
        }
    }

    private func barColor(_ level: Double) -> Color {
        level > 0.75 ? .red : (level > 0.5 ? .yellow : .green)
    }

    var timeline: some Timeline {
        At(0.4) {
            levels = levels.enumerated().map { index, level in
                level + (index.isMultiple(of: 2) ? 0.3 : -0.2)
            }
        }
        At(1.0) {
            muted.insert(1)
            muted.formUnion([4, 5])
        }
        At(1.6) {
            var boosted = levels
            [0, 3].forEach { boosted[$0] = 1.2 }
            levels = boosted
            muted.remove(4)
        }
        At(2.2) {
            muted.removeAll()
        }
    }
}

extension Double {
    fileprivate var clamped: Double { min(max(self, 0), 1) }
}
