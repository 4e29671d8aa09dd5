import Reel

/// A team score board: bars for the players still in the game, sorted by score, with the total
/// and the leader; scores come in and a player drops out.
///
/// Exercises: key paths as functions (`players.map(\.score)`, `filter(\.isActive)`), operators
/// as functions (`reduce(0, +)`), an initialiser as a function (`compactMap(Int.init)`), `sorted(by:)`, `max(by:)`, `compactMap`, `first(where:)`,
/// `firstIndex(where:)`, `contains(where:)`, `allSatisfy`, `zip` of two arrays in a `ForEach`
/// identified by `\.0`, `append(contentsOf:)` in an event.
struct ScoreBoard: AnimatedScene {
    var format = SceneFormat(width: 260, height: 220, fps: 10, duration: 2, background: Color(white: 0.96))
    @State private var players: [Player] = [
        Player(name: "Ada", score: 12, isActive: true),
        Player(name: "Bo", score: 7, isActive: true),
        Player(name: "Cy", score: 15, isActive: true),
    ]
    @State private var bonuses: [String] = ["2", "x", "3"]

    private var standing: [Player] {
        players.filter(\.isActive).sorted(by: { $0.score > $1.score })
    }

    private var total: Int {
        players.map(\.score).reduce(0, +) + bonuses.compactMap(Int.init).reduce(0, +)
    }

    private var leader: String {
        players.max(by: { $0.score < $1.score })?.name ?? "-"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total \(total) · lead \(leader)")
                .font(.system(size: 13, weight: .semibold))
            ForEach(Array(zip(standing.map(\.name), standing.map(\.score))), id: \.0) { name, score in
                HStack(spacing: 6) {
                    Text(name).font(.system(size: 11)).frame(width: 30, alignment: .leading)
                    RoundedRectangle(cornerRadius: 3)
                        .fill(players.first(where: { $0.name == name })?.score == players.map(\.score).max() ? Color.orange : Color.teal)
                        .frame(width: Double(score) * 8, height: 14)
                }
            }
            HStack(spacing: 4) {
                ForEach(bonuses, id: \.self) { bonus in
                    Capsule()
                        .fill(Int(bonus) == nil ? Color.gray.opacity(0.3) : Color.green)
                        .frame(width: 18, height: 8)
                }
            }
            Circle()
                .fill(players.contains(where: { $0.score > 20 }) ? Color.red : Color.blue)
                .opacity(players.allSatisfy(\.isActive) ? 1 : 0.4)
                .frame(width: 12, height: 12)
        }
        .padding(12)
    }

    var timeline: some Timeline {
        At(0.5) {
            withAnimation(.easeOut(duration: 0.5)) {
                if let index = players.firstIndex(where: { $0.name == "Bo" }) {
                    players[index].score += 14
                }
            }
        }
        At(1.2) {
            withAnimation {
                players[0].isActive = false
                bonuses.append(contentsOf: ["4", "y"])
            }
        }
    }
}

private struct Player {
    var name: String
    var score: Int
    var isActive: Bool
}
