import SwiftUI

@Observable
final class Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable
final class TodoList {
    var todos: [Todo] = [
        Todo(id: 1, title: "Milk"),
        Todo(id: 2, title: "Eggs"),
    ]
    var finished = 0
}

struct TodoRow: View {
    let todo: Todo

    var body: some View {
        HStack {
            Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(todo.isDone ? .green : .gray)
            Text(todo.title)
            Spacer()
        }
        .padding(.horizontal)
        .frame(height: 44)
        .background(todo.isDone ? Color.green.opacity(0.15) : Color.clear)
    }
}

struct TodoChecklist: View {
    @State private var list = TodoList()

    var body: some View {
        VStack(spacing: 0) {
            ForEach(list.todos) { todo in
                TodoRow(todo: todo)
            }
            Text("\(list.finished) done")
                .font(.footnote)
                .padding(.top, 8)
            Spacer()
        }
        .onChange(of: list.todos[0].isDone) { _, isDone in
            if isDone {
                list.finished += 1
            }
        }
        .task {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                list.todos[0].isDone = true
                list.todos.append(Todo(id: 3, title: "Tea"))
            }
        }
    }
}

#Preview {
    TodoChecklist()
}
