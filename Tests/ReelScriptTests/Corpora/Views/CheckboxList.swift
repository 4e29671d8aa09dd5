import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
                .font(.title2)
            configuration.label
            Spacer()
        }
    }
}

struct TodoItem: Identifiable {
    let id: Int
    let title: String
    var done: Bool
}

struct TodoRow: View {
    let title: String
    @Binding var isDone: Bool

    var body: some View {
        Toggle(title, isOn: $isDone)
            .toggleStyle(CheckboxToggleStyle())
    }
}

struct CheckboxList: View {
    @State private var tasks = [
        TodoItem(id: 1, title: "Buy milk", done: true),
        TodoItem(id: 2, title: "Walk the dog", done: false),
        TodoItem(id: 3, title: "Call mum", done: true),
    ]
    @State private var reminders = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(tasks) { task in
                TodoRow(title: task.title, isDone: .constant(task.done))
            }
            Stepper(value: $reminders, in: 0...3) {
                Text("Reminders: \(reminders)")
            }
            Button("Clear completed", role: .destructive) {
                tasks.removeAll { $0.done }
            }
            .disabled(tasks.allSatisfy { !$0.done })
            Button("Archive") {}
                .disabled(true)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    CheckboxList()
}
