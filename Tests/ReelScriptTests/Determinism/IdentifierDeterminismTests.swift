import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// `UUID()` in a scene file is made from where it is made, never from a random source or Swift's
/// per-process `Hasher`: the strings below were printed by another process and are pinned, so a
/// run that prints others (a seed that changes between processes, threads or frames) fails.
@Suite struct IdentifierDeterminismTests {
    static let board = """
    struct Item: Identifiable, Hashable {
        var id = UUID()
        var title: String
    }

    @Observable
    final class Store {
        let token = UUID()
        var items: [Item] = []
    }

    struct Samples {
        static let all: [Item] = [Item(title: "Static")]
    }

    struct Board: View {
        @State private var items = [Item(title: "Milk"), Item(title: "Eggs")]
        @State private var store = Store()
        @State private var made: UUID? = nil
        @State private var seen: Set<UUID> = []
        var body: some View {
            let local = UUID()
            VStack {
                Text("state \\(items[0].id.uuidString)")
                Text("second \\(items[1].id)")
                Text("body \\(local.uuidString)")
                Text("event \\(made?.uuidString ?? "none")")
                Text("model \\(store.token.uuidString)")
                Text("static \\(Samples.all[0].id.uuidString)")
                Text("same \\(items[0].id == items[0].id) \\(items[0].id == items[1].id) \\(items[0].id < items[1].id) \\(seen.count)")
                Text("parsed \\(UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!.uuidString) \\(UUID(uuidString: "nope") == nil)")
                ForEach(store.items) { item in
                    Text("row \\(item.title)")
                }
            }
            .onAppear {
                made = UUID()
                seen.insert(items[0].id)
                seen.insert(items[0].id)
                seen.insert(items[1].id)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    store.items.append(Item(title: "Later"))
                }
            }
        }
    }

    #Preview {
        Board()
    }
    """

    /// The texts of the board at `time`.
    static func texts(at time: Double) throws -> [String] {
        let scene = try ClassModelTests.load(board).makeScene()
        return try FrameRenderer().inspection(of: scene, time: time).allViews.filter { $0.kind == "Text" }.compactMap(\.text)
    }

    @Test func identifiersArePinnedAcrossProcesses() throws {
        let texts = try Self.texts(at: 0.9)
        #expect(texts == [
            "state 43C899C7-88D6-4FC0-8B14-68D322947D1F",
            "second E731BA01-F892-449C-9101-22B56BBB07C0",
            "body 0BD6155D-D446-4CA6-A92D-93F7C5BF8C16",
            "event E3E12EFA-C8DE-46FB-80A5-F1C27B077EDB",
            "model EC927822-C63F-4FA3-9D25-6F38BE9A227E",
            "static 5687ED23-B7B3-4137-A048-213C1459CADD",
            "same true false true 2",
            "parsed E621E1F8-C36C-495A-93FC-0C247A3E6E5F true",
            "row Later",
        ])
    }

    /// Each identifier has the layout of a version-4 UUID, and no two made in the file are equal.
    @Test func identifiersAreVersionFourAndDistinct() throws {
        let identifiers = try Self.texts(at: 0.9).compactMap { text -> String? in
            let last = String(text.split(separator: " ").last ?? "")
            return last.count == 36 && !text.hasPrefix("parsed") ? last : nil
        }
        #expect(identifiers.count == 6)
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            let characters = Array(identifier)
            #expect(characters[14] == "4", "\(identifier)")
            #expect("89AB".contains(characters[19]), "\(identifier)")
            #expect(UUID(uuidString: identifier)?.uuidString == identifier)
        }
    }

    /// The board's identifiers show in its pixels; its frames are the same alone, in order and
    /// on two threads.
    @Test func framesAreTheSameAloneInSequenceAndOnTwoThreads() throws {
        let file = try ClassModelTests.load(Self.board)
        let frames = [0, 20, 40, 59]
        let alone = try frames.map { try FrameRenderer().render(try file.makeScene(), frame: $0, scale: 1) }
        let renderer = FrameRenderer()
        let scene = try file.makeScene()
        let sequence = try frames.map { try renderer.render(scene, frame: $0, scale: 1) }
        let timeline = ResolvedTimeline(try file.makeScene())
        var threaded = [RasterImage](repeating: RasterImage(width: 0, height: 0), count: frames.count)
        try FrameScheduler(threads: 2).run(count: frames.count, makeWorker: { _ in
            let renderer = FrameRenderer()
            let scene = try file.makeScene()
            return { index in try renderer.render(scene, frame: frames[index], scale: 1, timeline: timeline) }
        }, deliver: { index, image in threaded[index] = image })
        for index in frames.indices {
            let (inSequence, onThreads) = (sequence[index] == alone[index], threaded[index] == alone[index])
            #expect(inSequence, "frame \(frames[index]): in sequence differs from alone")
            #expect(onThreads, "frame \(frames[index]): on two threads differs from alone")
        }
        #expect(alone[0] != alone[3])
    }

    /// A scene of `seed` making identifiers in an initial value, a body and an event.
    static func seeded(_ seed: Int) -> String {
        """
        struct Ticket: Identifiable {
            let id = UUID()
        }

        struct Tickets: AnimatedScene {
            var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 1, seed: \(seed))
            @State var tickets = [Ticket(), Ticket()]
            @State var late: UUID? = nil

            var body: some View {
                let local = UUID()
                VStack {
                    ForEach(tickets) { ticket in
                        Text(ticket.id.uuidString)
                    }
                    Text(local.uuidString)
                    Text(late?.uuidString ?? "none")
                }
            }

            var timeline: some Timeline {
                At(0.5) { late = UUID() }
            }
        }
        """
    }

    /// The texts of the scene of `seed` at `time`.
    static func seededTexts(_ seed: Int, at time: Double) throws -> [String] {
        let scene = try ClassModelTests.load(seeded(seed)).makeScene()
        return try FrameRenderer().inspection(of: scene, time: time).allViews.filter { $0.kind == "Text" }.compactMap(\.text)
    }

    /// A scene's seed is mixed into its identifiers: two seeds make different ones everywhere
    /// (initial values included), one seed makes the same ones on every run and frame; seed 0
    /// keeps the identifiers of a scene without a seed.
    @Test func identifiersFollowTheScenesSeed() throws {
        let one = try Self.seededTexts(1, at: 0.9), again = try Self.seededTexts(1, at: 0.9)
        let two = try Self.seededTexts(2, at: 0.9)
        #expect(one.count == 4 && one == again)
        #expect(one.allSatisfy { UUID(uuidString: $0)?.uuidString == $0 && Array($0)[14] == "4" }, "\(one)")
        #expect(Set(one).count == 4)
        for (a, b) in zip(one, two) { #expect(a != b) }
        // The same identifiers at every moment they are shown, whether frames are rendered in
        // order or alone.
        #expect(try Array(Self.seededTexts(1, at: 0.2).prefix(2)) == Array(one.prefix(2)))
        let file = try ClassModelTests.load(Self.seeded(3))
        let alone = try FrameRenderer().render(try file.makeScene(), frame: 8, scale: 1)
        let renderer = FrameRenderer(), scene = try file.makeScene()
        let inOrder = try (0...8).map { try renderer.render(scene, frame: $0, scale: 1) }.last!
        #expect(alone == inOrder)
        // Seed 0 is a scene without a seed: its identifiers are those pinned before seeds counted.
        // (Spaces keep every `UUID()` at its place in the file, which its identifier depends on.)
        let unseeded = Self.seeded(0).replacingOccurrences(of: ", seed: 0", with: "         ")
        let scene0 = try ClassModelTests.load(unseeded).makeScene()
        let texts0 = try FrameRenderer().inspection(of: scene0, time: 0.9).allViews.filter { $0.kind == "Text" }.compactMap(\.text)
        #expect(try Self.seededTexts(0, at: 0.9) == texts0)
    }
}
