import Foundation
import Reel
import ReelCairo
import Testing

/// A view being removed keeps its last frame and takes no room from the views that stay, so the
/// views beside it are laid out as in the new state while its removal transition runs (measured
/// with Pango, as the corpus scene `RatingStars` draws it).
@Suite struct DepartingViewLayoutTests {
    @Test func starsBesideARemovedStarKeepTheirWholeSizeWhileTheTransitionRuns() throws {
        let renderer = FrameRenderer(resourceRoot: SwiftCorpusTests.folder)
        let scene = RatingStars()
        func runs(_ frame: Int) throws -> [TextRun] {
            try renderer.displayList(for: scene, frame: frame).items.compactMap {
                if case .text(let run) = $0 { return run }
                return nil
            }
        }
        let before = try runs(12).filter { $0.string.hasPrefix("star") }
        #expect(before.count == 5)
        let whole = try #require(before.first).layout.size
        // From 1.3 s stars 3 and 4 are each replaced (one branch of `applyIf` by the other): the
        // removed copies are drawn beside the inserted ones while the transitions run, and every
        // star keeps its whole size, none truncated. The removed copies leave when the spring
        // (response 0.3) is logically complete, at 1.6 s; at 1.3 s the inserted copies are still
        // transparent and from 1.5 s the bouncy spring has carried the removed ones' opacity below
        // 0, so both copies are drawn at 1.4 s (frame 14).
        var drawnWithRemovedCopies = 0
        for frame in 13...22 {
            let stars = try runs(frame).filter { $0.string.hasPrefix("star") }
            if stars.count > 5 { drawnWithRemovedCopies += 1 }
            #expect(stars.allSatisfy { $0.layout.size == whole }, "frame \(frame): \(stars.map(\.layout.size))")
        }
        #expect(drawnWithRemovedCopies == 1)
    }
}
