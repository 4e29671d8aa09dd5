At(0.5) { rotate("Dial", angle: .degrees(90), duration: 0.5) }
At(1.5) { rotate("Dial", angle: .degrees(-45), duration: 0.5, curve: .easeInOut) }
