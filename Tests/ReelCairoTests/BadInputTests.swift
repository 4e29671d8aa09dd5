import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct BadInputTests {
    @Test func nonFiniteAndNegativeFrameSizesAreReportedAndReplaced() throws {
        let log = DiagnosticLog()
        let image = try render(Rectangle().fill(Color.black).frame(width: .nan, height: -5), width: 20, height: 20, diagnostics: log)
        #expect(log.diagnostics.contains { $0.view == "frame" && $0.message.contains("nan") })
        #expect(log.diagnostics.contains { $0.view == "frame" && $0.message.contains("negative") })
        // NaN width is ignored (the proposal's 20 is used); the negative height becomes 0.
        #expect(image.totalAlpha == 0)
    }

    @Test func nonFinitePathCoordinatesAreNotDrawn() throws {
        let log = DiagnosticLog()
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: Double.infinity, y: 5))
            p.addLine(to: CGPoint(x: 5, y: 5))
        }
        let image = try render(path.fill(Color.black), width: 20, height: 20, diagnostics: log)
        #expect(image.totalAlpha == 0)
        #expect(log.diagnostics.contains { $0.message.contains("not finite") })
    }

    @Test func contradictoryFlexibleFrameWarns() throws {
        let log = DiagnosticLog()
        _ = try render(Color.black.frame(minWidth: 50, maxWidth: 10), width: 20, height: 20, diagnostics: log)
        #expect(log.diagnostics.contains { $0.message.contains("contradictory width constraints") })
    }

    @Test func oversizedAndEmptyCanvasesAreRefused() {
        let big = SceneFormat(width: 20_000, height: 100)
        #expect(big.problems(scale: 1).first?.contains("at most 16384") == true)
        #expect(SceneFormat(width: 5_000, height: 100).problems(scale: 4).first?.contains("20000 x 400") == true)
        #expect(SceneFormat(width: 0, height: 100).problems(scale: 1).first?.contains("width must be greater than zero") == true)
        #expect(SceneFormat(width: .nan, height: 100).problems(scale: 1).first?.contains("width must be a finite number") == true)
        #expect(SceneFormat(width: 10, height: 10, fps: -1).problems(scale: 1).contains { $0.contains("fps") })
        #expect(SceneFormat(width: 10, height: 10).problems(scale: 1).isEmpty)
        // Sizes and durations too large for Int are reported, not converted.
        #expect(SceneFormat(width: 1e300, height: 100).problems(scale: 1) == ["the canvas is 1e+300 x 100 pixels; each side may be at most 16384"])
        #expect(SceneFormat(width: 10, height: 10, fps: 60, duration: 1e300).problems(scale: 1)
                == ["duration × fps is 6e+301 frames; a scene may have at most 100000000"])
        #expect(SceneFormat(width: 10, height: 10, fps: 60, duration: 1e300).frameCount == SceneFormat.maximumFrameCount)
        #expect(SceneFormat(width: 10, height: .nan).problems(scale: 1) == ["height must be a finite number, not nan"])
    }

    @Test func rendererRefusesImpossibleFrames() throws {
        let renderer = FrameRenderer()
        #expect(throws: RenderError.self) {
            _ = try renderer.renderer.render(DisplayList(pixelWidth: 0, pixelHeight: 10, background: .white))
        }
    }

    @Test func badDashesDrawASolidLine() throws {
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 5)); p.addLine(to: CGPoint(x: 20, y: 5)) }
        let solid = try render(line.stroke(Color.black, style: StrokeStyle(lineWidth: 2)), width: 20, height: 10)
        let zeros = try render(line.stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [0, 0])), width: 20, height: 10)
        let negative = try render(line.stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [-3, 2])), width: 20, height: 10)
        #expect(zeros == solid && negative == solid)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        var view = AnyView(Color.black)
        for _ in 0..<3_000 { view = AnyView(view.padding(0)) }
        #expect(throws: RenderError.self) { _ = try render(view, width: 10, height: 10) }
    }
}

extension SceneFormat {
    /// The messages of the problems `validate(scale:)` throws; empty when the format is fine.
    fileprivate func problems(scale: Double) -> [String] {
        do throws(SceneFormat.Invalid) {
            try validate(scale: scale)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }
}
