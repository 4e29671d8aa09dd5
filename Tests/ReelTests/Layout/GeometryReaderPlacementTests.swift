import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// A `GeometryReader` lays its content out as a `ZStack(alignment: .topLeading)` (SwiftUI since
/// iOS 14): several views are each at the reader's top-leading corner, proposed its size, never
/// centred on one another.
@Suite struct GeometryReaderPlacementTests {
    struct Several: AnimatedScene {
        var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 1)
        var body: some View {
            GeometryReader { proxy in
                Rectangle().frame(width: 100, height: 40)
                Circle().frame(width: 20, height: 20)
                Text("Hi")
                ForEach(0..<2, id: \.self) { i in Capsule().frame(width: 30 + CGFloat(i) * 10, height: 8) }
            }
            .frame(width: 200, height: 120)
        }
    }

    @Test func eachViewSitsAtTheTopLeadingCorner() throws {
        let views = try EngineEvaluator().inspection(of: Several(), time: 0).allViews
        // The reader is centred on the 300 × 200 canvas: its corner is at (50, 40).
        for kind in ["Rectangle", "Circle", "Text", "Capsule"] {
            for view in views where view.kind == kind {
                #expect(view.frame.x == 50, "\(kind)")
                #expect(view.frame.y == 40, "\(kind)")
            }
        }
        #expect(views.filter { $0.kind == "Capsule" }.map(\.frame.width) == [30, 40])
    }

    /// One view in a reader is at its corner too, whatever its size.
    struct One: AnimatedScene {
        var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 1)
        var body: some View {
            GeometryReader { _ in Rectangle().frame(width: 10, height: 10) }
        }
    }

    @Test func oneViewSitsAtTheCorner() throws {
        let rectangle = try EngineEvaluator().inspection(of: One(), time: 0).allViews.first { $0.kind == "Rectangle" }!
        #expect(rectangle.frame.x == 0 && rectangle.frame.y == 0)
    }
}
