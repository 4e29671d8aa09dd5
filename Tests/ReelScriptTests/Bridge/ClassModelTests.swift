import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// Classes as models in scene files: `@Observable` classes and `ObservableObject`s with
/// `@Published` properties, held in `@State`/`@StateObject`, passed as parameters, `@Bindable`,
/// in the environment. An object's properties are state: they change in events, views reading
/// them show the change, `withAnimation` animates it, and frames stay pure.
@Suite struct ClassModelTests {
    static let access = ResourceAccess(root: URL(fileURLWithPath: "/tmp"))

    static func load(_ text: String, name: String = "Models.swift") throws -> SceneFile {
        try SceneFile(text: "import SwiftUI\n\n" + text, fileName: name, access: access)
    }

    /// The views of `kind` at `time`.
    static func views(_ kind: String, of scene: ScriptScene, at time: Double) throws -> [InspectedView] {
        try FrameRenderer().inspection(of: scene, time: time).allViews.filter { $0.kind == kind }
    }

    static let counter = """
        @Observable
        final class Counter {
            var count = 0
            var width: Double { Double(count) * 40 }
            func bump() { count += 1 }
        }

        struct Bar: View {
            let counter: Counter
            var body: some View {
                Rectangle().fill(Color.red).frame(width: counter.width, height: 20)
            }
        }

        struct CounterScene: AnimatedScene {
            var format = SceneFormat(width: 200, height: 100, fps: 10, duration: 2)
            @State private var counter = Counter()

            var body: some View {
                VStack(spacing: 0) {
                    Bar(counter: counter)
                    Text("\\(counter.count)")
                }
            }

            var timeline: some Timeline {
                At(0.5) { counter.bump() }
                At(1.0) { withAnimation(.linear(duration: 0.5)) { counter.count = 4 } }
            }
        }
        """

    /// A counter model bumped by timeline events: the bar is 40 points per count, the second
    /// change animates linearly over 0.5 s (88 points at 1.2 s: 40 + 0.4 x 120).
    @Test func counterBumpedByTimelineEvents() throws {
        let scene = try Self.load(Self.counter).makeScene()
        let widths = try [0, 0.4, 0.5, 1.0, 1.2, 1.5, 2].map { try Self.views("Rectangle", of: scene, at: $0).first!.frame.width }
        #expect(zip(widths, [0, 0, 40, 40, 88, 160, 160]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(widths)")
        let texts = try [0, 0.5, 1.0].map { try Self.views("Text", of: scene, at: $0).first!.text }
        #expect(texts == ["0", "1", "4"])
        // Pixels at 1.2 s: the bar (88 wide, centred, 40 points above the text) is red to x = 56 + 87,
        // white beyond.
        let probe = SceneCorpusTests.Probe(scene: scene, scale: 1)
        let top = try Self.views("Rectangle", of: scene, at: 1.2).first!.frame.y
        try probe.expect(57, Int(top) + 10, is: .red, at: 1.2)
        try probe.expect(142, Int(top) + 10, is: .red, at: 1.2)
        try probe.expect(145, Int(top) + 10, is: .white, at: 1.2)
    }

    /// An `ObservableObject` whose `@Published` array is appended to in an event inside
    /// `withAnimation`: the new row fades in with the opacity transition, half way at half the
    /// animation's time, and the rows above move as they make room.
    @Test func publishedArrayAppendedWithAnimation() throws {
        let scene = try Self.load("""
            class Store: ObservableObject {
                @Published var items: [String] = ["A"]
                func add(_ item: String) { items.append(item) }
            }

            struct ListScene: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2)
                @StateObject var store = Store()

                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(store.items, id: \\.self) { item in
                            Rectangle().fill(Color.blue).frame(width: 100, height: 40)
                        }
                    }
                }

                var timeline: some Timeline {
                    At(0.5) { withAnimation(.linear(duration: 0.5)) { store.add("B") } }
                }
            }
            """).makeScene()
        let before = try Self.views("Rectangle", of: scene, at: 0.4)
        #expect(before.map(\.frame.y) == [80])
        let middle = try Self.views("Rectangle", of: scene, at: 0.75)
        #expect(middle.map(\.frame.y) == [70, 100])
        #expect(middle.map(\.opacity) == [1, 0.5])
        let after = try Self.views("Rectangle", of: scene, at: 1.5)
        #expect(after.map(\.frame.y) == [60, 100] && after.map(\.opacity) == [1, 1])
    }

    /// `@Environment(Model.self)` read two levels below `.environment(model)`, and
    /// `@EnvironmentObject` below `.environmentObject(store)`; a change in an event reaches both.
    @Test func environmentModelsTwoLevelsDown() throws {
        let scene = try Self.load("""
            @Observable final class Theme { var size = 20.0 }
            final class Cart: ObservableObject { @Published var count = 1 }

            struct Swatch: View {
                @Environment(Theme.self) private var theme
                var body: some View { Rectangle().frame(width: theme.size, height: theme.size) }
            }
            struct Badge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Circle().frame(width: Double(cart.count) * 10, height: 10) }
            }
            struct Middle: View {
                var body: some View { HStack(spacing: 0) { Swatch(); Badge() } }
            }

            struct EnvironmentScene: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 2)
                @State var theme = Theme()
                @StateObject var cart = Cart()

                var body: some View {
                    VStack { Middle() }
                        .environment(theme)
                        .environmentObject(cart)
                }

                var timeline: some Timeline {
                    At(1) { theme.size = 50; cart.count = 3 }
                }
            }
            """).makeScene()
        #expect(try Self.views("Rectangle", of: scene, at: 0).map(\.frame.width) == [20])
        #expect(try Self.views("Circle", of: scene, at: 0).map(\.frame.width) == [10])
        #expect(try Self.views("Rectangle", of: scene, at: 1).map(\.frame.width) == [50])
        #expect(try Self.views("Circle", of: scene, at: 1).map(\.frame.width) == [30])
    }

    /// `$model.value` of a `@Bindable` model passed to a child's `@Binding`, which the child
    /// changes in its own event (a delayed action of its `onAppear`): the model changes.
    @Test func bindableBindingWrittenByChild() throws {
        let scene = try Self.load("""
            @Observable final class Settings { var level = 10.0 }

            struct Meter: View {
                @Binding var level: Double
                var body: some View {
                    Rectangle().frame(width: level, height: 10)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { level = 60 }
                        }
                }
            }
            struct Panel: View {
                @Bindable var settings: Settings
                var body: some View {
                    VStack {
                        Meter(level: $settings.level)
                        Circle().frame(width: settings.level, height: settings.level)
                    }
                }
            }

            struct BindableScene: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)
                @State var settings = Settings()
                var body: some View { Panel(settings: settings) }
            }
            """).makeScene()
        #expect(try Self.views("Rectangle", of: scene, at: 0.4).map(\.frame.width) == [10])
        #expect(try Self.views("Circle", of: scene, at: 0.4).map(\.frame.width) == [10])
        #expect(try Self.views("Rectangle", of: scene, at: 0.5).map(\.frame.width) == [60])
        #expect(try Self.views("Circle", of: scene, at: 0.5).map(\.frame.width) == [60])
    }

    /// `$model.value` of an `@State` holding an `@Observable` object (SwiftUI's binding reaches the
    /// object's property through its dynamic member lookup), changed by the child in `onAppear`.
    @Test func stateModelBinding() throws {
        let scene = try Self.load("""
            @Observable final class Level { var value = 10.0 }

            struct Meter: View {
                @Binding var level: Double
                var body: some View {
                    Rectangle().frame(width: level, height: 10)
                        .onAppear { withAnimation(.linear(duration: 1)) { level = 30 } }
                }
            }

            struct StateBindingScene: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)
                @State private var model = Level()
                var body: some View {
                    VStack {
                        Meter(level: $model.value)
                        Circle().frame(width: model.value, height: 5)
                    }
                }
            }
            """).makeScene()
        #expect(try Self.views("Circle", of: scene, at: 0).map(\.frame.width) == [10])
        #expect(try Self.views("Circle", of: scene, at: 0.5).map(\.frame.width) == [20])
        #expect(try Self.views("Rectangle", of: scene, at: 1).map(\.frame.width) == [30])
    }

    /// `withAnimation { model.x = … }` animates exactly as the same change to `@State` does: every
    /// frame of the two scenes has the same pixels.
    @Test func animatesExactlyAsState() throws {
        let body = """
                var body: some View {
                    Circle().fill(Color.orange).frame(width: 40, height: 40).offset(x: OFFSET).opacity(OPACITY)
                }
                var timeline: some Timeline {
                    At(0.2) { withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { CHANGE } }
                    At(0.9) { withAnimation(.easeIn(duration: 0.3)) { FADE } }
                }
            }
            """
        let state = try Self.load("""
            struct Moving: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100, fps: 20, duration: 1.5)
                @State var x = -60.0
                @State var alpha = 1.0
            """ + "\n" + body.replacingOccurrences(of: "OFFSET", with: "x").replacingOccurrences(of: "OPACITY", with: "alpha")
                .replacingOccurrences(of: "CHANGE", with: "x = 60").replacingOccurrences(of: "FADE", with: "alpha = 0.2"))
        let model = try Self.load("""
            @Observable final class Mover { var x = -60.0; var alpha = 1.0 }
            struct Moving: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100, fps: 20, duration: 1.5)
                @State var mover = Mover()
            """ + "\n" + body.replacingOccurrences(of: "OFFSET", with: "mover.x").replacingOccurrences(of: "OPACITY", with: "mover.alpha")
                .replacingOccurrences(of: "CHANGE", with: "mover.x = 60").replacingOccurrences(of: "FADE", with: "mover.alpha = 0.2"))
        let (a, b) = (try state.makeScene(), try model.makeScene())
        var distinct = Set<RasterImage>()
        for frame in 0..<a.format.frameCount {
            let (x, y) = (try FrameRenderer().render(a, frame: frame), try FrameRenderer().render(b, frame: frame))
            let same = x == y
            #expect(same, "frame \(frame) differs")
            distinct.insert(x)
        }
        #expect(distinct.count > 10)
    }

    /// A view removed and inserted again starts with a new object in its `@State`, as SwiftUI
    /// makes new state for it: the object its first insertion changed is not reused.
    @Test func reinsertedViewStartsWithANewObject() throws {
        let scene = try Self.load("""
            @Observable final class Taps { var count = 1.0 }

            struct Child: View {
                @State private var taps = Taps()
                var body: some View {
                    Rectangle().frame(width: taps.count * 10, height: 10)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { taps.count += 1 }
                        }
                }
            }

            struct Reinserted: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, fps: 20, duration: 1)
                @State var shown = true
                var body: some View {
                    VStack { if shown { Child() } }
                }
                var timeline: some Timeline {
                    At(0.5) { shown = false }
                    At(0.6) { shown = true }
                }
            }
            """).makeScene()
        let widths = try [0, 0.3, 0.55, 0.6, 0.85].map { try Self.views("Rectangle", of: scene, at: $0).map(\.frame.width) }
        #expect(widths == [[10], [20], [], [10], [20]])
    }

    /// Objects are references: two views given one plain class instance see the change one event
    /// makes through either; a `let` property cannot change; `===` and `==` compare identity.
    @Test func plainClassesAreSharedReferences() throws {
        let file = try Self.load("""
            final class Tally {
                var total = 1
                let step = 10
                init(total: Int) { self.total = total }
                deinit {}
                func add() { total += step }
            }

            struct Column: View {
                let tally: Tally
                var body: some View { Rectangle().frame(width: Double(tally.total), height: 10) }
            }

            struct TallyScene: AnimatedScene {
                var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)
                @State var tally = Tally(total: 5)
                @State var copies = 0

                var body: some View {
                    VStack { Column(tally: tally); Column(tally: tally) }
                }

                var timeline: some Timeline {
                    At(0.5) {
                        let same = tally
                        same.add()
                        if same == tally { copies = 1 }
                    }
                }
            }
            """)
        let scene = try file.makeScene()
        #expect(try Self.views("Rectangle", of: scene, at: 0).map(\.frame.width) == [5, 5])
        #expect(try Self.views("Rectangle", of: scene, at: 0.5).map(\.frame.width) == [15, 15])
        #expect(file.validate().isEmpty)
    }

    /// A class's `let` property is refused when assigned in an event, with its position.
    @Test func letPropertiesOfObjectsDoNotChange() throws {
        let errors = SceneFile.check(text: """
            import SwiftUI
            final class Box { let size = 1 }
            struct LetScene: AnimatedScene {
                var format = SceneFormat(width: 100, height: 100, duration: 1)
                @State var box = Box()
                var body: some View { Rectangle().frame(width: Double(box.size)) }
                var timeline: some Timeline { At(0.5) { box.size = 3 } }
            }
            """, fileName: "Let.swift", access: Self.access).errors.map(\.description)
        #expect(errors.contains { $0.hasPrefix("Let.swift:7:49: error: cannot assign to 'size': it is a 'let' constant") }, "\(errors)")
    }
}
