import SwiftUI

struct Reaction: Identifiable {
    let id: Int
    let emoji: String
    let count: Int
}

struct ReactionPill: View {
    let reaction: Reaction

    var body: some View {
        HStack(spacing: 4) {
            Text(reaction.emoji)
            Text("\(reaction.count)")
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Color(.systemGray6), in: Capsule())
    }
}

struct EmojiReactions: View {
    let reactions = [
        Reaction(id: 0, emoji: "❤️", count: 12),
        Reaction(id: 1, emoji: "😂", count: 8),
        Reaction(id: 2, emoji: "👍", count: 31),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Team lunch on Friday? 🍕")
                .font(.body)
            HStack(spacing: 8) {
                ForEach(reactions) { reaction in
                    ReactionPill(reaction: reaction)
                }
            }
        }
        .padding()
    }
}

#Preview {
    EmojiReactions()
}
