import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoList: View {
    @State private var items = [
        TodoItem(id: 1, title: "Buy milk"),
        TodoItem(id: 2, title: "Walk the dog"),
        TodoItem(id: 3, title: "Call mom"),
    ]

    private var remaining: Int { items.filter { !$0.isDone }.count }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("\(remaining) left")
                .font(.headline)
                .foregroundStyle(.secondary)

            ForEach(items) { item in
                HStack(spacing: 12) {
                    Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(item.isDone ? .green : .gray)
                    Text(item.title)
                        .foregroundStyle(item.isDone ? .secondary : .primary)
                    Spacer()
                }
                .font(.title3)
                .contentShape(Rectangle())
                .onTapGesture {
                    if let index = items.firstIndex(where: { $0.id == item.id }) {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            items[index].isDone.toggle()
                        }
                    }
                }
            }

            Button {
                withAnimation {
                    items.append(TodoItem(id: items.count + 1, title: "Task \(items.count + 1)"))
                }
            } label: {
                Label("Add Task", systemImage: "plus.circle.fill")
                    .font(.title3)
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview {
    TodoList()
}
