At(0.5) { drag("Card", by: CGSize(width: 100, height: 0), duration: 0.4) }
At(2.0) { drag("Card", by: CGSize(width: 300, height: 0), duration: 0.4) }
