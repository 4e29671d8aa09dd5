At(0.5) { drag("Corner radius", by: CGSize(width: 120, height: 0), duration: 0.5) }
At(1.5) { drag("Corner radius", by: CGSize(width: 400, height: 30), duration: 0.5) }
