At(0.5) { tap("Week") }
At(1.0) { tap("Month") }
