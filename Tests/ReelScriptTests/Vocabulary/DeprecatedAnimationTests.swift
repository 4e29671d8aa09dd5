import Foundation
import Reel
@testable import ReelScript
import ReelTestSupport
import Testing

/// `animation(_:)` without a value, deprecated in SwiftUI and common in published code: accepted
/// with a warning, and with SwiftUI's old behaviour (every change inside the view animates with
/// it, whether or not the change was made in `withAnimation`).
@Suite struct DeprecatedAnimationTests {
    static let text = """
        import Reel

        struct Legacy: AnimatedScene {
            var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 4)
            @State var x: CGFloat = 0
            var body: some View {
                Circle().frame(width: 10, height: 10).offset(x: x).animation(.linear(duration: 2))
            }
            var timeline: some Timeline {
                At(0.5) { x = 100 }
            }
        }
        """

    /// The same scene compiled, through the same modifier.
    struct Legacy: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 4)
        @State var x: CGFloat = 0
        var body: some View {
            Circle().frame(width: 10, height: 10).offset(x: x).animatingEveryChange(.linear(duration: 2))
        }
        var timeline: some Timeline {
            At(0.5) { x = 100 }
        }
    }

    func offsetX<S: AnimatedScene>(_ scene: S, at time: Double) throws -> Double {
        let inspection = try EngineEvaluator().inspection(of: scene, time: time)
        return inspection.allViews.first { $0.kind == "offset" }!.children[0].transform[4]
    }

    @Test func everyChangeInsideAnimatesWithIt() throws {
        let file = try SceneFile(text: Self.text, fileName: "Legacy.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let interpreted = try file.makeScene()
        for scene in [interpreted as any AnimatedScene, Legacy()] {
            // A change made without withAnimation, animated linearly over 2 s from 0.5 s.
            #expect(abs(try offsetX(scene, at: 0.5) - 0) < 1e-6)
            #expect(abs(try offsetX(scene, at: 1.5) - 50) < 1e-6)
            #expect(abs(try offsetX(scene, at: 2.0) - 75) < 1e-6)
            #expect(abs(try offsetX(scene, at: 3.0) - 100) < 1e-6)
        }
    }

    @Test func sceneFilesAreWarnedWhereTheyUseIt() {
        let check = SceneFile.check(text: Self.text, fileName: "Legacy.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(check.errors.isEmpty)
        #expect(check.warnings.map(\.description) == [
            "Legacy.swift:7:60: warning: 'animation(_:)' without a value is deprecated in SwiftUI: it animates every change "
                + "inside the view; write 'animation(_:value:)' to animate when a value changes",
        ])
    }
}
