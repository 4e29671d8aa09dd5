import Foundation
@testable import Reel
import Testing

/// The safe area of a device screen, as iOS lays out a window's root view: the content is
/// proposed the safe area and centred in it, the system background fills the screen, and views
/// that ignore the safe area reach over the insets of the edges they touch (frames in points, on
/// an iPhone 15: 393 x 852, safe area 59...818 in portrait; 59...793 across and 0...372 down in
/// landscape).
@Suite struct SafeAreaLayoutTests {
    let phone = PreviewCanvas(device: .iPhone15)

    @Test func theRootIsProposedTheSafeAreaAndCentredInIt() {
        let frames = layout(DeviceScreen(phone) { Color.red }, in: phone.size)
        #expect(frames.map(\.0) == ["background", "safeArea", "Rectangle", "Rectangle"])
        #expect(frames[1].1 == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(frames[2].1 == CGRect(x: 0, y: 59, width: 393, height: 759))
        // The system background covers the whole screen.
        #expect(frames[3].1 == CGRect(x: 0, y: 0, width: 393, height: 852))
        let small = layout(DeviceScreen(phone) { Color.red.frame(width: 100, height: 100) }, in: phone.size)
        #expect(small.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 146.5, y: 388.5, width: 100, height: 100))
    }

    @Test func ignoringTheSafeAreaReachesTheScreensEdges() {
        let all = layout(DeviceScreen(phone) { Color.red.ignoresSafeArea() }, in: phone.size)
        #expect(all.first { $0.0 == "ignoresSafeArea" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(all.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 0, y: 0, width: 393, height: 852))
        let top = layout(DeviceScreen(phone) { Color.red.ignoresSafeArea(edges: .top) }, in: phone.size)
        #expect(top.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 0, y: 0, width: 393, height: 818))
        let old = layout(DeviceScreen(phone) { Color.red.edgesIgnoringSafeArea(.bottom) }, in: phone.size)
        #expect(old.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 793))
        // The keyboard's region alone leaves the container's safe area in place.
        let keyboard = layout(DeviceScreen(phone) { Color.red.ignoresSafeArea(.keyboard) }, in: phone.size)
        #expect(keyboard.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func onlyTheEdgesAViewTouchesAreExtended() {
        // A bar at the top of a stack touches the top edge only; one in the middle touches none.
        let view = DeviceScreen(phone) {
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea().frame(height: 40)
                Color.green.ignoresSafeArea().frame(width: 50, height: 50)
                Spacer()
            }
        }
        let rectangles = layout(view, in: phone.size).filter { $0.0 == "Rectangle" }.map(\.1)
        #expect(rectangles[0] == CGRect(x: 0, y: 0, width: 393, height: 99))
        #expect(rectangles[1] == CGRect(x: 171.5, y: 99, width: 50, height: 50))
    }

    @Test func shapeStyleBackgroundsBleedAndViewBackgroundsDoNot() {
        let header = DeviceScreen(phone) {
            VStack(spacing: 0) {
                Color.clear.frame(height: 40).background(Color.blue)
                Color.clear.frame(height: 40).background(Color.blue, ignoresSafeAreaEdges: [])
                Spacer()
            }
        }
        let boxes = layout(header, in: phone.size)
        #expect(boxes.first { $0.0 == "ignoresSafeArea" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 40))
        let fills = boxes.filter { $0.0 == "Rectangle" }.map(\.1)
        #expect(fills.contains(CGRect(x: 0, y: 0, width: 393, height: 99)))
        #expect(fills.contains(CGRect(x: 0, y: 99, width: 393, height: 40)))
        let inside = layout(DeviceScreen(phone) { VStack { Color.clear.frame(height: 40).background { Color.blue }; Spacer() } }, in: phone.size)
        #expect(inside.filter { $0.0 == "Rectangle" }.map(\.1).contains(CGRect(x: 0, y: 59, width: 393, height: 40)))
    }

    @Test func safeAreaPaddingPadsAndCanBeIgnored() {
        // Laid out as padding: 20 points in from the safe area on every edge.
        let padded = layout(DeviceScreen(phone) { Color.red.safeAreaPadding(20) }, in: phone.size)
        #expect(padded.first { $0.0 == "safeAreaPadding" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(padded.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 20, y: 79, width: 353, height: 719))
        // A view inside that ignores the safe area reaches over the padding and the screen's insets.
        let ignoring = layout(DeviceScreen(phone) { Color.red.ignoresSafeArea().safeAreaPadding(20) }, in: phone.size)
        #expect(ignoring.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 0, y: 0, width: 393, height: 852))
        // In the middle of the screen, only over the padding.
        let middle = layout(DeviceScreen(phone) {
            Color.red.ignoresSafeArea(edges: .top).safeAreaPadding(.top, 10).frame(width: 100, height: 100)
        }, in: phone.size)
        #expect(middle.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 146.5, y: 388.5, width: 100, height: 100))
    }

    @Test func landscapeSwapsTheSidesAndTakesTheLandscapeInsets() {
        let turned = PreviewCanvas(device: .iPhone15, orientation: .landscapeLeft)
        #expect(turned.size == CGSize(width: 852, height: 393))
        let frames = layout(DeviceScreen(turned) { Color.red }, in: turned.size)
        #expect(frames[2].1 == CGRect(x: 59, y: 0, width: 734, height: 372))
        let ignoring = layout(DeviceScreen(turned) { Color.red.ignoresSafeArea() }, in: turned.size)
        #expect(ignoring.first { $0.0 == "Rectangle" }?.1 == CGRect(x: 0, y: 0, width: 852, height: 393))
    }

    @Test func outsideAScreenNothingChanges() {
        // No node is added for a view ignoring a safe area there is none of.
        let frames = layout(Color.red.ignoresSafeArea().frame(width: 50, height: 50).background(Color.blue), in: CGSize(width: 100, height: 100))
        #expect(frames.map(\.0) == ["background", "frame", "Rectangle", "Rectangle"])
        #expect(frames[2].1 == CGRect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test func devicesAreNamedAsXcodeNamesThem() {
        #expect(Device.named("iPhone 15") == .iPhone15)
        #expect(Device.named("iphone se (3rd generation)") == .iPhoneSE3)
        #expect(Device.named("iPad Pro 11-inch") == .iPadPro11)
        #expect(Device.named("iPhone 4") == nil)
        #expect(Device.standard.size == CGSize(width: 393, height: 852) && Device.standard.scale == 3)
        #expect(Device.iPhone15.portraitSafeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(PreviewCanvas(device: .iPhoneSE3, orientation: .landscapeRight).safeArea == EdgeInsets())
    }
}
