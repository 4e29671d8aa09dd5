import SwiftUI

struct ScoreTile: View {
    let team: String
    let score: Int
    let tint: Color

    var body: some View {
        VStack(spacing: 8) {
            Text(team)
                .font(.headline)
                .foregroundStyle(.secondary)
            Text("\(score)")
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .monospacedDigit()
                .foregroundStyle(tint)
                .contentTransition(.numericText(value: Double(score)))
        }
        .frame(width: 140, height: 140)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(tint.opacity(0.12))
        )
    }
}

struct ScoreBoard: View {
    @State private var home = 18
    @State private var away = 21

    var body: some View {
        VStack(spacing: 24) {
            Text("Final Quarter")
                .font(.title2.bold())
            HStack(spacing: 20) {
                ScoreTile(team: "Home", score: home, tint: .blue)
                ScoreTile(team: "Away", score: away, tint: .red)
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.easeInOut(duration: 0.6)) {
                    home += 7
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                withAnimation(.easeInOut(duration: 0.6)) {
                    away -= 3
                }
            }
        }
    }
}

#Preview {
    ScoreBoard()
}
