// Let go too soon: the ring runs back.
At(0.5) { longPress("Hold", duration: 0.6) }
// Held past the minimum of 1.5 s: confirmed at 3.0 s.
At(1.5) { longPress("Hold", duration: 2.0) }
