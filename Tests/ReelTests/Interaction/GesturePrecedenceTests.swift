import Reel
import ReelTestSupport
import Testing

/// Gesture values attached with `gesture(_:)`, `highPriorityGesture(_:)` and
/// `simultaneousGesture(_:)`, and which wins a touch, as SwiftUI documents it: a child's gesture
/// before its parent's, a parent's high-priority gesture before its child's, simultaneous
/// gestures alongside; a single tap waits out a double tap on the same view (docs/Interaction.md).
@Suite struct GesturePrecedenceTests {
    /// The texts on screen at `time`.
    static func texts<S: AnimatedScene>(_ scene: S, at time: Double) throws -> [String] {
        try EngineEvaluator().inspection(of: scene, time: time).allViews.compactMap(\.text)
    }

    /// The log line of `scene` at `time` (its last text).
    static func log<S: AnimatedScene>(_ scene: S, at time: Double) throws -> String {
        try texts(scene, at: time).last ?? ""
    }

    /// A 100 pt square inside a 200 pt square, each with a gesture attached as `attach` says, and
    /// a log of what ran; a tap at the centre lands on the inner square.
    struct Nested: AnimatedScene {
        enum Attach { case gesture, high, simultaneous }
        var parent: Attach = .gesture
        var child: Attach = .gesture
        var point = CGPoint(x: 150, y: 140)
        /// What the parent's gesture includes.
        var mask = GestureMask.all
        var format = SceneFormat(width: 300, height: 300, fps: 10, duration: 1.5)
        @State var log: [String] = []

        func attach(_ view: some View, _ how: Attach, _ name: String, _ mask: GestureMask = .all) -> some View {
            let tap = TapGesture().onEnded { log.append(name) }
            return Group {
                switch how {
                case .gesture: view.gesture(tap, including: mask)
                case .high: view.highPriorityGesture(tap, including: mask)
                case .simultaneous: view.simultaneousGesture(tap, including: mask)
                }
            }
        }

        var body: some View {
            VStack {
                attach(ZStack {
                    Color.gray.frame(width: 200, height: 200)
                    attach(Color.blue.frame(width: 100, height: 100), child, "child")
                }, parent, "parent", mask)
                Text(log.joined(separator: ","))
            }
        }

        var timeline: some Timeline {
            At(0.2) { Touch.tap(at: point) }
        }
    }

    @Test func aChildsGestureWinsOverItsParents() throws {
        #expect(try Self.log(Nested(parent: .gesture), at: 0.25) == "")
        #expect(try Self.log(Nested(parent: .gesture), at: 0.3) == "child")
    }

    @Test func aParentsHighPriorityGestureWinsOverItsChilds() throws {
        #expect(try Self.log(Nested(parent: .high), at: 0.3) == "parent")
    }

    @Test func aSimultaneousGestureRunsWithTheOneThatWins() throws {
        // A simultaneous gesture's handlers run as it recognises, before the winner's at that moment.
        #expect(try Self.log(Nested(parent: .simultaneous), at: 0.3) == "parent,child")
        #expect(try Self.log(Nested(parent: .gesture, child: .simultaneous), at: 0.3) == "child,parent")
    }

    @Test func includingChoosesWhichGesturesRun() throws {
        // `.gesture`: the parent's only, the child's off; `.subviews`: the child's only; `.none`: neither.
        #expect(try Self.log(Nested(parent: .gesture, mask: .gesture), at: 0.3) == "parent")
        #expect(try Self.log(Nested(parent: .high, mask: .subviews), at: 0.3) == "child")
        #expect(try Self.log(Nested(parent: .gesture, mask: .none), at: 0.3) == "")
    }

    @Test func aTapOutsideTheChildGoesToTheParent() throws {
        #expect(try Self.log(Nested(parent: .gesture, point: CGPoint(x: 70, y: 60)), at: 0.3) == "parent")
    }

    /// A button with a tap gesture attached to it, plainly or simultaneously.
    struct ButtonWithTap: AnimatedScene {
        var simultaneous = false
        var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 1)
        @State var log: [String] = []
        var body: some View {
            VStack {
                if simultaneous {
                    Button("Go") { log.append("action") }.simultaneousGesture(TapGesture().onEnded { log.append("tap") })
                } else {
                    Button("Go") { log.append("action") }.gesture(TapGesture().onEnded { log.append("tap") })
                }
                Text(log.joined(separator: ","))
            }
        }
        var timeline: some Timeline { At(0.2) { Touch.tap("Go") } }
    }

    @Test func aButtonsActionWinsOverATapGestureOnItUnlessSimultaneous() throws {
        // The button is the child of the view `gesture(_:)` makes: its action has precedence.
        #expect(try Self.log(ButtonWithTap(simultaneous: false), at: 0.3) == "action")
        #expect(try Self.log(ButtonWithTap(simultaneous: true), at: 0.3) == "tap,action")
    }

    @Test func aFailedChildGestureLetsTheParentsTapThrough() throws {
        struct DragInTap: AnimatedScene {
            var format = SceneFormat(width: 300, height: 300, fps: 10, duration: 1)
            @State var log: [String] = []
            var body: some View {
                VStack {
                    ZStack {
                        Color.gray.frame(width: 200, height: 200)
                        Color.blue.frame(width: 100, height: 100).gesture(DragGesture().onEnded { _ in log.append("drag") })
                    }
                    .gesture(TapGesture().onEnded { log.append("tap") })
                    Text(log.joined(separator: ","))
                }
            }
            var timeline: some Timeline { At(0.2) { Touch.tap(at: CGPoint(x: 150, y: 140)) } }
        }
        #expect(try Self.log(DragInTap(), at: 0.3) == "tap")
    }

    /// A square with a double-tap and a single-tap handler, in either order.
    struct Taps: AnimatedScene {
        var singleFirst = false
        var double = false
        var format = SceneFormat(width: 200, height: 200, fps: 100, duration: 1.5)
        @State var log: [String] = []
        var body: some View {
            VStack {
                if singleFirst {
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture { log.append("single") }
                        .onTapGesture(count: 2) { log.append("double") }
                } else {
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture(count: 2) { log.append("double") }
                        .onTapGesture { log.append("single") }
                }
                Text(log.joined(separator: ","))
            }
        }
        var timeline: some Timeline {
            At(0.2) { double ? Touch.doubleTap(at: CGPoint(x: 100, y: 80)) : Touch.tap(at: CGPoint(x: 100, y: 80)) }
        }
    }

    @Test(arguments: [false, true]) func aSingleTapWaitsOutTheDoubleTap(singleFirst: Bool) throws {
        // Lifted at 0.3 s; the double tap gives up 0.35 s later.
        #expect(try Self.log(Taps(singleFirst: singleFirst, double: false), at: 0.64) == "")
        #expect(try Self.log(Taps(singleFirst: singleFirst, double: false), at: 0.65) == "single")
        // The second tap lifts at 0.5 s: the double tap only.
        #expect(try Self.log(Taps(singleFirst: singleFirst, double: true), at: 0.49) == "")
        #expect(try Self.log(Taps(singleFirst: singleFirst, double: true), at: 0.5) == "double")
        #expect(try Self.log(Taps(singleFirst: singleFirst, double: true), at: 1.4) == "double")
    }

    /// A long press of 1 s with `updating` into `@GestureState`, `onChanged` and `onEnded`.
    struct Press: AnimatedScene {
        var hold = 2.0
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 3)
        @GestureState var pressing = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Circle().fill(pressing ? Color.orange : Color.blue).frame(width: 100, height: 100)
                    .accessibilityIdentifier("Ring")
                    .gesture(LongPressGesture(minimumDuration: 1)
                        .updating($pressing) { value, state, _ in state = value }
                        .onChanged { value in log.append("changed \(value)") }
                        .onEnded { value in log.append("ended \(value)") })
                Text(pressing ? "pressing" : "idle")
                Text(log.joined(separator: ","))
            }
        }
        var timeline: some Timeline { At(0.5) { Touch.longPress("Ring", duration: hold) } }
    }

    @Test func aLongPressIsPressingFromTouchDownAndEndsAtItsMinimumDuration() throws {
        #expect(try Self.texts(Press(hold: 2), at: 0.4).contains("idle"))
        #expect(try Self.texts(Press(hold: 2), at: 0.5) == ["pressing", "changed true"])
        #expect(try Self.texts(Press(hold: 2), at: 1.4) == ["pressing", "changed true"])
        // Ended while the finger is still down: the state is back, onEnded ran.
        #expect(try Self.texts(Press(hold: 2), at: 1.5) == ["idle", "changed true,ended true"])
        #expect(try Self.texts(Press(hold: 2), at: 2.9) == ["idle", "changed true,ended true"])
    }

    @Test func aLongPressLetGoEarlyFails() throws {
        #expect(try Self.texts(Press(hold: 0.6), at: 1.0) == ["pressing", "changed true"])
        #expect(try Self.texts(Press(hold: 0.6), at: 1.1) == ["idle", "changed true"])
        #expect(try Self.texts(Press(hold: 0.6), at: 2.9) == ["idle", "changed true"])
    }

    /// `exclusively(before:)`: a double tap before a single tap, reporting which ended.
    struct Exclusive: AnimatedScene {
        var double = false
        var format = SceneFormat(width: 200, height: 200, fps: 100, duration: 1.5)
        @State var log = ""
        var body: some View {
            VStack {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
                        switch value {
                        case .first: log = "first"
                        case .second: log = "second"
                        }
                    })
                Text(log)
            }
        }
        var timeline: some Timeline {
            At(0.2) { double ? Touch.doubleTap(at: CGPoint(x: 100, y: 80)) : Touch.tap(at: CGPoint(x: 100, y: 80)) }
        }
    }

    @Test func exclusiveGesturesReportWhichEnded() throws {
        #expect(try Self.log(Exclusive(double: true), at: 0.5) == "first")
        #expect(try Self.log(Exclusive(double: false), at: 0.64) == "")
        #expect(try Self.log(Exclusive(double: false), at: 0.65) == "second")
    }

    /// `sequenced(before:)`: a long press of 0.5 s, then a drag, the classic movable card.
    struct Sequenced: AnimatedScene {
        var format = SceneFormat(width: 400, height: 200, fps: 10, duration: 2)
        @GestureState var state = "idle"
        @State var offset = CGSize.zero
        @State var log = ""
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.blue.frame(width: 80, height: 80)
                    .offset(offset)
                    .gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
                        .updating($state) { value, state, _ in
                            switch value {
                            case .first(true): state = "pressing"
                            case .second(true, let drag): state = "dragging \(Int(drag?.translation.width ?? 0))"
                            default: state = "other"
                            }
                        }
                        .onEnded { value in
                            if case .second(true, let drag?) = value { offset = drag.translation; log = "ended \(Int(drag.translation.width))" }
                        })
                Text(state).offset(y: 120).allowsHitTesting(false)
                Text(log).offset(y: 150).allowsHitTesting(false)
            }
            .frame(width: 400, height: 200, alignment: .topLeading)
        }
        var timeline: some Timeline {
            // Down at the card's centre at 0.2 s, held 0.7 s, then 100 pt right over 0.5 s.
            At(0.2) { Touch.drag(from: CGPoint(x: 40, y: 40), through: [CGPoint(x: 140, y: 40)], hold: 0.7, duration: 0.5) }
        }
    }

    @Test func aSequencedLongPressThenDrag() throws {
        #expect(try Self.texts(Sequenced(), at: 0.25) == ["pressing", ""])
        // The long press succeeds at 0.7 s: the second gesture has no value yet.
        #expect(try Self.texts(Sequenced(), at: 0.65) == ["pressing", ""])
        #expect(try Self.texts(Sequenced(), at: 0.75) == ["dragging 0", ""])
        // Moves at 1.0, 1.1, … 1.4 s, 20 pt each, from where the drag began.
        #expect(try Self.texts(Sequenced(), at: 1.05) == ["dragging 20", ""])
        #expect(try Self.texts(Sequenced(), at: 1.35) == ["dragging 80", ""])
        #expect(try Self.texts(Sequenced(), at: 1.45) == ["idle", "ended 100"])
    }

    /// A drag through several points: the finger at uniform speed along the polyline.
    struct Path: AnimatedScene {
        var format = SceneFormat(width: 400, height: 400, fps: 10, duration: 2)
        @State var points: [CGPoint] = []
        var body: some View {
            Color.gray.frame(width: 400, height: 400)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { value in points.append(value.location) })
                .overlay(Text(points.map { "\(Int($0.x.rounded())) \(Int($0.y.rounded()))" }.joined(separator: ",")).allowsHitTesting(false))
        }
        var timeline: some Timeline {
            // 100 down, then 300 right: 400 pt in 0.8 s, 50 pt a frame.
            At(0.2) { Touch.drag(from: CGPoint(x: 50, y: 50), through: [CGPoint(x: 50, y: 150), CGPoint(x: 350, y: 150)], duration: 0.8) }
        }
    }

    @Test func aDragThroughPointsMovesAtUniformSpeedAlongThePolyline() throws {
        #expect(try Self.texts(Path(), at: 1.5) == ["50 100,50 150,100 150,150 150,200 150,250 150,300 150,350 150"])
    }

    /// A pinch and a rotation on a 200 pt square at the centre of a 400 pt scene, logging each value.
    struct TwoFingers: AnimatedScene {
        var rotate = false
        var format = SceneFormat(width: 400, height: 400, fps: 10, duration: 2)
        @State var log: [String] = []
        @State var ended = ""
        /// `x` to three decimals.
        func r(_ x: CGFloat) -> Double { (Double(x) * 1000).rounded() / 1000 }
        var body: some View {
            ZStack {
                Color.gray.frame(width: 200, height: 200).accessibilityIdentifier("Square")
                    .gesture(MagnifyGesture()
                        .onChanged { value in log.append("\(r(value.magnification)) \(r(value.velocity)) \(value.startLocation.x)") }
                        .onEnded { value in ended = "ended \(r(value.magnification)) \(value.startAnchor.x)" })
                    .simultaneousGesture(RotateGesture()
                        .onChanged { value in log.append("r \((value.rotation.degrees * 1000).rounded() / 1000)") }
                        .onEnded { value in ended = "ended r \((value.rotation.degrees * 1000).rounded() / 1000)" })
                Text(log.joined(separator: ",")).offset(y: 150).allowsHitTesting(false)
                Text(ended).offset(y: 170).allowsHitTesting(false)
            }
        }
        var timeline: some Timeline {
            At(0.2) {
                if rotate { Touch.rotate("Square", angle: .degrees(90), duration: 0.4) } else { Touch.pinch("Square", scale: 2, duration: 0.4) }
            }
        }
    }

    @Test func aPinchReportsTheMagnificationAtEachFrame() throws {
        // The fingers 100 pt apart, then 125, 150, 175, 200 at 0.3 … 0.6 s: 0.25 more each 0.1 s.
        #expect(try Self.texts(TwoFingers(rotate: false), at: 1) == [
            "1.25 2.5 100.0,1.5 2.5 100.0,1.75 2.5 100.0,2.0 2.5 100.0", "ended 2.0 0.5"])
    }

    @Test func aRotationReportsTheAngleAtEachFrame() throws {
        #expect(try Self.texts(TwoFingers(rotate: true), at: 1) == ["r 22.5,r 45.0,r 67.5,r 90.0", "ended r 90.0"])
    }

    /// Spatial taps reporting their location in the view's space, the scene's and a named space.
    struct Spatial: AnimatedScene {
        var format = SceneFormat(width: 300, height: 300, fps: 10, duration: 1)
        @State var log: [String] = []
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.gray.frame(width: 300, height: 300)
                VStack {
                    Color.blue.frame(width: 100, height: 100)
                        .gesture(SpatialTapGesture().onEnded { value in log.append("local \(value.location.x) \(value.location.y)") })
                        .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { value in
                            log.append("global \(value.location.x) \(value.location.y)")
                        })
                        .simultaneousGesture(SpatialTapGesture(coordinateSpace: .named("card")).onEnded { value in
                            log.append("card \(value.location.x) \(value.location.y)")
                        })
                }
                .padding(20)
                .coordinateSpace(name: "card")
                .offset(x: 30, y: 40)
                Text(log.joined(separator: ",")).offset(y: 250).allowsHitTesting(false)
            }
        }
        var timeline: some Timeline { At(0.2) { Touch.tap(at: CGPoint(x: 60, y: 70)) } }
    }

    @Test func aSpatialTapReportsItsLocationInTheSpaceAsked() throws {
        // The blue square's top-left is at (30 + 20, 40 + 20) in the scene; the named space's at (30, 40).
        let log = try Self.texts(Spatial(), at: 0.5).last ?? ""
        #expect(log.split(separator: ",").sorted() == ["card 30.0 30.0", "global 60.0 70.0", "local 10.0 10.0"])
    }

    /// The deprecated gestures, whose values are the magnification and the angle alone.
    struct Deprecated: AnimatedScene {
        var format = SceneFormat(width: 400, height: 400, fps: 10, duration: 2)
        @State var scale: CGFloat = 1
        @State var angle = Angle.zero
        var body: some View {
            ZStack {
                Color.gray.frame(width: 200, height: 200)
                    .gesture(MagnificationGesture().onEnded { value in scale = value })
                    .simultaneousGesture(RotationGesture().onEnded { value in angle = value })
                Text("\((Double(scale) * 1000).rounded() / 1000) \((angle.degrees * 1000).rounded() / 1000)").offset(y: 150).allowsHitTesting(false)
            }
        }
        var timeline: some Timeline {
            At(0.2) { Touch.pinch(at: CGPoint(x: 200, y: 200), scale: 0.5, duration: 0.3) }
            At(1.0) { Touch.rotate(at: CGPoint(x: 200, y: 200), angle: .degrees(-30), duration: 0.3, curve: .easeOut) }
        }
    }

    @Test func theDeprecatedMagnificationAndRotationGesturesReportTheirNumbers() throws {
        #expect(try Self.texts(Deprecated(), at: 0.9) == ["0.5 0.0"])
        #expect(try Self.texts(Deprecated(), at: 1.9) == ["0.5 -30.0"])
    }

    /// Verbs given numbers they cannot play.
    struct BadVerbs: AnimatedScene {
        var format = SceneFormat(width: 200, height: 200, fps: 10, duration: 1)
        var body: some View { Color.gray.gesture(MagnifyGesture()) }
        var timeline: some Timeline {
            At(0.1) { Touch.pinch(at: CGPoint(x: 100, y: 100), scale: 0) }
            At(0.2) { Touch.rotate(at: CGPoint(x: 100, y: 100), angle: .degrees(20), duration: -1) }
            At(0.3) { Touch.drag(from: CGPoint(x: 100, y: 100), through: []) }
        }
    }

    @Test func verbsGivenNumbersTheyCannotPlayAreErrors() {
        let messages = ResolvedTimeline(BadVerbs(), services: EngineEvaluator().services).diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains("'pinch' needs a scale greater than 0, not 0.0") })
        #expect(messages.contains { $0.contains("'rotate' needs a duration of 0 seconds or more, not -1.0") })
        #expect(messages.contains { $0.contains("'drag(through:)' needs at least one point") })
    }
}
