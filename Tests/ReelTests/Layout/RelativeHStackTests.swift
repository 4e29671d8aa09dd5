import Foundation
@testable import Reel
import Testing

@Suite struct RelativeHStackTests {
    @Test func widthsFollowLayoutPriorityWithZeroCountingAsOne() {
        let view = RelativeHStack(spacing: 10) {
            Color.red
            Color.green.layoutPriority(2)
            Color.blue.layoutPriority(0)
        }
        let result = relativeFrames(view, in: CGSize(width: 420, height: 50), container: "RelativeHStack")
        // 400 shared 1 : 2 : 1.
        #expect(result.size == CGSize(width: 420, height: 50))
        #expect(result.frames == [
            CGRect(x: 0, y: 0, width: 100, height: 50),
            CGRect(x: 110, y: 0, width: 200, height: 50),
            CGRect(x: 320, y: 0, width: 100, height: 50),
        ])
    }

    @Test func fractionalPriorities() {
        let view = RelativeHStack(spacing: 0) {
            Color.red.layoutPriority(0.5)
            Color.blue.layoutPriority(1.5)
        }
        let result = relativeFrames(view, in: CGSize(width: 200, height: 10), container: "RelativeHStack")
        #expect(result.frames.map(\.width) == [50, 150])
    }

    @Test func childrenAreCentredInTheirShareAndTheStackIsAsTallAsTheTallest() {
        let view = RelativeHStack(spacing: 0) {
            Text("AB")
            Color.red.frame(height: 40)
        }
        let result = relativeFrames(view, in: CGSize(width: 200, height: 100), container: "RelativeHStack")
        #expect(result.size == CGSize(width: 200, height: 40))
        #expect(result.frames == [CGRect(x: 40, y: 10, width: 20, height: 20), CGRect(x: 100, y: 0, width: 100, height: 40)])
    }

    @Test func defaultSpacingIsEight() {
        let view = RelativeHStack { Color.red; Color.blue }
        let result = relativeFrames(view, in: CGSize(width: 208, height: 10), container: "RelativeHStack")
        #expect(result.frames.map(\.minX) == [0, 108])
    }
}
