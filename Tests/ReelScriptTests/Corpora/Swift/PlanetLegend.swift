import Reel

/// A legend of planets beside their orbits; the highlighted planet moves along the legend and
/// the orbits open out.
///
/// Exercises: an array of labelled tuples (`[(name: String, color: Color, radius: Double)]`)
/// with leading-dot colours, `ForEach(planets, id: \.name)`, label access and `.0`/`.1` of
/// unlabelled tuples, a `@State` tuple whose element is assigned (`focus.row = 2`), a function
/// returning a tuple destructured by `let (width, height) = …`, `for (i, planet) in
/// planets.enumerated()` in a `Canvas`, a `switch` over a tuple with `case (0, _)` and
/// `case let (a, b) where`, `==` on tuples.
struct PlanetLegend: AnimatedScene {
    var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 2, background: .white)
    @State private var focus = (row: 0, wide: false)
    @State private var spread = 1.0

    private let planets: [(name: String, color: Color, radius: Double)] = [
        ("Mercury", .gray, 4), ("Venus", .orange, 7), ("Earth", .blue, 8), ("Mars", .red, 5),
    ]

    var body: some View {
        HStack(spacing: 12) {
            Canvas { context, size in
                let (width, height) = center(of: size)
                for (i, planet) in planets.enumerated() {
                    let orbit = spread * Double(18 + 20 * i)
                    let ring = Path(ellipseIn: CGRect(x: width - orbit, y: height - orbit, width: 2 * orbit, height: 2 * orbit))
                    context.stroke(ring, with: .color(.gray.opacity(0.4)), lineWidth: 1)
                    let angle = Double(i) * 1.3 + spread
                    let x = width + orbit * cos(angle), y = height + orbit * sin(angle)
                    let r = planet.radius
                    context.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .color(planet.color))
                }
            }
            .frame(width: 170, height: 180)
            VStack(alignment: .leading, spacing: 6) {
                ForEach(planets, id: \.name) { planet in
                    HStack(spacing: 6) {
                        Circle().fill(planet.color).frame(width: 10, height: 10)
                        Text(planet.name)
                            .font(.system(size: 12))
                            .foregroundStyle(isFocused(planet.name) ? Color.black : Color.gray)
                    }
                    .padding(4)
                    .background(RoundedRectangle(cornerRadius: 4).fill(isFocused(planet.name) ? badge.1 : Color.clear))
                }
                Text(badge.0).font(.system(size: 11)).foregroundStyle(badge.1)
            }
            .frame(width: 100)
        }
    }

    /// The middle of a size, as a pair.
    private func center(of size: CGSize) -> (Double, Double) {
        (size.width / 2, size.height / 2)
    }

    private func isFocused(_ name: String) -> Bool {
        (planets[focus.row].name, focus.wide) == (name, true) || planets[focus.row].name == name
    }

    /// A caption and its colour for where the focus is.
    private var badge: (String, Color) {
        switch (focus.row, focus.wide) {
        case (0, _): return ("inner", .gray.opacity(0.3))
        case let (row, wide) where wide && row > 1: return ("outer, wide", .orange.opacity(0.3))
        default: return ("middle", .blue.opacity(0.2))
        }
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation(.easeInOut(duration: 0.6)) {
                focus.row = 2
                spread = 1.15
            }
        }
        At(1.3) {
            withAnimation {
                focus = (row: 3, wide: true)
            }
        }
    }
}
