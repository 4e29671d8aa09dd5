// A zigzag through four points, at uniform speed along the polyline.
At(0.5) {
    drag(from: CGPoint(x: 76.5, y: 350), through: [
        CGPoint(x: 146.5, y: 450),
        CGPoint(x: 216.5, y: 350),
        CGPoint(x: 286.5, y: 450),
    ], duration: 0.6)
}
At(2.0) { tap("Clear") }
