At(0.5) { tapp("Add") }
At(1.0) { tap(at: CGPoint(x: 10)) }
let delay = 2.0
At(1.5) { longPress("Add", duration: "long") }
