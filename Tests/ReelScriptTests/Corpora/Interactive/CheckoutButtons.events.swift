At(0.5) { longPress("Keep Shopping", duration: 0.5) }
At(1.5) { drag("Check Out", by: CGSize(width: 0, height: 200), duration: 0.4) }
At(2.5) { longPress("Check Out", duration: 0.5) }
