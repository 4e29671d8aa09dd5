import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// Lays `view` out in `size` and returns the boxes in drawing order with their frames.
func layout<V: View>(_ view: V, in size: CGSize) -> [(String, CGRect)] {
    let log = DiagnosticLog()
    let root = LayoutBox.make(ResolveContext(diagnostics: log).resolve(view))
    LayoutEngine(services: LayoutServices(text: FixedTextMeasurer(), images: FixedImages()), diagnostics: log).layout(root, in: size)
    var result: [(String, CGRect)] = []
    func walk(_ box: LayoutBox) {
        result.append((box.kind.name, box.frame))
        box.children.forEach(walk)
    }
    walk(root)
    return result
}

@Suite struct LayoutTests {
    @Test func textInAFixedFrameSitsCentredAtItsNaturalSize() {
        let frames = layout(Text("Hello").frame(width: 300, height: 100), in: CGSize(width: 400, height: 400))
        #expect(frames[0].1 == CGRect(x: 50, y: 150, width: 300, height: 100))
        #expect(frames[1].1 == CGRect(x: 175, y: 190, width: 50, height: 20))
        let corner = layout(Text("Hello").frame(width: 300, height: 100, alignment: .bottomTrailing), in: CGSize(width: 400, height: 400))
        #expect(corner[1].1 == CGRect(x: 300, y: 230, width: 50, height: 20))
    }

    @Test func colorWithUnspecifiedHeightIsTenTall() {
        func height<V: View>(_ v: V) -> CGFloat {
            layout(v.fixedSize(horizontal: false, vertical: true), in: CGSize(width: 100, height: 500))[1].1.height
        }
        #expect(height(Color.red) == 10)
        #expect(height(Color.red.frame(maxHeight: 400)) == 10)
        #expect(height(Color.red.frame(idealHeight: 400)) == 400)
    }

    @Test func idealFrameAroundTextPaintsOnlyTheTextWhenProposedTheCanvas() {
        let frames = layout(Text("Hi").background(Color.red).frame(idealWidth: 300, idealHeight: 200), in: CGSize(width: 400, height: 400))
        // Proposed the canvas, the flexible frame with only ideal sizes takes its child's size.
        #expect(frames[0].1.size == CGSize(width: 20, height: 20))
    }

    @Test func nestedFramesAndBackgrounds() {
        let view = Text("Hello").background(Color.blue).frame(width: 250).background(Color.red).frame(minWidth: 400).background(Color.yellow)
        let frames = layout(view, in: CGSize(width: 600, height: 300))
        let named = frames.filter { $0.0 == "Rectangle" }.map(\.1)
        // The walk visits each modifier's content before its background: blue, red, yellow.
        #expect(named.map(\.width) == [50, 250, 400])   // blue hugs the text, red is 250, yellow 400
        #expect(named.allSatisfy { $0.midX == 300 })
    }

    @Test func paddingDefaultsToSixteen() {
        let frames = layout(Text("Hi").padding(), in: CGSize(width: 200, height: 200))
        #expect(frames[0].1.size == CGSize(width: 52, height: 52))
        #expect(frames[1].1 == CGRect(x: 90, y: 90, width: 20, height: 20))
    }

    @Test func positionTakesTheProposalAndCentresTheChild() {
        let frames = layout(Color.red.frame(width: 10, height: 10).position(x: 20, y: 30), in: CGSize(width: 100, height: 100))
        #expect(frames[0].1 == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frames[1].1 == CGRect(x: 15, y: 25, width: 10, height: 10))
    }

    @Test func offsetDoesNotChangeLayout() {
        let plain = layout(Color.red.frame(width: 10, height: 10), in: CGSize(width: 100, height: 100))
        let moved = layout(Color.red.frame(width: 10, height: 10).offset(x: 30, y: 5), in: CGSize(width: 100, height: 100))
        #expect(plain[0].1 == moved[0].1)
    }

    @Test func zStackIsTheUnionOfItsAlignedChildren() {
        let view = ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 100, height: 40)
            Color.blue.frame(width: 30, height: 60)
        }
        let frames = layout(view.fixedSize(), in: CGSize(width: 300, height: 300))
        let stack = frames[1].1
        #expect(stack.size == CGSize(width: 100, height: 60))
        let children = frames.filter { $0.0 == "frame" }.map(\.1)
        #expect(children[0] == CGRect(x: stack.minX, y: stack.minY, width: 100, height: 40))
        #expect(children[1] == CGRect(x: stack.maxX - 30, y: stack.minY, width: 30, height: 60))
    }

    @Test func overlayTakesThePrimarySize() {
        let frames = layout(Color.red.frame(width: 80, height: 20).overlay(alignment: .leading) { Text("A") }, in: CGSize(width: 200, height: 200))
        #expect(frames[0].1.size == CGSize(width: 80, height: 20))
        #expect(frames.last!.1 == CGRect(x: 60, y: 90, width: 10, height: 20))
    }

    @Test func imagesTakeTheirNaturalSizeUnlessResizable() {
        #expect(layout(Image("a.png"), in: CGSize(width: 200, height: 200))[0].1.size == CGSize(width: 40, height: 30))
        #expect(layout(Image("a.png").resizable(), in: CGSize(width: 200, height: 100))[0].1.size == CGSize(width: 200, height: 100))
    }

    @Test func flexibleFrameClampsTheProposal() {
        #expect(layout(Color.red.frame(maxWidth: .infinity), in: CGSize(width: 300, height: 50))[0].1.width == 300)
        #expect(layout(Color.red.frame(minWidth: 50, maxWidth: 120), in: CGSize(width: 300, height: 50))[0].1.width == 120)
        #expect(layout(Color.red.frame(minWidth: 50, maxWidth: 120), in: CGSize(width: 20, height: 50))[0].1.width == 50)
        #expect(layout(Text("Hi").frame(minWidth: 50), in: CGSize(width: 300, height: 50))[0].1.width == 50)
    }
}
