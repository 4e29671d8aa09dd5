import SwiftUI

struct ReorderGrid: View {
    @State private var tiles = ["Red", "Green", "Blue", "Orange", "Purple", "Teal"]
    @State private var dragged: String?
    @State private var dragOffset = CGSize.zero

    private let columns = Array(repeating: GridItem(.fixed(100), spacing: 12), count: 3)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 12) {
            ForEach(tiles, id: \.self) { tile in
                RoundedRectangle(cornerRadius: 16)
                    .fill(color(of: tile))
                    .frame(height: 100)
                    .overlay {
                        Text(tile)
                            .font(.headline)
                            .foregroundStyle(.white)
                    }
                    .accessibilityIdentifier(tile)
                    .scaleEffect(dragged == tile ? 1.1 : 1)
                    .offset(dragged == tile ? dragOffset : .zero)
                    .zIndex(dragged == tile ? 1 : 0)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                dragged = tile
                                dragOffset = value.translation
                            }
                            .onEnded { value in
                                move(tile, by: value.translation)
                            }
                    )
            }
        }
    }

    private func move(_ tile: String, by translation: CGSize) {
        guard let from = tiles.firstIndex(of: tile) else { return }
        let columnShift = Int((translation.width / 112).rounded())
        let rowShift = Int((translation.height / 112).rounded())
        let to = min(max(from + columnShift + rowShift * 3, 0), tiles.count - 1)
        withAnimation(.spring(response: 0.4, dampingFraction: 0.75)) {
            let moved = tiles.remove(at: from)
            tiles.insert(moved, at: to)
            dragged = nil
            dragOffset = .zero
        }
    }

    private func color(of tile: String) -> Color {
        switch tile {
        case "Red": return .red
        case "Green": return .green
        case "Blue": return .blue
        case "Orange": return .orange
        case "Purple": return .purple
        default: return .teal
        }
    }
}

#Preview {
    ReorderGrid()
}
