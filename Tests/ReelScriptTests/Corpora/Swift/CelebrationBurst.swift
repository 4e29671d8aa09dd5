import Reel

/// A celebration burst: coloured dots fly out from a check mark and fade away.
///
/// Exercises: `ForEach` over an array of `Identifiable` structs, `map` with a tuple-destructuring
/// closure over `enumerated()` (`{ index, word in … }`), a repeatable pseudo-random spread from a
/// hash of the index (`fract(sin(x) * 43758.5453)`, as shader-minded code writes it), `.init(width:
/// height:)` where a `CGSize` is expected, `cos`/`sin` of angles, `palette[i % palette.count]`,
/// `withAnimation(.easeOut)`.
struct CelebrationBurst: AnimatedScene {
    var format = SceneFormat(width: 240, height: 240, fps: 10, duration: 2, background: .white)
    @State private var burst = false

    private let palette: [Color] = [.pink, .orange, .yellow, .green, .blue, .purple]

    private var particles: [BurstDot] {
        (0..<14).map { i in
            BurstDot(id: i, angle: Double(i) / 14 * 2 * .pi, distance: 70 + 30 * jitter(i),
                     color: palette[i % palette.count])
        }
    }

    var body: some View {
        ZStack {
            ForEach(particles) { particle in
                Circle()
                    .fill(particle.color)
                    .frame(width: 10, height: 10)
                    .offset(burst ? particle.offset : .zero)
                    .opacity(burst ? 0 : 1)
                    .scaleEffect(burst ? 0.4 : 1)
            }
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 56))
                .foregroundStyle(.green)
                .scaleEffect(burst ? 1.1 : 0.9)
            HStack(spacing: 4) {
                ForEach(labels, id: \.self) { label in
                    Text(label).font(.caption2)
                }
            }
            .offset(y: 80)
        }
    }

    private var labels: [String] {
        ["Saved", "to", "Photos"].enumerated().map { index, word in
            index == 0 ? word.uppercased() : word
        }
    }

    var timeline: some Timeline {
        At(0.3) {
            withAnimation(.easeOut(duration: 1.2)) { burst = true }
        }
    }
}

private struct BurstDot: Identifiable {
    let id: Int
    let angle: Double
    let distance: Double
    let color: Color

    var offset: CGSize {
        .init(width: cos(angle) * distance, height: sin(angle) * distance)
    }
}

/// A repeatable number in 0..<1 for `seed`.
private func jitter(_ seed: Int) -> Double {
    let x = sin(Double(seed) * 12.9898) * 43758.5453
    return x - x.rounded(.down)
}
