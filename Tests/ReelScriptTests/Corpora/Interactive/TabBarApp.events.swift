At(0.5) { tap("Favorites") }
At(1.0) { tap("Home") }
At(1.5) { tap(at: CGPoint(x: 330, y: 795)) }
