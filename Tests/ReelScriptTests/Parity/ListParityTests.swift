import Foundation
import Reel
import ReelCairo
import ReelScript
import ReelTestSupport
import Testing

/// The list files of the view corpus draw the same pixels as their views compiled against Reel on
/// the same device: copies of `PackingChecklist.swift` (rows bound with `ForEach($items)`, a row
/// changed through its binding in a delayed action) and `TeamDirectory.swift` (section headers in
/// capitals, `.textCase(nil)` and `.textCase(.uppercase)`); `DispatchQueue` is written as Reel's, which
/// this file, importing Foundation too, must name. The compiled copies get Foundation's
/// random `UUID()`s, which nothing draws.
@Suite struct ListParityTests {
    struct PackingItem: Identifiable {
        let id = UUID()
        var title: String
        var isPacked = false
    }

    struct PackingChecklist: View {
        @State private var items = [
            PackingItem(title: "Passport", isPacked: true),
            PackingItem(title: "Charger"),
            PackingItem(title: "Sunglasses"),
        ]

        private var packedCount: Int {
            items.filter { $0.isPacked }.count
        }

        var body: some View {
            NavigationStack {
                List {
                    Section {
                        ForEach($items) { $item in
                            Toggle(item.title, isOn: $item.isPacked)
                        }
                    } header: {
                        Text("Carry-on")
                    } footer: {
                        Text("\(packedCount) of \(items.count) packed")
                    }
                }
                .navigationTitle("Packing")
            }
            .onAppear {
                Reel.DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        items[1].isPacked = true
                    }
                }
            }
        }
    }

    struct Member: Identifiable, Hashable {
        let id = UUID()
        let name: String
        let role: String
        let color: Color
    }

    struct MemberRow: View {
        let member: Member

        var body: some View {
            HStack(spacing: 12) {
                Circle()
                    .fill(member.color)
                    .frame(width: 32, height: 32)
                VStack(alignment: .leading) {
                    Text(member.name)
                    Text(member.role)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    struct TeamDirectory: View {
        private let leads = [
            Member(name: "Ada", role: "Engineering", color: .orange),
            Member(name: "Grace", role: "Design", color: .purple),
        ]
        private let crew = [
            Member(name: "Linus", role: "Support", color: .teal),
        ]

        var body: some View {
            List {
                Section("Team leads") {
                    ForEach(leads) { member in
                        MemberRow(member: member)
                    }
                }
                Section {
                    ForEach(crew, id: \.self) { member in
                        MemberRow(member: member)
                    }
                } header: {
                    Text("On call").textCase(nil)
                }
                Section {
                    Text("Ask a lead for access")
                        .textCase(.uppercase)
                }
            }
        }
    }

    struct PackingOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { PackingChecklist() } }
    }

    struct TeamOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { TeamDirectory() } }
    }

    /// `List($items) { $item in … }` and `$items[0].isPacked` in a scene file and compiled: the
    /// rows' switches and the one bound by index change the array where it is stored.
    static let boundList = """
    struct Chore: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct ChoreList: View {
        @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry", isDone: true)]

        var body: some View {
            VStack {
                List($chores) { $chore in
                    Toggle(chore.title, isOn: $chore.isDone)
                }
                Toggle("First", isOn: $chores[0].isDone)
                    .padding()
            }
            .onAppear {
                withAnimation(.linear(duration: 0.5)) {
                    chores[0].isDone = true
                }
            }
        }
    }

    #Preview {
        ChoreList()
    }
    """

    struct Chore: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct ChoreList: View {
        @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry", isDone: true)]

        var body: some View {
            VStack {
                List($chores) { $chore in
                    Toggle(chore.title, isOn: $chore.isDone)
                }
                Toggle("First", isOn: $chores[0].isDone)
                    .padding()
            }
            .onAppear {
                withAnimation(.linear(duration: 0.5)) {
                    chores[0].isDone = true
                }
            }
        }
    }

    struct ChoresOnPhone: AnimatedScene {
        var format = PreviewCanvas(device: .iPhone15).format(duration: 1)
        var body: some View { DeviceScreen(PreviewCanvas(device: .iPhone15)) { ChoreList() } }
    }

    @Test func aListOverABindingDrawsAsItsCompiledTwin() throws {
        let scene = try ClassModelTests.load(Self.boundList, name: "ChoreList.swift").makeScene()
        #expect(scene.format == ChoresOnPhone().format)
        try FrameParity.expectSame(ChoresOnPhone(), scene, frames: [0, 15, 59], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
        // The change through the state moves the first row's switch (and the one bound by index).
        let (first, last) = (try FrameRenderer().render(scene, frame: 0, scale: 1), try FrameRenderer().render(scene, frame: 59, scale: 1))
        #expect(first != last)
    }

    @Test func thePackingChecklistDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("PackingChecklist").makeScene()
        try FrameParity.expectSame(PackingOnPhone(), scene, frames: [0, 36, 59], compiledRenderer: FrameRenderer(),
                                   interpretedRenderer: FrameRenderer())
    }

    @Test func theTeamDirectoryDrawsAsItsCompiledTwin() throws {
        let scene = try ViewCorpusTests.load("TeamDirectory").makeScene()
        try FrameParity.expectSame(TeamOnPhone(), scene, frames: [0], compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
    }
}
