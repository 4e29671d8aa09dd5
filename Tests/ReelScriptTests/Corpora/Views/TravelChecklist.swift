import SwiftUI

struct TripTask: Identifiable {
    let id = UUID()
    var title: String
    var done = false
    var note: String?
}

struct TripTaskRow: View {
    @Binding var todo: TripTask

    var body: some View {
        HStack {
            Image(systemName: todo.done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(todo.done ? .green : .secondary)
            VStack(alignment: .leading) {
                Text(todo.title)
                    .foregroundStyle(todo.done ? .secondary : .primary)
                if let note = todo.note {
                    Text(note)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
        }
        .padding(.vertical, 4)
    }
}

struct PillButton: View {
    var title: String
    var tint: Color = .blue
    var cornerRadius: Double = 14
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.subheadline.bold())
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(tint, in: RoundedRectangle(cornerRadius: cornerRadius))
        }
    }
}

struct TravelChecklist: View {
    @State private var todos = [
        TripTask(title: "Book flights", note: "Window seat"),
        TripTask(title: "Renew passport"),
        TripTask(title: "Pack the charger"),
    ]
    @State private var lastChecked: Int?

    var remaining: Int {
        todos.filter { !$0.done }.count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("\(remaining) of \(todos.count) left")
                .font(.headline)
            ForEach(todos.indices, id: \.self) { index in
                TripTaskRow(todo: $todos[index])
            }
            Toggle("Passport renewed", isOn: $todos[1].done)
            PillButton(title: "Check all") {
                for index in todos.indices {
                    todos[index].done = true
                }
                print("checked", todos.count)
            }
            Spacer()
        }
        .padding()
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                let first = $todos[0]
                first.wrappedValue.done = true
                lastChecked = 0
                withAnimation {
                    $todos[1].done.wrappedValue = true
                }
            }
        }
    }
}

#Preview {
    TravelChecklist()
}
