import Reel

/// A short to-do list: items are checked off, a finished item is removed and a new one added.
///
/// Exercises: an `Identifiable`, `Equatable` struct with a `mutating func`, mutating an element
/// in place (`items[1].complete()`), `remove(at:)`, `insert(_:at:)`, `ForEach(items)`, a
/// computed property filtering with `filter` and `count`, `strikethrough`-free styling with
/// `opacity`, a `private` row view, an explicit memberwise-style `init` with defaults.
struct TodoChecklist: AnimatedScene {
    var format = SceneFormat(width: 240, height: 200, fps: 10, duration: 3, background: .white)
    @State private var items: [TodoItem] = [
        TodoItem(id: 1, title: "Buy milk"),
        TodoItem(id: 2, title: "Call Anna"),
        TodoItem(id: 3, title: "Water plants"),
    ]

    private var remaining: Int {
        items.filter { !$0.isDone }.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("\(remaining) left")
                .font(.headline)
            ForEach(items) { item in
                TodoRow(item: item)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    var timeline: some Timeline {
        At(0.4) { withAnimation { items[1].complete() } }
        At(1.0) { withAnimation { items[0].complete() } }
        At(1.6) {
            withAnimation(.easeInOut(duration: 0.5)) {
                items.remove(at: 0)
                items.insert(TodoItem(id: 4, title: "Book flights"), at: 2)
            }
        }
    }
}

private struct TodoItem: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone: Bool

    init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }

    mutating func complete() {
        isDone = true
    }
}

private struct TodoRow: View {
    let item: TodoItem

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.isDone ? .green : .gray)
            Text(item.title)
                .opacity(item.isDone ? 0.4 : 1)
        }
    }
}
