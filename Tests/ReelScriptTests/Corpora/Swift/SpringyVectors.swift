import Reel

/// Three dots pulled towards a target by a hand-written spring step, the way small physics
/// toys are written: a 2D vector type with operators, positions advanced through `inout`.
///
/// Exercises: a `struct Vector2` with `static func +`, `-`, `*` (scalar) and `+=` overloads,
/// `static let zero` read as `Self.zero` and `.zero`, a `mutating func`, a free function taking
/// `inout` arguments (`step(&position, &velocity, toward:)`), a `while` loop simulating the
/// spring to the time the target moved, `TimelineView(.animation)` turning time into steps.
struct SpringyVectors: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 2.5, background: Color(white: 0.1))
    @State private var target = Vector2(x: 60, y: 90)
    @State private var movedAt = 0.0

    var body: some View {
        TimelineView(.animation) { context in
            let elapsed = context.date.timeIntervalSinceReferenceDate - movedAt
            ZStack(alignment: .topLeading) {
                Circle()
                    .stroke(Color.white.opacity(0.4), lineWidth: 1)
                    .frame(width: 24, height: 24)
                    .offset(x: target.x - 12, y: target.y - 12)
                ForEach(0..<3) { index in
                    let p = simulate(from: Vector2(x: 60, y: 90), to: target,
                                     stiffness: 40 + Double(index) * 30, seconds: elapsed)
                    Circle()
                        .fill(Color(hue: 0.55 + Double(index) * 0.1, saturation: 0.7, brightness: 1))
                        .frame(width: 12, height: 12)
                        .offset(x: p.x - 6, y: p.y - 6)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    var timeline: some Timeline {
        At(0.5) {
            target = Vector2(x: 180, y: 60)
            movedAt = 0.5
        }
        At(1.5) {
            target.nudge(by: Vector2(x: -40, y: 80))
            movedAt = 1.5
        }
    }
}

private struct Vector2: Equatable {
    var x: Double
    var y: Double

    static let zero = Vector2(x: 0, y: 0)

    static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
        Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    static func * (lhs: Vector2, rhs: Double) -> Vector2 {
        Vector2(x: lhs.x * rhs, y: lhs.y * rhs)
    }

    static func += (lhs: inout Vector2, rhs: Vector2) {
        lhs = lhs + rhs
    }

    var length: Double { (x * x + y * y).squareRoot() }

    mutating func nudge(by delta: Vector2) {
        self += delta
    }

    var isResting: Bool { self == Self.zero }
}

/// One explicit Euler step of a damped spring.
private func step(_ position: inout Vector2, _ velocity: inout Vector2, toward target: Vector2, stiffness: Double) {
    let dt = 1.0 / 60
    let force = (target - position) * stiffness - velocity * 6
    velocity += force * dt
    position += velocity * dt
}

/// Where a dot released at `start` is after `seconds` of being pulled towards `target`
/// (the dot starts from the previous target each time the target moves, as a toy does).
private func simulate(from start: Vector2, to target: Vector2, stiffness: Double, seconds: Double) -> Vector2 {
    var position = start
    var velocity = Vector2.zero
    var elapsed = 0.0
    while elapsed < min(seconds, 3) {
        step(&position, &velocity, toward: target, stiffness: stiffness)
        elapsed += 1.0 / 60
    }
    return position
}
