At(0.3) { tap("Increment") }
At(0.6) { tap("Increment") }
At(0.9) { tap("Increment") }
At(1.2) { tap("Decrement") }
