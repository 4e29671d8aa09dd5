At(0.3) { tap("Cups: 1", part: .increment) }
At(0.6) { tap("Cups: 2", part: .increment) }
At(0.9) { tap("Cups: 3", part: .decrement) }
