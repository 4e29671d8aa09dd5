// Press, hold past the half second, then drag the card 100 pt right and 120 pt down.
At(0.5) { drag("Card", through: [CGPoint(x: 296.5, y: 558.5)], hold: 0.6, duration: 0.5) }
// A drag without the press: the long press fails, and the card stays.
At(2.5) { drag("Card", by: CGSize(width: -150, height: 0), duration: 0.4) }
// Pressed again where it was dropped, and moved 50 pt left and 200 pt up.
At(3.5) { drag("Card", through: [CGPoint(x: 246.5, y: 358.5)], hold: 0.6, duration: 0.5) }
