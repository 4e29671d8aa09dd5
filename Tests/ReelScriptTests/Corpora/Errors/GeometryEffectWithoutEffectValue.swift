import Reel

struct Lean: GeometryEffect {
    var amount: CGFloat
    func transform(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
    }
}

struct GeometryEffectWithoutEffectValue: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Color.red.frame(width: 40, height: 40).modifier(Lean(amount: 0.3))
    }
}
