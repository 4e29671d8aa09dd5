import Reel

struct UnsupportedNumberFormat: AnimatedScene {
    var format = SceneFormat(width: 200, height: 120)
    @State private var price = 12.5
    @State private var share = 0.25

    var body: some View {
        VStack {
            Text(price.formatted(.currency(code: "EUR")))
            Text(share.formatted(.percent.precision(.fractionLength(1))))
            Text(price, format: .number.notation(.compactName))
            Text(price, format: .number.rounded(rule: .down))
            Text("\(price.formatted())")
        }
    }
}
