import Foundation

/// One person on the board.
struct Member: Identifiable {
    let id: Int
    let name: String
    let score: Double
}

/// The team shown by the previews.
let team: [Member] = [
    Member(id: 1, name: "Ada", score: 100),
    Member(id: 2, name: "Grace", score: 50),
    Member(id: 3, name: "Linus", score: 25),
]

/// The width of a full bar, in points.
let fullBarWidth: CGFloat = 200

/// The highest score of `members`.
func topScore(_ members: [Member]) -> Double {
    members.map(\.score).max() ?? 0
}
