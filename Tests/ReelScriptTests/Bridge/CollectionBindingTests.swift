import Foundation
import Reel
import ReelCairo
import ReelScript
import Testing

/// Bindings into collections in scene files: a row's `$item` from `ForEach($model.items)` with
/// `@Bindable var model`, `$item.nested.field` and `$items[index]` write the element back where
/// the array is kept (a model's property, a view's state), in the rows' own events.
@Suite struct CollectionBindingTests {
    static let model = """
    struct Detail {
        var stars = 0
    }

    struct Task: Identifiable {
        let id: Int
        var title: String
        var done = false
        var detail = Detail()
    }

    @Observable
    final class Board {
        var tasks = [Task(id: 1, title: "Plan"), Task(id: 2, title: "Build"), Task(id: 3, title: "Ship")]
    }

    struct TaskRow: View {
        @Binding var task: Task
        @Binding var stars: Int

        var body: some View {
            Text("\\(task.title) \\(task.done) \\(stars)")
                .onAppear {
                    if task.id == 2 {
                        task.done = true
                        stars = 5
                    }
                }
        }
    }

    struct TaskColumn: View {
        @Bindable var board: Board

        var body: some View {
            VStack {
                ForEach($board.tasks) { $task in
                    TaskRow(task: $task, stars: $task.detail.stars)
                }
            }
        }
    }

    struct BoardView: View {
        @State private var board = Board()
        @State private var names = ["a", "b"]

        var body: some View {
            VStack {
                TaskColumn(board: board)
                Text("model \\(board.tasks[1].done) \\(board.tasks[1].detail.stars)")
                Text("names \\(names.joined(separator: ","))")
                    .onAppear {
                        $names[1].wrappedValue = names[1] + "!"
                    }
                NameField(name: $names[0])
            }
        }
    }

    struct NameField: View {
        @Binding var name: String

        var body: some View {
            Text(name)
                .onAppear { name = name.uppercased() }
        }
    }

    #Preview {
        BoardView()
    }
    """

    @Test func rowsWriteThroughTheirBindings() throws {
        let scene = try ClassModelTests.load(Self.model, name: "Board.swift").makeScene()
        let texts = try FrameRenderer().inspection(of: scene, time: 0.5).allViews.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(texts == ["Plan false 0", "Build true 5", "Ship false 0", "model true 5", "names A,b!", "A"])
    }
}
