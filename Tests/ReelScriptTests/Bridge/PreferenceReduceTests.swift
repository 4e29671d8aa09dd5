import Foundation
import Reel
@testable import ReelScript
import ReelTestSupport
import Testing

/// A scene file's `reduce(value:nextValue:)` changes the only copy of the value: the value moves
/// into the call and back, so appending the values of n views to an array costs n appends, not n
/// copies of a growing array; a reduce that fails leaves the value it had.
@Suite struct PreferenceReduceTests {
    static let keys = """
        import Reel

        struct Keys: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { Color.red }
        }

        struct TagsKey: PreferenceKey {
            static var defaultValue: [Int] = []
            static func reduce(value: inout [Int], nextValue: () -> [Int]) {
                value.append(contentsOf: nextValue())
            }
        }

        struct FailingKey: PreferenceKey {
            static var defaultValue: [Int] = [7]
            static func reduce(value: inout [Int], nextValue: () -> [Int]) {
                let next = nextValue()
                if next[0] < 0 { value.append(next[5]) } else { value += next }
            }
        }
        """

    /// The erased key of the file's struct `name`, and the scene that keeps its interpreter alive.
    func key(_ name: String) throws -> (ErasedPreferenceKey, ScriptScene) {
        let file = try SceneFile(text: Self.keys, fileName: "Keys.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let scene = try file.makeScene()
        let interpreter = try #require(scene.interpreter)
        let type = try #require(interpreter.program.types.first { $0.name == name })
        return (interpreter.preferenceKey(type, at: .start), scene)
    }

    /// `count` values `[0]`, `[1]` … reduced into the key's default value.
    func reduced(_ key: ErasedPreferenceKey, _ values: [Value]) -> Any {
        var result: Any = key.defaultValue()
        for value in values { key.reduce(&result) { value } }
        return result
    }

    @Test func reduceAppendsEveryValueInOrder() throws {
        let (key, scene) = try key("TagsKey")
        let result = withExtendedLifetime(scene) { reduced(key, (0..<5).map { Value.array([.int($0)]) }) }
        #expect((result as? Value).map { "\($0)" } == "\(Value.array((0..<5).map { .int($0) }))")
    }

    @Test func aFailingReduceKeepsTheValue() throws {
        let (key, scene) = try key("FailingKey")
        let result = withExtendedLifetime(scene) { reduced(key, [.array([.int(1)]), .array([.int(-1)]), .array([.int(2)])]) }
        #expect((result as? Value).map { "\($0)" } == "\(Value.array([.int(7), .int(1), .int(2)]))")
    }

    @Test(.enabled(if: TestTier.isFull)) func reducingManyValuesIsLinear() throws {
        // 200,000 views' values: 2 × 10^10 elements copied when each reduce copied the array.
        let (key, scene) = try key("TagsKey")
        let result = withExtendedLifetime(scene) { reduced(key, (0..<200_000).map { Value.array([.int($0)]) }) }
        guard case .array(let items)? = result as? Value else { Issue.record("not an array"); return }
        #expect(items.count == 200_000)
    }
}
