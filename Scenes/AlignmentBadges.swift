import Foundation
import Reel

/// The same two views — a card and a badge — in a `ZStack(alignment: .topTrailing)`, as an
/// overlay and as a background; the badge is moved by alignment guides so its centre sits on the
/// card's top-trailing corner. `reel inspect AlignmentBadges` shows how the three containers'
/// sizes differ: the stack grows to hold the badge, the overlay and background keep the card's size.
public struct AlignmentBadges: AnimatedScene {
    public var format = SceneFormat(width: 480, height: 200, background: .white)
    public init() {}

    var card: some View { RoundedRectangle(cornerRadius: 12).fill(Color.indigo).frame(width: 100, height: 60) }
    var badge: some View {
        Circle().fill(Color.red).frame(width: 24, height: 24)
            .alignmentGuide(.top) { d in d.height / 2 }
            .alignmentGuide(.trailing) { d in d.width / 2 }
    }

    public var body: some View {
        HStack(spacing: 40) {
            ZStack(alignment: .topTrailing) {
                card
                badge
            }
            card.overlay(alignment: .topTrailing) { badge }
            Color.clear.frame(width: 100, height: 60).background(alignment: .topTrailing) { badge }
                .overlay { card }
        }
    }
}
