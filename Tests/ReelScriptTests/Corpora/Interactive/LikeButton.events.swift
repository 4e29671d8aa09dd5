At(0.5) { tap("Like") }
At(1.5) { tap("Like") }
