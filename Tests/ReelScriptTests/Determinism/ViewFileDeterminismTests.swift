import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import ReelTestSupport
import Testing

/// Every file of the view corpus renders the same pixels whichever way its frames are drawn: each
/// frame alone (a new instance, renderer and timeline), every frame in order on one thread, and on
/// two threads sharing one resolved timeline. The default tier draws every eighth frame and the
/// last (about 60 frames of a preview longer than 8 s, such as a clock whose timer never stops and
/// runs the longest automatic preview, 30 s); the full tier every frame, or 60 spread over a
/// longer preview (`FrameDeterminism.frames`). Frames are drawn at 1x, as the interactive corpus
/// draws them: the pixels of the corpus's checks are looked at one per point, and a 3x iPhone frame
/// costs nine times as much to draw (with 73 files the full tier ran past CI's half hour).
@Suite struct ViewFileDeterminismTests {
    @Test(arguments: ViewCorpusTests.names) func everyFrameIsTheSameAloneInSequenceAndOnTwoThreads(_ name: String) throws {
        let file = try ViewCorpusTests.load(name)
        let count = try file.makeScene().format.frameCount
        try FrameDeterminism.expectSame(file, name: name, frames: FrameDeterminism.frames(of: count, stride: max(8, count / 60)), scale: 1)
    }
}
