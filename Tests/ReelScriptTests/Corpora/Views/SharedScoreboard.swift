import SwiftUI

/// A plain class, not observed: two views hold the same instance.
final class Scoreboard {
    var home = 0
    var away = 0

    func score(home isHome: Bool) {
        if isHome { home += 1 } else { away += 1 }
    }
}

struct ScoreColumn: View {
    let board: Scoreboard
    let isHome: Bool

    var body: some View {
        let points = isHome ? board.home : board.away
        VStack(spacing: 4) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(index < points ? (isHome ? Color.blue : Color.red) : Color.gray.opacity(0.3))
                    .frame(width: 30, height: 30)
            }
        }
    }
}

struct SharedScoreboard: View {
    @State private var board = Scoreboard()

    var body: some View {
        HStack(spacing: 40) {
            ScoreColumn(board: board, isHome: true)
            ScoreColumn(board: board, isHome: false)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                board.score(home: true)
                board.score(home: false)
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
                board.score(home: true)
            }
        }
    }
}

#Preview {
    SharedScoreboard()
}
