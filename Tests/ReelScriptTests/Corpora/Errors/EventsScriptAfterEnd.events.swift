At(0.5) { tap("Add") }
At(4) { tap("Add") }
