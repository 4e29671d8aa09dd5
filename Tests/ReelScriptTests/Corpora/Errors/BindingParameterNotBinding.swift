import SwiftUI

struct Task: Identifiable {
    let id: Int
    var title: String
}

struct TaskList: View {
    @State private var tasks = [Task(id: 1, title: "Write")]

    var body: some View {
        VStack {
            ForEach(tasks) { $task in
                Text(task.title)
            }
        }
    }
}

#Preview {
    TaskList()
}
