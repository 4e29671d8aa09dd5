// A swipe left across the first card; the cards coast on.
At(0.5) { scroll("Card 1", by: CGSize(width: -200, height: 0), duration: 0.25) }
// Pulled right past the leading edge, the row rubber-bands and springs back.
At(4.0) { scroll(at: CGPoint(x: 100, y: 440), by: CGSize(width: 1200, height: 0), duration: 0.5) }
