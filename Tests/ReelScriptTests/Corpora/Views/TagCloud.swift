import SwiftUI

struct TagChip: View {
    let word: String

    var body: some View {
        Text(word)
            .font(.subheadline)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.teal.opacity(0.2)))
    }
}

struct TagCloud: View {
    let caption = "swift animation layout spring swift gesture canvas layout"
    @State private var angle: Double = 0
    @State private var expanded = false

    var words: [String] {
        var unique: [String] = []
        for word in caption.split(separator: " ").map({ String($0).capitalized }) where !unique.contains(word) {
            unique.append(word)
        }
        return unique
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(String(caption.prefix(5)).uppercased() + " · " + String(caption.suffix(6)))
                .font(.caption)
                .foregroundStyle(.secondary)
            ForEach(words.dropFirst(expanded ? 0 : 3), id: \.self) { word in
                TagChip(word: word)
            }
            Image(systemName: "arrow.up")
                .font(.title)
                .rotationEffect(.radians(angle))
                .transaction { transaction in
                    transaction.animation = nil
                }
        }
        .padding()
        .onAppear {
            withAnimation(.easeOut(duration: 0.4)) {
                expanded = true
                angle = .pi
            }
        }
    }
}

#Preview {
    TagCloud()
}
