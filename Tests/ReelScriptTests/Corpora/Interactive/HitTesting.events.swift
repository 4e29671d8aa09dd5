At(0.2) { tap("Behind") }
At(0.5) { tap("Covered") }
At(0.8) { tap(at: CGPoint(x: 280, y: 458)) }
