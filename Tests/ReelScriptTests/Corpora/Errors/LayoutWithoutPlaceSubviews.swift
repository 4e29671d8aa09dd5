import Reel

struct LayoutWithoutPlaceSubviews: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Stacked {
            Circle().frame(width: 20, height: 20)
        }
    }
}

struct Stacked: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
