import Foundation
@testable import Reel
import Testing

/// The app's containers laid out on an iPhone 15 (393 x 852, safe area 59...818), compiled: the
/// navigation bar's placements and bottom toolbar, scroll views at rest, list row modifiers and
/// styles, and what a device screen presents (docs/AppShell.md has the measurements).
@Suite struct AppShellLayoutTests {
    let phone = PreviewCanvas(device: .iPhone15)

    /// The frames of the boxes named `name`, in walk order.
    func frames<V: View>(_ name: String, _ view: V) -> [CGRect] {
        layout(DeviceScreen(phone) { view }, in: phone.size).filter { $0.0 == name }.map(\.1)
    }

    @Test func toolbarPlacementsAndTheBottomBar() {
        let screen = NavigationStack {
            Color.red
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.green.frame(width: 20, height: 20) }
                    ToolbarItem(placement: .principal) { Color.blue.frame(width: 100, height: 30) }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Color.yellow.frame(width: 30, height: 30)
                        Color.orange.frame(width: 30, height: 30)
                    }
                }
        }
        let rectangles = frames("Rectangle", screen)
        // The content between the 44-point bar (59...103) and the 44-point bottom bar (774...818).
        #expect(rectangles.contains(CGRect(x: 0, y: 103, width: 393, height: 671)))
        #expect(rectangles.contains(CGRect(x: 16, y: 71, width: 20, height: 20)))
        #expect(rectangles.contains(CGRect(x: 146.5, y: 66, width: 100, height: 30)))
        #expect(rectangles.contains(CGRect(x: 16, y: 781, width: 30, height: 30)))
        #expect(rectangles.contains(CGRect(x: 62, y: 781, width: 30, height: 30)))
    }

    @Test func aLargeTitleMakesTheBar96PointsAndAHiddenBarNone() {
        let large = frames("Rectangle", NavigationStack { Color.red.navigationTitle("Title") })
        #expect(large.contains(CGRect(x: 0, y: 155, width: 393, height: 663)))
        let hidden = frames("Rectangle", NavigationStack { Color.red.navigationTitle("Title").toolbar(.hidden, for: .navigationBar) })
        #expect(hidden.contains(CGRect(x: 0, y: 59, width: 393, height: 759)))
        // A background that ignores the safe area reaches up behind the bar and the status bar.
        let behind = frames("Rectangle", NavigationStack { Color.red.ignoresSafeArea().navigationTitle("Title") })
        #expect(behind.contains(CGRect(x: 0, y: 0, width: 393, height: 852)))
    }

    @Test func scrollViewsLayTheirContentOutFromTheInitialOffset() {
        // Vertical: the scroll view takes the safe area; taller content starts at its top.
        let tall = layout(DeviceScreen(phone) { ScrollView { Color.red.frame(height: 1000) } }, in: phone.size)
        #expect(tall.first { $0.0 == "ScrollViewLayout" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(tall.filter { $0.0 == "Rectangle" }.map(\.1).contains(CGRect(x: 0, y: 59, width: 393, height: 1000)))
        // Narrower content is centred across the axis, at the top along it.
        #expect(frames("Rectangle", ScrollView { Color.red.frame(width: 100, height: 100) })
            .contains(CGRect(x: 146.5, y: 59, width: 100, height: 100)))
        // Horizontal: as tall as its content, the content from the leading edge past the screen.
        let row = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 100, height: 50) } }
            }
            Spacer()
        }
        let boxes = layout(DeviceScreen(phone) { row }, in: phone.size)
        #expect(boxes.first { $0.0 == "ScrollViewLayout" }?.1 == CGRect(x: 0, y: 59, width: 393, height: 50))
        let lefts: [CGFloat] = boxes.filter { $0.0 == "Rectangle" }.map { $0.1.minX }
        let expected: [CGFloat] = [0, 100, 200, 300, 400, 0]   // the five, then the system background
        #expect(lefts == expected)
    }

    @Test func listRowInsetsStylesAndSeparators() {
        let list = List {
            Color.red.frame(height: 10).listRowInsets(EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
            Color.blue.frame(height: 60).listRowSeparator(.hidden)
            Color.green.frame(height: 20)
        }
        let rectangles = frames("Rectangle", list)
        // Inset grouped: the card 35 below the top, 16 in from the sides; rows at least 44 tall.
        #expect(rectangles.contains(CGRect(x: 16, y: 111, width: 361, height: 10)))
        #expect(rectangles.contains(CGRect(x: 36, y: 149, width: 321, height: 60)))
        #expect(rectangles.contains(CGRect(x: 36, y: 232, width: 321, height: 20)))
        // One separator: under the first row only (the second hides its own; the last has none).
        #expect(rectangles.filter { abs($0.height - 1.0 / 3.0) < 1e-9 } == [CGRect(x: 36, y: 138 - 1.0 / 3.0, width: 341, height: 1.0 / 3.0)])
        // Plain: rows from the top, across the whole width.
        let plain = frames("Rectangle", List { Color.red.frame(height: 20) }.listStyle(.plain))
        #expect(plain.contains(CGRect(x: 20, y: 59 + 12, width: 353, height: 20)))
        // Grouped: the whole width, 35 below the top.
        let grouped = frames("Rectangle", List { Color.red.frame(height: 20) }.listStyle(.grouped))
        #expect(grouped.contains(CGRect(x: 20, y: 94 + 12, width: 353, height: 20)))
    }

    @Test func aDeviceScreenDrawsWhatItsViewsPresent() {
        // A sheet's card starts 10 below the safe area's top; inside, only the bottom inset remains.
        let sheet = frames("Rectangle", Color.red.sheet(isPresented: .constant(true)) { Color.blue })
        #expect(sheet.contains(CGRect(x: 0, y: 69, width: 393, height: 749)))
        let notPresented = frames("Rectangle", Color.red.sheet(isPresented: .constant(false)) { Color.blue })
        #expect(!notPresented.contains(CGRect(x: 0, y: 69, width: 393, height: 749)))
        // A full-screen cover has the screen's safe area.
        let cover = frames("Rectangle", Color.red.fullScreenCover(isPresented: .constant(true)) { Color.blue.frame(height: 100) })
        #expect(cover.contains(CGRect(x: 0, y: 388.5, width: 393, height: 100)))
        // An alert is 270 wide and centred; with no actions it has an OK button.
        let alert = layout(DeviceScreen(phone) { Color.red.alert("Title", isPresented: .constant(true)) { EmptyView() } }, in: phone.size)
        let box = alert.filter { $0.0 == "Rectangle" && $0.1.width == 270 }.map(\.1)
        #expect(box.count >= 1 && box.allSatisfy { $0.minX == 61.5 })
        #expect(alert.contains { $0.0 == "Text" })
        // An action sheet sits above the bottom inset, 8 in from the sides.
        let dialog = frames("Rectangle", Color.red.confirmationDialog("T", isPresented: .constant(true)) { Color.blue.frame(width: 10, height: 10) })
        #expect(dialog.contains { $0.minX == 8 && $0.maxX == 385 && $0.maxY == 818 })
    }
}
