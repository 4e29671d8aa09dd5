import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// The frames of the boxes of kind `kind`, in tree order.
func frames<V: View>(of kind: String, in view: V, size: CGSize) -> [CGRect] {
    layout(view, in: size).filter { $0.0 == kind }.map(\.1)
}

@Suite struct StackLayoutTests {
    @Test func hStackAddsWidthsAndDefaultSpacing() {
        let view = HStack { Text("ab"); Text("cde") }
        let texts = frames(of: "Text", in: view, size: CGSize(width: 400, height: 100))
        // 20 + 8 + 30 = 58 wide, centred in 400.
        #expect(texts == [CGRect(x: 171, y: 40, width: 20, height: 20), CGRect(x: 199, y: 40, width: 30, height: 20)])
    }

    @Test func vStackAlignsByItsGuide() {
        let view = VStack(alignment: .leading, spacing: 4) { Text("a"); Text("abc") }
        let texts = frames(of: "Text", in: view, size: CGSize(width: 100, height: 100))
        #expect(texts[0].minX == texts[1].minX)
        #expect(texts[1].minY - texts[0].maxY == 4)
        let trailing = frames(of: "Text", in: VStack(alignment: .trailing) { Text("a"); Text("abc") }, size: CGSize(width: 100, height: 100))
        #expect(trailing[0].maxX == trailing[1].maxX)
    }

    @Test func flexibleChildrenShareWhatIsLeftAfterTheRigidOnes() {
        // In 300: the text (rigid, 50) is offered its share first; the two colours split the rest.
        let view = HStack(spacing: 0) { Color.red; Text("hello"); Color.blue }
        let size = CGSize(width: 300, height: 40)
        let colours = frames(of: "Rectangle", in: view, size: size)
        let text = frames(of: "Text", in: view, size: size)[0]
        #expect(text.width == 50)
        #expect(colours[0].width == 125 && colours[1].width == 125)
        #expect(colours[0].maxX == text.minX && text.maxX == colours[1].minX)
    }

    @Test func spacersMoveTheirSiblingsOutOfTheWayRatherThanSharingWithThem() {
        // In 200: the bounded view (0...150, less flexible than the spacer) is offered all but the
        // spacer's minimum (8), so it takes its 150 and the spacer the 50 left; shared evenly it
        // would get 100.
        let view = HStack(spacing: 0) { Color.red.frame(maxWidth: 150); Spacer() }
        let size = CGSize(width: 200, height: 40)
        #expect(frames(of: "Rectangle", in: view, size: size)[0].width == 150)
        #expect(frames(of: "Spacer", in: view, size: size)[0] == CGRect(x: 150, y: 20, width: 50, height: 0))
        // Two spacers and two bounded views: the views first (each offered half of 200 - 2 × 8),
        // then the spacers share what is left.
        let four = HStack(spacing: 0) { Spacer(); Color.red.frame(maxWidth: 60); Color.blue.frame(maxWidth: 150); Spacer() }
        #expect(frames(of: "Rectangle", in: four, size: size).map(\.width) == [60, 124])
        #expect(frames(of: "Spacer", in: four, size: size).map(\.width) == [8, 8])
    }

    @Test func maxWidthAndMinWidthFramesInOneHundredFifty() {
        // Flexibility: the frame(maxWidth: 100) view ranges over 0...100, the frame(minWidth: 100)
        // one over 100...∞, so the first is less flexible and is offered its share first: half of
        // the 142 left after spacing, 71. The second is then offered 71 and takes its minimum,
        // 100. The stack is 179 wide, wider than the 150 proposed, and centred on it.
        let view = HStack {
            Color.red.frame(maxWidth: 100)
            Color.blue.frame(minWidth: 100)
        }
        let fs = frames(of: "frame", in: view, size: CGSize(width: 150, height: 20))
        #expect(fs.map(\.width) == [71, 100])
        #expect(fs[0].minX == -14.5 && fs[1].maxX == 164.5)
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        let view = HStack(spacing: 0) {
            Text("aaaaaaaaaa")
            Text("bbbbbbbbbb").layoutPriority(1)
        }
        // 150 points for 200 of text: the priority-1 text takes all it needs (100), after the
        // other's minimum (0 here: the stand-in text measurer never wraps, but reports its size).
        let fs = frames(of: "Text", in: view, size: CGSize(width: 150, height: 20))
        #expect(fs[1].width == 100)
    }

    @Test func spacerPushesToTheEdges() {
        let view = HStack { Text("a"); Spacer(); Text("b") }.frame(width: 200)
        let texts = frames(of: "Text", in: view, size: CGSize(width: 400, height: 100))
        #expect(texts[0].minX == 100 && texts[1].maxX == 300)
        let spacer = frames(of: "Spacer", in: view, size: CGSize(width: 400, height: 100))[0]
        #expect(spacer.width == 200 - 20 - 16 && spacer.height == 0)
    }

    @Test func spacerHasAMinimumLength() {
        let view = HStack(spacing: 0) { Text("a"); Spacer(minLength: 30); Text("b") }.fixedSize()
        #expect(layout(view, in: CGSize(width: 400, height: 100))[0].1.width == 50)
    }

    @Test func dividerRunsAcrossTheStack() {
        let h = frames(of: "Divider", in: HStack { Text("a"); Divider(); Text("b") }, size: CGSize(width: 100, height: 50))[0]
        #expect(h.width == 1)
        let v = frames(of: "Divider", in: VStack { Text("a"); Divider(); Text("b") }, size: CGSize(width: 100, height: 100))[0]
        #expect(v.height == 1)
    }

    @Test func equalHeightTextsWithMaxHeightInAFixedSizeStack() {
        // Two texts of different heights (a 2-line stand-in: one text is wrapped in a taller
        // frame) made equal with frame(maxHeight: .infinity) and a vertically fixed stack.
        let view = HStack {
            Text("short").frame(maxHeight: .infinity).background(Color.red)
            Text("tall").frame(height: 60).frame(maxHeight: .infinity).background(Color.blue)
        }
        .fixedSize(horizontal: false, vertical: true)
        let backgrounds = frames(of: "Rectangle", in: view, size: CGSize(width: 300, height: 300))
        #expect(backgrounds.count == 2)
        #expect(backgrounds[0].height == 60 && backgrounds[1].height == 60)
        #expect(backgrounds[0].minY == backgrounds[1].minY)
    }

    @Test func customAlignmentIDLinesUpViewsAcrossStacks() {
        enum Marker: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
        let marker = HorizontalAlignment(Marker.self)
        let view = VStack(alignment: marker) {
            Text("abcd").alignmentGuide(marker) { d in d.width }   // its trailing edge on the guide
            Text("xy").alignmentGuide(marker) { _ in 0 }           // its leading edge on the guide
        }
        let texts = frames(of: "Text", in: view, size: CGSize(width: 200, height: 100))
        #expect(texts[0].maxX == texts[1].minX)
    }

    @Test func alignmentGuideMovesABadgeByHalfItsSize() {
        let view = ZStack(alignment: .topTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.blue.frame(width: 24, height: 24)
                .alignmentGuide(.top) { d in d.height / 2 }
                .alignmentGuide(.trailing) { d in d.width / 2 }
        }
        let fs = frames(of: "frame", in: view, size: CGSize(width: 200, height: 200))
        #expect(fs[0].size == CGSize(width: 100, height: 60))
        #expect(fs[1].midX == fs[0].maxX && fs[1].midY == fs[0].minY)
        let stack = frames(of: "ZStackLayout", in: view, size: CGSize(width: 200, height: 200))[0]
        #expect(stack.size == CGSize(width: 112, height: 72))
    }

    @Test func hStackAlignsTextBaselines() {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("a")                             // baseline 16 from its top
            Text("b").padding(.top, 10)           // baseline 26 from the padded top
        }
        let texts = frames(of: "Text", in: view, size: CGSize(width: 200, height: 200))
        #expect(texts[0].minY == texts[1].minY)
    }

    @Test func zIndexChangesDrawingOrderNotLayout() {
        let view = ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        let log = DiagnosticLog()
        let root = LayoutBox.make(ResolveContext(diagnostics: log).resolve(view))
        LayoutEngine(services: LayoutServices(text: FixedTextMeasurer(), images: FixedImages()), diagnostics: log).layout(root, in: CGSize(width: 50, height: 50))
        let order = DisplayListBuilder.drawingOrder(root.children)
        #expect(order.map { $0.frame.width } == [20, 10])
    }

    @Test func aspectRatioFitsAndFills() {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit), in: CGSize(width: 300, height: 100))[0].1
        #expect(fit.size == CGSize(width: 200, height: 100))
        let fill = layout(Color.red.aspectRatio(2, contentMode: .fill), in: CGSize(width: 300, height: 100))[0].1
        #expect(fill.size == CGSize(width: 300, height: 150))
        // Without a ratio, the child's ideal proportions: the stand-in image is 40 × 30.
        let image = layout(Image("a.png").resizable().aspectRatio(contentMode: .fit), in: CGSize(width: 400, height: 60))[0].1
        #expect(image.size == CGSize(width: 80, height: 60))
    }

    @Test func geometryReaderTakesTheProposalAndReportsItsFrames() {
        var seen: [CGRect] = []
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width / 2)
                    .onAppearForTest { seen = [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("outer"))] }
            }
        }
        .frame(width: 100, height: 130)
        .coordinateSpace(name: "outer")
        let fs = layout(view, in: CGSize(width: 300, height: 300))
        #expect(seen.count == 3)
        #expect(seen[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(seen[1] == CGRect(x: 100, y: 115, width: 100, height: 100))
        #expect(seen[2] == CGRect(x: 0, y: 30, width: 100, height: 100))
        // The content sits at the reader's top-left.
        let blue = fs.filter { $0.0 == "frame" }.map(\.1).last!
        #expect(blue == CGRect(x: 100, y: 115, width: 50, height: 100))
    }

    @Test func anchorPreferencesPositionAnUnderline() {
        struct Bounds: PreferenceKey {
            static let defaultValue: [Int: Anchor<CGRect>] = [:]
            static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
                value.merge(nextValue()) { $1 }
            }
        }
        let selected = 1
        let view = HStack(spacing: 10) {
            ForEach(0..<3) { i in
                Text(String(repeating: "x", count: i + 1)).anchorPreference(key: Bounds.self, value: .bounds) { [i: $0] }
            }
        }
        .overlayPreferenceValue(Bounds.self) { bounds in
            GeometryReader { proxy in
                let r = proxy[bounds[selected]!]
                Color.red.frame(width: r.width, height: 2).offset(x: r.minX, y: r.maxY)
            }
        }
        let fs = layout(view, in: CGSize(width: 200, height: 100))
        let texts = fs.filter { $0.0 == "Text" }.map(\.1)
        let underline = fs.filter { $0.0 == "frame" }.map(\.1).last!
        // The underline is as wide as the second label; its offset (a drawing effect) moves it under it.
        #expect(underline.width == texts[1].width)
        let reader = fs.first { $0.0 == "GeometryReader" }!.1
        #expect(reader == fs[0].1)
    }

    @Test func deepNestingIsReportedNotOverflowed() {
        var view = AnyView(Color.black)
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let log = DiagnosticLog()
        _ = ResolveContext(diagnostics: log).resolve(view)
        #expect(log.errors.first?.message.contains("nested more than 1000 levels") == true)
    }
}

extension View {
    /// Runs `action` when the view is resolved (a test hook for reading a GeometryProxy).
    func onAppearForTest(_ action: @escaping () -> Void) -> Self {
        action()
        return self
    }
}
