import SwiftUI

struct TeamBoard: View {
    var body: some View {
        VStack(spacing: 12) {
            ForEach(team) { member in
                ScoreBar(member: member)
            }
        }
    }
}

#Preview("Board") {
    TeamBoard()
}

#Preview("Top") {
    ScoreBar(member: team[0])
        .padding(20)
}
