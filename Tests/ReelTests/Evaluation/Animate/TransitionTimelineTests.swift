import Foundation
@testable import Reel
import ReelTestSupport
import Testing

/// Insertions and removals on the timeline: transitions made of view modifiers, several removed
/// copies in flight, and removed views keeping their place (SEMANTICS section 4).
@Suite struct TransitionTimelineTests {
    /// Moves the content and fades it.
    struct Shift: ViewModifier {
        var x: CGFloat
        var alpha: Double
        func body(content: Content) -> some View { content.offset(x: x).opacity(alpha) }
    }

    struct Entering: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 4)
        @State var shown = false
        var body: some View {
            ZStack {
                if shown {
                    Rectangle().frame(width: 20, height: 20)
                        .transition(.modifier(active: Shift(x: -100, alpha: 0), identity: Shift(x: 0, alpha: 1)))
                }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { shown = true } }
            At(2.5) { withAnimation(.linear(duration: 1)) { shown = false } }
        }
    }

    /// The horizontal translation and the opacity the rectangle is drawn with, and its identity path.
    func shift(at t: Double) throws -> (x: Double, opacity: Double, path: String)? {
        let views = try EngineEvaluator().inspection(of: Entering(), time: t).allViews
        guard let rectangle = views.first(where: { $0.kind == "Rectangle" }) else { return nil }
        return (rectangle.transform[4], rectangle.opacity, rectangle.path)
    }

    @Test func aModifierTransitionInsertsFromActiveAndRemovesToward() throws {
        #expect(try shift(at: 0.5) == nil)
        // At rest the view is inside the identity modifier: offset 0, opacity 1.
        let resting = try #require(try shift(at: 2.2))
        #expect(resting.x == 0 && resting.opacity == 1)
        // A quarter of the insertion: offset -100 -> 0 is -75, opacity 0 -> 1 is 0.25.
        let entering = try #require(try shift(at: 1.25))
        #expect(abs(entering.x + 75) < 1e-9 && abs(entering.opacity - 0.25) < 1e-9)
        // Half of the removal: back toward the active modifier, -50 and 0.5.
        let leaving = try #require(try shift(at: 3.0))
        #expect(abs(leaving.x + 50) < 1e-9 && abs(leaving.opacity - 0.5) < 1e-9)
        #expect(try shift(at: 3.6) == nil)
        // The view keeps its identity path through the transition.
        #expect(entering.path == resting.path && leaving.path == resting.path)
    }

    struct OneWay: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 4)
        @State var shown = false
        var body: some View {
            ZStack {
                if shown {
                    Rectangle().frame(width: 20, height: 20)
                        .transition(.asymmetric(insertion: .modifier(active: Shift(x: -100, alpha: 0), identity: Shift(x: 0, alpha: 1)),
                                                removal: .scale))
                }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { shown = true } }
            At(2.5) { withAnimation(.linear(duration: 1)) { shown = false } }
        }
    }

    @Test func anAsymmetricModifierInsertionLeavesWithTheRemovalTransition() throws {
        func rectangle(_ t: Double) throws -> InspectedView? {
            try EngineEvaluator().inspection(of: OneWay(), time: t).allViews.first { $0.kind == "Rectangle" }
        }
        let entering = try #require(try rectangle(1.5))
        #expect(abs(entering.transform[4] + 50) < 1e-9 && abs(entering.opacity - 0.5) < 1e-9)
        // Leaving, the view stays inside the identity modifier (offset 0, opacity 1) and shrinks
        // about its centre: half way, scale 0.5.
        let leaving = try #require(try rectangle(3.0))
        #expect(leaving.opacity == 1 && abs(leaving.transform[0] - 0.5) < 1e-9)
    }

    /// An animatable modifier shows its data as text.
    struct Tally: ViewModifier, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        func body(content: Content) -> some View { content.overlay(Text("\(Int(value.rounded()))")) }
    }

    struct Counted: AnimatedScene {
        var format = SceneFormat(width: 200, height: 100, fps: 60, duration: 3)
        @State var shown = false
        var body: some View {
            ZStack {
                if shown {
                    Color.blue.frame(width: 60, height: 30).transition(.modifier(active: Tally(value: 0), identity: Tally(value: 40)))
                }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { shown = true } }
        }
    }

    @Test func aModifierTransitionInterpolatesAnAnimatableModifiersData() throws {
        func text(_ t: Double) throws -> String? {
            try EngineEvaluator().inspection(of: Counted(), time: t).allViews.first { $0.kind == "Text" }?.text
        }
        #expect(try text(1.25) == "10")
        #expect(try text(1.5) == "20")
        // At rest the identity modifier stays applied, as in SwiftUI.
        #expect(try text(2.5) == "40")
    }

    struct Rapid: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 60, duration: 4)
        @State var n = 0
        var body: some View {
            ZStack { Rectangle().frame(width: 20, height: 20).id(n) }
        }
        var timeline: some Timeline {
            At(1.0) { withAnimation(.linear(duration: 1)) { n = 1 } }
            At(1.1) { withAnimation(.linear(duration: 1)) { n = 2 } }
            At(1.2) { withAnimation(.linear(duration: 1)) { n = 3 } }
        }
    }

    /// The opacity of each copy of the rectangle, by its id, in drawing order.
    func copies(at t: Double) throws -> [(id: String, opacity: Double)] {
        try EngineEvaluator().inspection(of: Rapid(), time: t).allViews.filter { $0.kind == "Rectangle" }
            .map { (String($0.path.split(separator: "/").first { $0.hasPrefix("id:") } ?? ""), $0.opacity) }
    }

    @Test func rapidIdChangesKeepEveryRemovedCopyDrawingUntilItsRemovalEnds() throws {
        // At 1.25: copy 0 (removed at 1.0) is a quarter gone; copies 1 and 2 were removed 0.1 s
        // after their insertion began, so the two linear runs add up and they stay at the 0.1
        // their insertion had reached; copy 3 is 0.05 in.
        let mid = try copies(at: 1.25)
        #expect(mid.map(\.id) == ["id:0", "id:1", "id:2", "id:3"])
        for (copy, expected) in zip(mid, [0.75, 0.1, 0.1, 0.05]) {
            #expect(abs(copy.opacity - expected) < 1e-9, "\(copy.id): \(copy.opacity)")
        }
        // At 2.05: copy 0 has gone (its removal ended at 2.0); copy 1's insertion has ended and its
        // removal has 0.05 s left; copy 2 holds 0.1 until its insertion ends at 2.1.
        let late = try copies(at: 2.05)
        #expect(late.map(\.id) == ["id:1", "id:2", "id:3"])
        for (copy, expected) in zip(late, [0.05, 0.1, 0.85]) {
            #expect(abs(copy.opacity - expected) < 1e-9, "\(copy.id): \(copy.opacity)")
        }
        let done = try copies(at: 2.3)
        #expect(done.count == 1 && done[0].id == "id:3" && done[0].opacity == 1)
    }

    struct Removing: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var middle = true
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().frame(width: 40, height: 20)
                if middle { Circle().frame(width: 40, height: 20) }
                Ellipse().frame(width: 40, height: 20)
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { middle = false } }
        }
    }

    @Test func aViewRemovedFromAnHStackFadesAtItsOldFrameWhileTheOthersMove() throws {
        func views(_ t: Double) throws -> [String: InspectedView] {
            let all = try EngineEvaluator().inspection(of: Removing(), time: t).allViews
            return Dictionary(all.filter { ["Rectangle", "Circle", "Ellipse"].contains($0.kind) }.map { ($0.kind, $0) }, uniquingKeysWith: { a, _ in a })
        }
        // Old layout: 120 wide from x = 90 (90, 130, 170); new: 80 wide from 110 (110, 150).
        let before = try views(0.5)
        #expect(before["Rectangle"]?.frame.x == 90 && before["Circle"]?.frame.x == 130 && before["Ellipse"]?.frame.x == 170)
        let mid = try views(1.5)
        let circle = try #require(mid["Circle"])
        #expect(circle.frame.x == 130 && circle.frame.width == 40 && abs(circle.opacity - 0.5) < 1e-9)
        #expect(abs(mid["Rectangle"]!.frame.x - 100) < 1e-9)
        #expect(abs(mid["Ellipse"]!.frame.x - 160) < 1e-9)
        let after = try views(2.5)
        #expect(after["Circle"] == nil && after["Rectangle"]?.frame.x == 110 && after["Ellipse"]?.frame.x == 150)
    }

    struct Swapping: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 60, duration: 3)
        @State var first = true
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().frame(width: 40, height: 20)
                if first { Circle().frame(width: 40, height: 20) }
                Ellipse().frame(width: 40, height: 20)
                if !first { Capsule().frame(width: 40, height: 20) }
            }
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { first = false } }
        }
    }

    @Test func aRemovedViewKeepsItsOldFrameWhenAnotherIsInsertedByTheSameChange() throws {
        // Both layouts are 120 wide from x = 90: the circle was at 130; the capsule goes at 170,
        // the ellipse moves from 170 to 130.
        let views = try EngineEvaluator().inspection(of: Swapping(), time: 1.5).allViews
        let circle = try #require(views.first { $0.kind == "Circle" })
        let ellipse = try #require(views.first { $0.kind == "Ellipse" })
        let capsule = try #require(views.first { $0.kind == "Capsule" })
        #expect(abs(circle.opacity - 0.5) < 1e-9 && abs(capsule.opacity - 0.5) < 1e-9)
        #expect(abs(ellipse.frame.x - 150) < 1e-9)
        // The removed circle fades where it was and takes no room: the inserted capsule is at its
        // model frame.
        #expect(circle.frame.x == 130)
        #expect(capsule.frame.x == 170)
    }

    /// A number rolling inside a clipped frame: the transition is written on the text, inside the
    /// frame and its clip.
    struct Rolling: AnimatedScene {
        var format = SceneFormat(width: 100, height: 100, fps: 10, duration: 3)
        @State var count = 1
        var body: some View {
            Text("\(count)")
                .id(count)
                .transition(.push(from: .bottom))
                .frame(width: 40, height: 50)
                .clipped()
        }
        var timeline: some Timeline {
            At(1) { withAnimation(.linear(duration: 1)) { count = 2 } }
        }
    }

    @Test func aTransitionMovesTheViewItIsWrittenOnInsideTheModifiersAfterIt() throws {
        let views = try EngineEvaluator().inspection(of: Rolling(), time: 1.5).allViews
        // Both copies' clips stay where the frame is: only the texts move.
        let clips = views.filter { $0.kind == "clipShape" }
        #expect(clips.count == 2)
        #expect(clips.allSatisfy { $0.transform == [1, 0, 0, 1, 0, 0] && $0.frame.y == 25 && $0.frame.height == 50 })
        // Half-way: the old text (20 high) half gone toward the top, the new one half in from the bottom.
        let texts = views.filter { $0.kind.hasPrefix("Text") }
        #expect(texts.map { $0.transform[5] } == [-10, 10])
        #expect(texts.map(\.opacity) == [0.5, 0.5])
    }
}
