import Reel

/// A deck of cards: the top card is dismissed and goes to the back of the deck, the cards
/// below move up.
///
/// Exercises: an `Identifiable` struct made `Hashable` by an `extension Card: Hashable {}`, a
/// `static` factory, `firstIndex`-free position lookup with `enumerated()`, `removeFirst()` with
/// `append(_:)` and `insert(_:at:)` in one event, `zIndex` from the position, `ForEach(cards)`,
/// `Self.` inside the struct's own static members, a `private func` computing offsets and scales.
struct CardStack: AnimatedScene {
    var format = SceneFormat(width: 220, height: 220, fps: 10, duration: 3, background: Color(white: 0.92))
    @State private var cards = Card.deck(count: 4)

    var body: some View {
        ZStack {
            ForEach(cards) { card in
                let position = index(of: card)
                RoundedRectangle(cornerRadius: 16)
                    .fill(card.color)
                    .frame(width: 140, height: 100)
                    .overlay(Text("#\(card.id)").font(.title.bold()).foregroundStyle(.white))
                    .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
                    .scaleEffect(1 - CGFloat(position) * 0.08)
                    .offset(y: CGFloat(position) * -14)
                    .zIndex(Double(cards.count - position))
            }
        }
    }

    private func index(of card: Card) -> Int {
        for (offset, element) in cards.enumerated() where element == card {
            return offset
        }
        return 0
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                let top = cards.removeFirst()
                cards.append(top)
            }
        }
        At(1.7) {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) {
                let top = cards.removeFirst()
                cards.insert(top, at: cards.count)
            }
        }
    }
}

private struct Card: Identifiable {
    let id: Int
    let hue: Double

    var color: Color { Color(hue: hue, saturation: 0.6, brightness: 0.85) }

    static func deck(count: Int) -> [Card] {
        (1...count).map { Self.make($0) }
    }

    static func make(_ number: Int) -> Card {
        Card(id: number, hue: Double(number) * 0.17)
    }
}

extension Card: Hashable {}
