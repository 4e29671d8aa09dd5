import SwiftUI

struct Player: Identifiable, Hashable {
    let name: String
    let country: String
    var score: Int
    var accuracy: Double

    var id: String { name }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    static func == (lhs: Player, rhs: Player) -> Bool {
        lhs.name == rhs.name
    }
}

enum Tier {
    case bronze, silver, gold

    static func of(_ score: Int) -> Tier {
        switch score {
        case ..<1_000: return .bronze
        case 1_000..<5_000: return .silver
        case 5_000...: return .gold
        default: return .bronze
        }
    }

    var color: Color {
        switch self {
        case .bronze: return .brown
        case .silver: return .gray
        case .gold: return .yellow
        }
    }
}

struct PlayerRow: View {
    let rank: Int
    let player: Player

    var body: some View {
        HStack(spacing: 12) {
            Text("\(rank)")
                .font(.headline)
                .frame(width: 24)
            Circle()
                .fill(Tier.of(player.score).color)
                .frame(width: 12, height: 12)
            VStack(alignment: .leading) {
                Text(player.name)
                    .font(.headline)
                Text("\(player.accuracy, format: .percent.precision(.fractionLength(1))) accuracy")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(player.score, format: .number)")
                .font(.body.monospacedDigit())
        }
        .padding(.vertical, 6)
    }
}

struct Leaderboard: View {
    @State private var players = [
        Player(name: "Mia", country: "SE", score: 4_850, accuracy: 0.912),
        Player(name: "Kenji", country: "JP", score: 12_400, accuracy: 0.874),
        Player(name: "Ava", country: "US", score: 730, accuracy: 0.655),
        Player(name: "Liam", country: "IE", score: 2_015, accuracy: 0.7),
    ]
    @State private var followed: Set<Player> = []

    var ranked: [Player] {
        players.sorted { $0.score > $1.score }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Leaderboard")
                .font(.largeTitle.bold())
                .padding(.bottom, 8)
            ForEach(Array(ranked.enumerated()), id: \.element) { index, player in
                PlayerRow(rank: index + 1, player: player)
                    .background(followed.contains(player) ? Color.blue.opacity(0.15) : Color.clear)
            }
            Spacer()
        }
        .padding()
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation(.easeInOut(duration: 0.5)) {
                    players[0].score += 600
                    followed.insert(Player(name: "Mia", country: "", score: 0, accuracy: 0))
                }
            }
        }
    }
}

#Preview {
    Leaderboard()
}
