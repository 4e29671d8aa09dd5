// A flick up: 240 pt in 0.2 s, then the list coasts.
At(0.5) { scroll("Message number 3", by: CGSize(width: 0, height: -240), duration: 0.2) }
// A hard flick back down: the list stops at its top.
At(5.0) { scroll("Message number 20", by: CGSize(width: 0, height: 400), duration: 0.2) }
