At(0.5) { tap("Start") }
At(1.73) { tap("Stop") }
At(2.5) { tap("Reset") }
At(3.0) { tap("Start") }
At(3.53) { tap("Stop") }
