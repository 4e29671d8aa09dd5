import Foundation
import Testing
@testable import Reel

/// The scene's random numbers: SplitMix64 sequences seeded by the engine, scopes that nest and
/// restore, keys that tell calls apart, the standard library's names answered by Reel's, and the
/// system's generator outside every scope.
@Suite struct SceneRandomTests {
    /// The body's sequence is SplitMix64 from the scene's seed: its first draws for seed 2024.
    @Test func theBodysFirstDrawsForAKnownSeed() {
        let draws = SceneRandom.withSeed(2024, call: .body) { (0..<3).map { _ in SceneRandom.next() } }
        #expect(draws == [0x9F6D_8FEC_F88E_ECD5, 0x18E4_30BB_1511_F2D2, 0x4C6F_7CBF_58DB_A57F])
    }

    /// `Double.random(in:)`, `Int.random(in:)` and `Bool.random()` written as plain Swift in a file
    /// that imports Reel are Reel's: they draw the body's sequence (the same numbers a scene file
    /// draws), not the system's generator.
    @Test func theStandardLibrarysNamesDrawTheScenesNumbers() {
        let (x, n, b) = SceneRandom.withSeed(2024, call: .body) { (Double.random(in: 0...1), Int.random(in: 0..<1000), Bool.random()) }
        #expect(x == 0.6227655366461097)
        #expect(n == 442)
        #expect(b == true)
    }

    /// Every form draws by the formulas of `SceneRandom`, whatever the type and range kind.
    @Test func everyFormDrawsByTheSameFormulas() {
        var reference = SplitMix64(seed: 31)
        func unit(_ bits: UInt64) -> Double { Double(bits >> 11) * 0x1p-53 }
        let expected: [Double] = [
            -2 + 5 * unit(reference.next()),
            Double(Float(1 + 2 * unit(reference.next()))),
            Double(CGFloat(10 * unit(reference.next()))),
            Double(Int(reference.next() % 7) - 3),
            Double(reference.next() % 201),
            Double(UInt8(truncatingIfNeeded: reference.next() % 256)),
            Double([4, 5, 6][Int(reference.next() % 3)]),
            Double(20 + Int(reference.next() % 5)),
        ]
        let drawn: [Double] = SceneRandom.withSeed(31, call: .body) {
            [Double.random(in: -2..<3), Double(Float.random(in: 1...3)), Double(CGFloat.random(in: 0...10)),
             Double(Int.random(in: -3...3)), Double(Int64.random(in: 0..<201)), Double(UInt8.random(in: 0...255)),
             Double([4, 5, 6].randomElement()!), Double((20..<25).randomElement()!)]
        }
        #expect(drawn == expected)
        #expect(SceneRandom.withSeed(31, call: .body) { [Int]().randomElement() } == nil)
    }

    /// `shuffled()` and `shuffle()` are the same Fisher-Yates from the front over the scene's
    /// numbers; `Int.min...Int.max` takes a whole draw.
    @Test func shufflingAndTheWholeRange() {
        var reference = SplitMix64(seed: 5)
        var expected = Array(0..<6)
        for i in 0..<5 { expected.swapAt(i, i + Int(reference.next() % UInt64(6 - i))) }
        #expect(SceneRandom.withSeed(5, call: .body) { Array(0..<6).shuffled() } == expected)
        var inPlace = Array(0..<6)
        SceneRandom.withSeed(5, call: .body) { inPlace.shuffle() }
        #expect(inPlace == expected)
        var whole = SplitMix64(seed: 8)
        #expect(SceneRandom.withSeed(8, call: .body) { Int.random(in: Int.min...Int.max) } == Int.min &+ Int(bitPattern: UInt(whole.next())))
    }

    /// A call the engine makes inside another gets its own sequence, keyed by the scene's seed,
    /// the kind of call and the identity; the caller's sequence goes on where it was.
    @Test func scopesNestAndRestore() {
        var body = SplitMix64(seed: 9)
        var canvas = SplitMix64(seed: SceneRandom.key(seed: 9, call: .canvas, identity: 1))
        let (outer, inner) = SceneRandom.withSeed(9, call: .body) { () -> ([UInt64], UInt64) in
            let first = SceneRandom.next()
            let inner = SceneRandom.call(.canvas, identity: 1) { SceneRandom.next() }
            return ([first, SceneRandom.next()], inner)
        }
        #expect(outer == [body.next(), body.next()])
        #expect(inner == canvas.next())
    }

    /// Different identities, kinds and seeds key different sequences.
    @Test func keysTellCallsApart() {
        let keys = [SceneRandom.key(seed: 9, call: .canvas, identity: 1), SceneRandom.key(seed: 9, call: .canvas, identity: 2),
                    SceneRandom.key(seed: 9, call: .shape, identity: 1), SceneRandom.key(seed: 10, call: .canvas, identity: 1),
                    SceneRandom.key(seed: 9, call: .body, identity: 1)]
        #expect(Set(keys).count == keys.count)
        #expect(keys[4] == 9)
    }

    /// Outside every scope (code that is not a scene being evaluated) nothing is seeded: draws
    /// come from the system's generator, and a call scope does not seed either without a scene.
    @Test func outsideAScopeTheSystemsGeneratorDraws() {
        #expect(!SceneRandom.isSeeded)
        #expect(SceneRandom.call(.canvas, identity: 1) { SceneRandom.isSeeded } == false)
        #expect(SceneRandom.withSeed(1, call: .body) { SceneRandom.isSeeded })
        #expect(SceneRandom.scene(seed: 1, time: 0) { SceneRandom.call(.canvas, identity: 1) { SceneRandom.current?.seed } } == 1)
        // Drawn outside, two numbers are not the start of any sequence the engine seeds here.
        let drawn = [UInt64.random(in: 0...UInt64.max), UInt64.random(in: 0...UInt64.max)]
        var body = SplitMix64(seed: 0)
        #expect(drawn != [body.next(), body.next()])
    }
}
