import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// Several `withAnimation` calls in one timeline event each animate their own changes with their
/// own animation, as in SwiftUI; changes outside them jump.
@Suite struct TransactionBlockTests {
    struct TwoAnimations: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var a: CGFloat = 0
        @State var b: CGFloat = 0
        @State var c: CGFloat = 0
        var body: some View {
            ZStack {
                Circle().frame(width: 10, height: 10).offset(x: a)
                Circle().frame(width: 10, height: 10).offset(y: b)
                Rectangle().frame(width: 10, height: 10).offset(x: c)
            }
        }
        var timeline: some Timeline {
            At(0) {
                c = 30
                withAnimation(.linear(duration: 2)) { a = 100 }
                withAnimation(.linear(duration: 0.2)) { b = 100 }
            }
        }
    }

    /// The translations of the three offsets at `time`: (a's x, b's y, c's x).
    func offsets(at time: Double) throws -> [Double] {
        let inspection = try EngineEvaluator().inspection(of: TwoAnimations(), time: time)
        let offsets = inspection.allViews.filter { $0.kind == "offset" }
        return [offsets[0].children[0].transform[4], offsets[1].children[0].transform[5], offsets[2].children[0].transform[4]]
    }

    @Test func eachBlockAnimatesWithItsOwnAnimation() throws {
        let half = try offsets(at: 0.1)
        #expect(abs(half[0] - 5) < 1e-9)      // 0.1 s of a 2 s linear move to 100
        #expect(abs(half[1] - 50) < 1e-9)     // half of a 0.2 s linear move to 100
        #expect(half[2] == 30)                // no animation: jumps
        let later = try offsets(at: 1.0)
        #expect(abs(later[0] - 50) < 1e-9)
        #expect(later[1] == 100)
        #expect(try offsets(at: 2.5) == [100, 100, 30])
    }
}
