At(0.5) { tap(at: CGPoint(x: 196.5, y: 421.575)) }
