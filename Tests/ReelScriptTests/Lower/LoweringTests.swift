import Foundation
@testable import ReelScript
import Testing

/// What lowering works out once for each struct of a file, so that running it needs neither names
/// nor syntax: where its `animatableData` is kept, whether that is an array, and where its name is.
@Suite struct LoweringTests {
    /// The lowered types of a scene file with `declarations` after its scene, by name.
    func lowered(_ declarations: String) -> (types: [String: UserTypeCode], lines: ScriptLines) {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { EmptyView() }
        }
        \(declarations)
        """
        let lowered = LoweredText(text: text, fileName: "probe.swift")
        #expect(lowered.errors.map(\.description) == [])
        return (Dictionary(lowered.code.types.map { ($0.name, $0) }, uniquingKeysWith: { $1 }), lowered.code.lines)
    }

    @Test func animatableDataIsFoundWhenLowering() throws {
        let (types, lines) = lowered("""
        struct Bars: Shape {
            var animatableData: [Double]
            func path(in rect: CGRect) -> Path { Path() }
        }
        struct Ring: Shape {
            var radius: Double
            var animatableData: Double {
                get { radius }
                set { radius = newValue }
            }
            func path(in rect: CGRect) -> Path { Path() }
        }
        struct Plain: Shape {
            func path(in rect: CGRect) -> Path { Path() }
        }
        """)
        let bars = try #require(types["Bars"]?.animatableData)
        guard case .stored(0) = bars.storage else { Issue.record("Bars keeps its animatableData in its first stored property"); return }
        #expect(bars.isArray)
        #expect(lines.location(of: bars.position).line == 7)
        let ring = try #require(types["Ring"]?.animatableData)
        guard case .computed = ring.storage else { Issue.record("Ring's animatableData is computed"); return }
        #expect(!ring.isArray)
        #expect(lines.location(of: ring.position).line == 12)
        #expect(types["Plain"]?.animatableData == nil)
        let name = try #require(types["Ring"]).namePosition
        #expect(lines.location(of: name).line == 10)
        #expect(lines.location(of: name).column == 8)
    }
}
