import Foundation
import Reel
import ReelCairo
import Testing

@Suite struct CanvasTests {
    let pureRed = Color(red: 1, green: 0, blue: 0)

    @Test func fillsInTheCanvasCoordinates() throws {
        let canvas = Canvas { gc, size in
            gc.fill(Path(CGRect(x: 10, y: 5, width: 20, height: 10)), with: .color(pureRed))
        }.frame(width: 50, height: 50)
        // The 50 × 50 canvas is centred in 100 × 100: its origin is (25, 25).
        let image = try render(canvas, width: 100, height: 100)
        #expect(RGBA(image, 35, 30) == RGBA(255, 0, 0, 255))
        #expect(RGBA(image, 54, 39) == RGBA(255, 0, 0, 255))
        #expect(RGBA(image, 55, 30).a == 0 && RGBA(image, 34, 30).a == 0 && RGBA(image, 35, 40).a == 0)
    }

    @Test func transformsAndCopiesAreIndependent() throws {
        let canvas = Canvas { gc, size in
            var turned = gc
            turned.translateBy(x: 50, y: 50)
            turned.rotate(by: .degrees(90))
            turned.fill(Path(CGRect(x: 0, y: -2, width: 40, height: 4)), with: .color(pureRed))   // points down
            gc.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))        // untouched transform
        }
        let image = try render(canvas, width: 100, height: 100)
        #expect(image.alpha(50, 80) == 1 && image.alpha(80, 50) == 0)
        #expect(RGBA(image, 1, 1) == RGBA(0, 0, 0, 255))
    }

    @Test func clipLimitsDrawing() throws {
        let canvas = Canvas { gc, size in
            var clipped = gc
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.black))
        }
        let image = try render(canvas, width: 100, height: 100)
        #expect(image.alpha(50, 50) == 1 && image.alpha(2, 2) == 0)
        #expect(abs(image.totalAlpha - .pi * 2500) / (.pi * 2500) < 0.002)
    }

    @Test func blurThenThresholdMergesNearbyCirclesIntoMetaballs() throws {
        func blobs(threshold: Bool) -> some View {
            Canvas { gc, size in
                if threshold { gc.addFilter(.alphaThreshold(min: 0.5, color: Color(red: 0, green: 0, blue: 1))) }
                gc.addFilter(.blur(radius: 16))
                gc.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 20, y: 30, width: 40, height: 40)), with: .color(.black))
                    layer.fill(Path(ellipseIn: CGRect(x: 66, y: 30, width: 40, height: 40)), with: .color(.black))
                }
            }
        }
        let image = try render(blobs(threshold: true), width: 126, height: 100)
        // The gap between the circles (x = 60...66 on the centre line) is bridged, and every
        // pixel is either the threshold colour or transparent.
        #expect(RGBA(image, 63, 50) == RGBA(0, 0, 255, 255))
        #expect(RGBA(image, 40, 50) == RGBA(0, 0, 255, 255))
        #expect(RGBA(image, 63, 10).a == 0 && RGBA(image, 5, 50).a == 0)
        #expect(image.pixels.allSatisfy { $0 == 0 || $0 == 0xFF00_00FF })
        // Without the threshold, the blur alone leaves soft edges.
        let soft = try render(blobs(threshold: false), width: 126, height: 100)
        #expect(soft.pixels.contains { let a = $0 >> 24; return a > 20 && a < 230 })
    }

    @Test func textIsDrawnWithItsAnchorAtThePoint() throws {
        let renderer = FrameRenderer()
        let list = try renderer.displayList(for: Canvas { gc, _ in
            gc.draw(Text("Hi").font(.custom("DejaVu Sans", size: 20)), at: CGPoint(x: 50, y: 40))
        }, size: CGSize(width: 100, height: 80))
        guard case .text(let run)? = list.items.first else { Issue.record("no text"); return }
        #expect(abs(run.origin.x + run.layout.size.width / 2 - 50) < 1e-9)
        #expect(abs(run.origin.y + run.layout.size.height / 2 - 40) < 1e-9)
    }
}

@Suite struct TimelineViewTests {
    @Test func schedulesQuantiseTime() {
        #expect(TimelineSchedule.animation.time(at: 1.234) == 1.234)
        #expect(TimelineSchedule.animation(minimumInterval: 0.5).time(at: 1.234) == 1.0)
        #expect(TimelineSchedule.periodic(from: Date(timeIntervalSinceReferenceDate: 1), by: 2).time(at: 4.5) == 3)
        #expect(TimelineSchedule.periodic(from: Date(timeIntervalSinceReferenceDate: 1), by: 2).time(at: 0.5) == 1)
        #expect(TimelineSchedule.everyMinute.time(at: 119) == 60)
        #expect(TimelineSchedule.explicit([Date(timeIntervalSinceReferenceDate: 2), Date(timeIntervalSinceReferenceDate: 5)]).time(at: 4) == 2)
    }

    /// A dot moving 60 points per second.
    struct MovingDot: AnimatedScene {
        var format: SceneFormat
        init() { format = SceneFormat(width: 100, height: 20, fps: 60, duration: 2) }
        init(fps: Double) { format = SceneFormat(width: 100, height: 20, fps: fps, duration: 2) }
        var body: some View {
            TimelineView(.animation) { context in
                Rectangle().fill(Color.black).frame(width: 2, height: 2).position(x: 10 + 60 * context.time, y: 10)
            }
        }
    }

    @Test func contentFromTimeIsFrameRateIndependent() throws {
        let renderer = FrameRenderer()
        // 0.1 s after the start the dot has moved 6 points, at any frame rate.
        let list = try renderer.displayList(for: MovingDot(fps: 60), frame: 6)
        guard case .fill(let path, _, _, _)? = list.items.first else { Issue.record("no fill"); return }
        #expect(abs(path.boundingRect.midX - 16) < 1e-9)
        for (fps, frame) in [(24.0, 24), (30, 30), (60, 60), (120, 120)] {
            let image = try renderer.render(MovingDot(fps: fps), frame: frame)
            // On the scene's white background: the dot covers x = 69..<71 (centre 70 after 1 s).
            #expect(RGBA(image, 69, 10) == RGBA(0, 0, 0, 255) && RGBA(image, 70, 10) == RGBA(0, 0, 0, 255), "at \(fps) fps")
            #expect(RGBA(image, 68, 10) == RGBA(255, 255, 255, 255) && RGBA(image, 71, 10) == RGBA(255, 255, 255, 255), "at \(fps) fps")
        }
    }

    @Test func singleFrameEqualsTheSameFrameOfASequence() throws {
        let a = try FrameRenderer().render(AnalogClockProbe(), frame: 37)
        let renderer = FrameRenderer()
        var last: RasterImage?
        for i in 30...37 { last = try renderer.render(AnalogClockProbe(), frame: i) }
        #expect(a == last)
    }

    struct AnalogClockProbe: AnimatedScene {
        var format = SceneFormat(width: 60, height: 60, fps: 30, duration: 2)
        var body: some View {
            TimelineView(.animation) { context in
                Canvas { gc, size in
                    gc.translateBy(x: 30, y: 30)
                    gc.rotate(by: .degrees(context.time * 90))
                    gc.fill(Path(CGRect(x: 0, y: -1.5, width: 25, height: 3)), with: .color(.black))
                }
            }
        }
    }
}
