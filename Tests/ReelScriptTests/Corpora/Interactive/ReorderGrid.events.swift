At(0.5) { drag("Red", by: CGSize(width: 224, height: 0), duration: 0.4) }
At(2.0) { drag("Teal", by: CGSize(width: -112, height: -112), duration: 0.5) }
