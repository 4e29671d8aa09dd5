import Foundation
import Reel
import ReelCairo
import Testing

/// `RenderError`'s cases and their messages, and the rule that ReelCairo force-unwraps no Cairo
/// or Pango result.
@Suite struct RenderErrorTests {
    @Test func aFrameOfNoPixelsIsRefusedWithItsSize() throws {
        let renderer = FrameRenderer()
        let failure = try #require(throws: RenderError.self) {
            _ = try renderer.renderer.render(DisplayList(pixelWidth: 0, pixelHeight: 10, background: .white))
        }
        guard case .frameSizeOutOfRange(width: 0, height: 10) = failure else { Issue.record("\(failure)"); return }
        #expect(failure.description == "cannot draw a 0 x 10 pixel frame: each side must be 1 to 16384 pixels")
        #expect(failure.diagnostics.isEmpty)
    }

    @Test func anImpossibleFormatCarriesEveryProblem() throws {
        struct Impossible: AnimatedScene {
            var format = SceneFormat(width: 0, height: 10, fps: -1)
            var body: some View { Color.red }
        }
        let failure = try #require(throws: RenderError.self) { _ = try FrameRenderer().render(Impossible(), frame: 0) }
        guard case .invalidFormat(let invalid) = failure else { Issue.record("\(failure)"); return }
        #expect(invalid.problems == [.notPositive(.width, 0), .notPositive(.fps, -1)])
        #expect(failure.description == "format: width must be greater than zero, not 0.0; fps must be greater than zero, not -1.0")
    }

    @Test func evaluationErrorsAreCarriedAsDiagnostics() throws {
        let failure = try #require(throws: RenderError.self) {
            _ = try FrameRenderer().render(Image("/no/such/picture.png"), size: CGSize(width: 10, height: 10))
        }
        guard case .evaluation(let diagnostics) = failure else { Issue.record("\(failure)"); return }
        #expect(!diagnostics.isEmpty && diagnostics == failure.diagnostics)
        #expect(failure.description == diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// No `!` after a call or a subscript in ReelCairo: a Cairo or Pango function that returns
    /// nothing becomes a thrown `RenderError`, never a crash.
    @Test func reelCairoForceUnwrapsNoResult() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/ReelCairo").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(/[)\]]!(?!=)/) {
                Issue.record("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}
