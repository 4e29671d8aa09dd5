import Foundation
import Reel
import ReelCairo
import Testing

// Each scene puts an animated attribute inside a container or modifier that holds content.

struct ReaderScale: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        GeometryReader { proxy in
            Rectangle().fill(Color.red).frame(width: 20, height: 20)
                .scaleEffect(1 + 2 * v)
                .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

struct OverlayZStackReader: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        Color.clear.frame(width: 100, height: 100).overlay {
            ZStack {
                GeometryReader { proxy in
                    Rectangle().fill(Color.blue).frame(width: 30, height: 20)
                        .rotationEffect(.degrees(90 * v))
                        .offset(x: 30 * v)
                        .opacity(1 - 0.6 * v)
                        .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
                }
            }
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

struct AngularGradientInOverlay: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        Color.black.overlay(
            Circle().stroke(AngularGradient(colors: [.red, .blue, .yellow, .red], center: .center, angle: .degrees(180 * v)), lineWidth: 20)
                .padding(10))
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

struct GradientsInBackgroundAndMask: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        VStack(spacing: 0) {
            Color.clear.frame(height: 50)
                .background(LinearGradient(colors: [.black, .white], startPoint: UnitPoint(x: v, y: 0), endPoint: .bottomTrailing))
            Color.orange.frame(height: 50)
                .mask(RadialGradient(colors: [.black, .clear], center: .center, startRadius: 0, endRadius: 10 + 40 * v))
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

struct ClipAndStroke: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        HStack(spacing: 0) {
            Color.green.frame(width: 50, height: 50).clipShape(RoundedRectangle(cornerRadius: 25 * v, style: .circular))
            Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2 + 4 * v, dash: [8, 5], dashPhase: 26 * v))
                .frame(width: 40, height: 40).padding(5)
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

struct ColorAdjustmentsAnimate: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        VStack(spacing: 0) {
            LinearGradient(colors: [.red, .green, .blue], startPoint: .leading, endPoint: .trailing)
                .hueRotation(.degrees(180 * v))
            LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing)
                .saturation(1 - 0.8 * v).brightness(0.3 * v)
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

struct ForEachGroupAndMask: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                ForEach(0..<3) { i in
                    Circle().fill(Color.purple).frame(width: 16, height: 16).offset(y: 12 * v * Double(i))
                }
                Group {
                    Capsule().fill(Color.teal).frame(width: 10, height: 20)
                    Capsule().fill(Color.pink).frame(width: 10, height: 20)
                }
                .rotationEffect(.degrees(90 * v))
            }
            .frame(height: 50)
            Color.orange.frame(height: 50).mask { Circle().scaleEffect(0.2 + 0.8 * v) }
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

/// A preference carrying a height, for content built from preferences.
struct BarHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct PreferenceBuiltContent: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        Color.clear.frame(width: 80, height: 80)
            .preference(key: BarHeightKey.self, value: 40)
            .overlayPreferenceValue(BarHeightKey.self) { height in
                Rectangle().fill(Color.red).frame(width: 20, height: height)
                    .scaleEffect(x: 1 + 2 * v, y: 1)
                    .opacity(1 - 0.5 * v)
            }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

/// Lays its subviews along a diagonal, each a step further right and down.
struct DiagonalLayout: Layout {
    var step: CGFloat = 20
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + 10 + step * CGFloat(index), y: bounds.minY + 10 + step * CGFloat(index)),
                          anchor: .topLeading, proposal: .unspecified)
        }
    }
}

struct LayoutsAndGridsAnimate: MidpointScene {
    var format = Self.midpointFormat
    @State var t = 0.0
    let fixed: Double?
    init() { fixed = nil }
    init(fixed: Double?) { self.fixed = fixed }
    var body: some View {
        let v = fixed ?? t
        ZStack {
            DiagonalLayout {
                Rectangle().fill(Color.green).frame(width: 14, height: 14).rotationEffect(.degrees(45 * v))
                Rectangle().fill(Color.blue).frame(width: 14 + 10 * v, height: 14)
            }
            Grid(horizontalSpacing: 4, verticalSpacing: 4) {
                GridRow {
                    Circle().fill(Color.red).frame(width: 12, height: 12).offset(x: 10 * v)
                    Circle().fill(Color.orange).frame(width: 12, height: 12).opacity(1 - 0.8 * v)
                }
            }
            .offset(y: 30)
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { t = 1 } } }
}

/// SwiftUI animates an attribute wherever it sits: inside a `GeometryReader` (also one in an
/// overlay's `ZStack`), in overlays, backgrounds and masks, in `ForEach` rows and `Group`
/// elements, in content built from preferences; and gradients (their stops, points, radii and
/// angles), clip shapes' data, stroke styles (line width, dash phase) and colour adjustments
/// animate as attributes do.
@Suite struct AnimationEverywhereTests {
    @Test func insideAGeometryReader() throws { try Midpoint.expectHalfway(ReaderScale.self) }
    @Test func insideAReaderInAnOverlaysZStack() throws { try Midpoint.expectHalfway(OverlayZStackReader.self) }
    @Test func angularGradientAngleInAnOverlay() throws { try Midpoint.expectHalfway(AngularGradientInOverlay.self) }
    @Test func gradientsInBackgroundsAndMasks() throws { try Midpoint.expectHalfway(GradientsInBackgroundAndMask.self) }
    @Test func clipShapeDataAndStrokeStyle() throws { try Midpoint.expectHalfway(ClipAndStroke.self) }
    @Test func colorAdjustments() throws { try Midpoint.expectHalfway(ColorAdjustmentsAnimate.self) }
    @Test func forEachRowsGroupElementsAndMaskContent() throws { try Midpoint.expectHalfway(ForEachGroupAndMask.self) }
    @Test func contentBuiltFromPreferences() throws { try Midpoint.expectHalfway(PreferenceBuiltContent.self) }
    @Test func insideCustomLayoutsAndGrids() throws { try Midpoint.expectHalfway(LayoutsAndGridsAnimate.self) }

    /// The scale inside the reader at 1 s is 2 (halfway from 1 to 3), as `reel inspect` reports it.
    @Test func readerContentTransformIsHalfway() throws {
        let inspection = try FrameRenderer().inspection(of: ReaderScale(), time: 1)
        let rectangle = try #require(inspection.allViews.first { $0.kind == "Rectangle" })
        #expect(rectangle.transform[0] == 2 && rectangle.transform[3] == 2, "\(rectangle.transform)")
    }
}

/// A view inserted inside a reader comes in with its transition.
struct ReaderTransition: AnimatedScene {
    var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 2, background: .white)
    @State var shown = false
    var body: some View {
        GeometryReader { proxy in
            if shown {
                Color.purple.frame(width: 60, height: 60).transition(.scale)
                    .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
            }
        }
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { shown = true } } }
}

/// A shape's foreground style and a text's colour set through the environment animate as a fill does.
struct ForegroundStyleColor: AnimatedScene {
    var format = SceneFormat(width: 100, height: 50, fps: 10, duration: 2, background: .white)
    @State var on = false
    var throughFill = false
    var body: some View {
        HStack(spacing: 0) {
            if throughFill {
                Circle().fill(on ? Color.red : Color.blue).frame(width: 50, height: 50)
            } else {
                Circle().foregroundStyle(on ? Color.red : Color.blue).frame(width: 50, height: 50)
            }
            Rectangle().frame(width: 50, height: 50)
        }
        .foregroundStyle(on ? Color.orange : Color.indigo)
    }
    var timeline: some Timeline { At(0.5) { withAnimation(.linear(duration: 1)) { on = true } } }
}

@Suite struct AnimationEverywhereTransitionAndStyleTests {
    /// At 1 s the scale transition is halfway: the 60-point square is drawn 30 points wide.
    @Test func transitionInsideAReader() throws {
        let image = try FrameRenderer().render(ReaderTransition(), frame: 10)
        let purple = RGBA(Color.purple)
        #expect(RGBA(image, 50, 50) == purple)
        #expect(RGBA(image, 36, 50) == purple && RGBA(image, 63, 50) == purple)
        #expect(RGBA(image, 33, 50) == RGBA(255, 255, 255, 255) && RGBA(image, 66, 50) == RGBA(255, 255, 255, 255))
    }

    /// Halfway, the circle's colour is the fill animation's halfway colour (linear light), and the
    /// rectangle's foreground style is halfway from indigo to orange.
    @Test func foregroundStyleAnimatesAsFillDoes() throws {
        var fill = ForegroundStyleColor()
        fill.throughFill = true
        let viaFill = try FrameRenderer().render(fill, frame: 10)
        let viaStyle = try FrameRenderer().render(ForegroundStyleColor(), frame: 10)
        #expect(RGBA(viaFill, 25, 25) == RGBA(viaStyle, 25, 25))
        let mid = RGBA(viaStyle, 25, 25)
        #expect(mid != RGBA(Color.red) && mid != RGBA(Color.blue))
        var halfway = Color.indigo
        halfway.animatableData = Color.indigo.animatableData + (Color.orange.animatableData - Color.indigo.animatableData).scaled(by: 0.5)
        #expect(RGBA(viaStyle, 75, 25).distance(to: RGBA(halfway)) <= 1, "\(RGBA(viaStyle, 75, 25)) vs \(RGBA(halfway))")
    }
}
