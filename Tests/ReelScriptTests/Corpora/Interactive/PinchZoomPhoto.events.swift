At(0.5) { pinch("Photo", scale: 2.0, duration: 0.5) }
At(1.5) { drag("Photo", by: CGSize(width: 0, height: 120), duration: 0.4) }
At(2.5) { pinch("Photo", scale: 0.75, duration: 0.5, curve: .easeInOut) }
