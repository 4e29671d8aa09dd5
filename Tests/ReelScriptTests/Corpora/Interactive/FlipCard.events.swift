At(0.5) { tap("Tap to flip") }
At(1.5) { tap(at: CGPoint(x: 196, y: 426)) }
