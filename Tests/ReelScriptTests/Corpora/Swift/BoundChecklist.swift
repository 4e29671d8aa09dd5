import Reel

/// Rows bound into the scene's array: `ForEach($items) { $item in … }` gives each row a binding to
/// its element, which the row changes in its `onAppear` (the tea is ticked after 0.3 s); a nested
/// field is bound by index (`$items[2].detail.flagged`), flagged by its marker's `onChange` when
/// the scene's `At` event ticks the second row through the state. Names are listed by `\.self`.
struct BoundChecklist: AnimatedScene {
    var format = SceneFormat(width: 240, height: 200, fps: 10, duration: 1.5, background: .white)
    @State private var items = [
        ChecklistItem(id: 1, title: "Tea"),
        ChecklistItem(id: 2, title: "Milk"),
        ChecklistItem(id: 3, title: "Eggs"),
    ]
    @State private var names = ["a", "b"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach($items) { $item in
                ChecklistRow(item: $item)
            }
            FlagMarker(isFlagged: $items[2].detail.flagged, trigger: items[1].done)
            HStack {
                ForEach($names, id: \.self) { $name in
                    Text(name).font(.caption)
                }
            }
        }
    }

    var timeline: some Timeline {
        At(0.8) { withAnimation(.linear(duration: 0.4)) { items[1].done = true } }
    }
}

private struct ChecklistDetail {
    var flagged = false
}

private struct ChecklistItem: Identifiable {
    let id: Int
    var title: String
    var done = false
    var detail = ChecklistDetail()
}

private struct ChecklistRow: View {
    @Binding var item: ChecklistItem

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(item.done ? Color.green : Color.gray)
                .frame(width: 24, height: 24)
            Text(item.title)
        }
        .onAppear {
            if item.title == "Tea" {
                withAnimation(.easeInOut(duration: 0.3)) { item.done = true }
            }
        }
    }
}

private struct FlagMarker: View {
    @Binding var isFlagged: Bool
    let trigger: Bool

    var body: some View {
        Circle()
            .fill(isFlagged ? Color.orange : Color.blue)
            .frame(width: 20, height: 20)
            .onChange(of: trigger) { isFlagged = true }
    }
}
