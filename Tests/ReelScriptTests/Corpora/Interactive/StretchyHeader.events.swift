// Pulled down from a row: the header stretches with the rubber band, then springs back.
At(0.5) { scroll("Row 2", by: CGSize(width: 0, height: 300), duration: 0.5) }
// Scrolled up slowly and held: the header moves away with the content.
At(3.0) { scroll("Row 4", by: CGSize(width: 0, height: -150), duration: 0.5) }
