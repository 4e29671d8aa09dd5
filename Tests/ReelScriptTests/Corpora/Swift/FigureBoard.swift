import Reel

/// Figures described by an enum with associated values, drawn by a `switch` that binds them
/// (`case .circle(let radius)`, `case let .rect(width, height)`), made with labels
/// (`.circle(radius: 20)`), compared with the `==` Swift synthesises, and tested with `if case`.
struct FigureBoard: AnimatedScene {
    var format = SceneFormat(width: 260, height: 160, fps: 10, duration: 2, background: .white)
    @State private var figures: [Figure] = [.circle(radius: 20), .rect(width: 40, height: 24), .polygon(sides: 5, size: 44)]
    @State private var highlighted = Figure.circle(radius: 20)

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 16) {
                ForEach(0..<figures.count, id: \.self) { index in
                    FigureView(figure: figures[index], isHighlighted: figures[index] == highlighted)
                }
            }
            if case .rect(let width, _) = highlighted {
                Text("rect \(Int(width)) wide")
            } else {
                Text(highlighted.label)
            }
        }
    }

    var timeline: some Timeline {
        At(0.6) {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                figures[0] = .circle(radius: 30)
                highlighted = .rect(width: 40, height: 24)
            }
        }
        At(1.3) {
            withAnimation { highlighted = Figure.polygon(sides: 5, size: 44) }
        }
    }
}

private enum Figure: Equatable {
    case circle(radius: Double)
    case rect(width: Double, height: Double)
    case polygon(sides: Int, size: Double)

    var label: String {
        switch self {
        case .circle(let radius): return "circle r=\(Int(radius))"
        case let .rect(width, height): return "rect \(Int(width))x\(Int(height))"
        case .polygon(let sides, _): return "\(sides)-gon"
        }
    }
}

private struct FigureView: View {
    let figure: Figure
    let isHighlighted: Bool

    var body: some View {
        shape
            .foregroundColor(isHighlighted ? .orange : .blue)
            .frame(width: 64, height: 64)
    }

    @ViewBuilder private var shape: some View {
        switch figure {
        case .circle(let radius):
            Circle().frame(width: radius * 2, height: radius * 2)
        case .rect(width: let width, height: let height):
            Rectangle().frame(width: width, height: height)
        case .polygon(let sides, let size):
            RegularPolygon(sides: sides).frame(width: size, height: size)
        }
    }
}
