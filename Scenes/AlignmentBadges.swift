import Foundation
import Reel

/// The same two views — a card and a badge — in a `ZStack(alignment: .topTrailing)`, as an
/// overlay and as a background; the badge is moved by alignment guides so its centre sits on the
/// card's top-trailing corner. `reel inspect AlignmentBadges` shows how the three containers'
/// sizes differ: the stack grows to hold the badge, the overlay and background keep the card's
/// size.
public struct AlignmentBadges: AnimatedScene {
    /// The canvas: 480 × 200 points, a still.
    public var format = SceneFormat(width: 480, height: 200, background: .white)
    /// The scene in its first state.
    public init() {}

    /// The scene's views for the current state.
    public var body: some View {
        HStack(spacing: 40) {
            ZStack(alignment: .topTrailing) {
                BadgeCard()
                CornerBadge()
            }
            BadgeCard().overlay(alignment: .topTrailing) { CornerBadge() }
            Color.clear.frame(width: 100, height: 60).background(alignment: .topTrailing) { CornerBadge() }
                .overlay { BadgeCard() }
        }
    }
}

/// The card of `AlignmentBadges`: an indigo rounded rectangle, 100 × 60.
struct BadgeCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.indigo).frame(width: 100, height: 60)
    }
}

/// The badge of `AlignmentBadges`: a red dot whose alignment guides put its centre on the
/// top-trailing corner it is aligned to.
struct CornerBadge: View {
    var body: some View {
        Circle().fill(Color.red).frame(width: 24, height: 24)
            .alignmentGuide(.top) { d in d.height / 2 }
            .alignmentGuide(.trailing) { d in d.width / 2 }
    }
}
