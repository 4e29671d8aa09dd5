At(0.5) { tap("Next") }
At(1.5) { tap("Next") }
At(2.5) { tap("Get Started") }
