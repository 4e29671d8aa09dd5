import Reel
import ReelTestSupport
import Testing

/// Controls under a scripted finger (docs/Interaction.md): a switch toggle takes touches on its
/// switch and animates its flip, bordered buttons dim while pressed and fade back, a drag that
/// leaves a button's slop cancels it, and typed text goes into a text field a character a frame.
@Suite struct ControlTouchTests {
    static func texts<S: AnimatedScene>(_ scene: S, at time: Double) throws -> [String] {
        try EngineEvaluator().inspection(of: scene, time: time).allViews.compactMap(\.text)
    }

    static func errors<S: AnimatedScene>(_ scene: S) -> [String] {
        let timeline = ResolvedTimeline(scene, services: EngineEvaluator().services)
        return timeline.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// A 300 pt toggle row at the top of the scene: the switch is x 249...300.
    struct WiFi: AnimatedScene {
        var format = SceneFormat(width: 300, height: 100, fps: 10, duration: 3)
        @State var isOn = false
        var body: some View {
            VStack(spacing: 0) {
                Toggle("Wi-Fi", isOn: $isOn)
                Text(isOn ? "on" : "off")
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
        var timeline: some Timeline {
            At(0.5) { Touch.tap(at: CGPoint(x: 30, y: 15)) }   // the label
            At(1.0) { Touch.tap(at: CGPoint(x: 200, y: 15)) }  // the row between label and switch
            At(1.5) { Touch.tap(at: CGPoint(x: 260, y: 15)) }  // the switch
        }
    }

    @Test func onlyTheSwitchOfAToggleTakesATap() throws {
        #expect(try Self.texts(WiFi(), at: 1.4).contains("off"))
        #expect(try Self.texts(WiFi(), at: 1.6).contains("on"))
    }

    /// The x of the switch's knob (the white circle) at `time`.
    static func knobX<S: AnimatedScene>(_ scene: S, at time: Double) throws -> Double? {
        let views = try EngineEvaluator().inspection(of: scene, time: time).allViews
        return views.last { $0.kind == "Circle" }.map { Double($0.frame.x + $0.transform[4]) }
    }

    @Test func theSwitchSlidesItsKnobOverTheFlipAnimation() throws {
        // Off the knob is 2 pt in from the switch's leading edge (251), on 2 pt from its trailing
        // edge (300 - 2 - 27 = 271). The finger lifts at 1.6: the knob is on its way at 1.7 and
        // there by 2.5.
        let off = try #require(try Self.knobX(WiFi(), at: 1.6))
        let during = try #require(try Self.knobX(WiFi(), at: 1.7))
        let on = try #require(try Self.knobX(WiFi(), at: 2.5))
        #expect(abs(off - 251) < 0.01)
        #expect(during > 252 && during < 270)
        #expect(abs(on - 271) < 0.05)
    }

    /// A bordered and a prominent button, and a button whose custom style shows `isPressed`.
    struct Pair: AnimatedScene {
        var format = SceneFormat(width: 300, height: 300, fps: 10, duration: 4)
        @State var saved = 0
        var body: some View {
            VStack(spacing: 20) {
                Button("Cancel") {}.buttonStyle(.bordered)
                Button("Save") { saved += 1 }.buttonStyle(.borderedProminent)
                Text("saved \(saved)")
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.tap("Cancel") }
            At(1.5) { Touch.drag("Save", by: CGSize(width: 0, height: 60), duration: 0.3) }   // inside the slop
            At(2.5) { Touch.drag("Save", by: CGSize(width: 0, height: 200), duration: 0.4) }  // out of it
        }
    }

    /// The opacity the text `string` is drawn with in frame `frame`.
    static func alpha<S: AnimatedScene>(_ scene: S, _ string: String, frame: Int) throws -> Double? {
        for item in try EngineEvaluator().displayList(for: scene, frame: frame).items {
            if case .text(let run) = item, run.string == string { return run.draw.opacity }
        }
        return nil
    }

    @Test func borderedButtonsDimAtOnceWhilePressedAndFadeBack() throws {
        #expect(try Self.alpha(Pair(), "Cancel", frame: 4) == 1)
        #expect(try Self.alpha(Pair(), "Cancel", frame: 5) == 0.5)
        let fading = try #require(try Self.alpha(Pair(), "Cancel", frame: 7))
        #expect(fading > 0.5 && fading < 1)
        #expect(abs(try #require(try Self.alpha(Pair(), "Cancel", frame: 14)) - 1) < 0.01)
    }

    @Test func aDragThatLeavesTheButtonsSlopCancelsIt() throws {
        // Within 70 pt of the bounds the press holds and the action runs at the lift (1.8).
        #expect(try Self.alpha(Pair(), "Save", frame: 17) == 0.5)
        #expect(try Self.texts(Pair(), at: 2).contains("saved 1"))
        // 200 pt down leaves it: un-pressed before the lift, and the action does not run.
        #expect(try Self.alpha(Pair(), "Save", frame: 26) == 0.5)
        let left = try #require(try Self.alpha(Pair(), "Save", frame: 28))
        #expect(left > 0.5)
        #expect(try Self.texts(Pair(), at: 3.5).contains("saved 1"))
    }

    /// A sign-up field that checks the address as it is typed.
    struct SignUp: AnimatedScene {
        var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 3)
        @State var email = ""
        @State var changes = 0
        @State var submitted = ""
        var body: some View {
            VStack {
                TextField("Email", text: $email)
                    .onChange(of: email) { changes += 1 }
                    .onSubmit { submitted = email }
                SecureField("Password", text: .constant(""))
                Slider(value: .constant(0.5)).accessibilityIdentifier("Volume")
                Text("changes \(changes) valid \(email.contains("@")) submitted \(submitted)")
            }
        }
        var timeline: some Timeline {
            At(0.5) { Touch.type("a@b", into: "Email", submit: true) }
        }
    }

    @Test func typedTextGoesInACharacterAFrameAndReturnSubmits() throws {
        #expect(try Self.texts(SignUp(), at: 0.5).contains("changes 0 valid false submitted "))
        #expect(try Self.texts(SignUp(), at: 0.6).contains("a"))
        #expect(try Self.texts(SignUp(), at: 0.7).contains("changes 2 valid true submitted "))
        #expect(try Self.texts(SignUp(), at: 0.8).contains("changes 3 valid true submitted "))
        #expect(try Self.texts(SignUp(), at: 0.9).contains("changes 3 valid true submitted a@b"))
    }

    @Test func typingIntoWhatIsNotATextFieldIsAnError() throws {
        struct Wrong: AnimatedScene {
            var format = SceneFormat(width: 300, height: 200, fps: 10, duration: 1)
            @State var value = 0.5
            var body: some View { Slider(value: $value).accessibilityIdentifier("Volume") }
            var timeline: some Timeline { At(0.5) { Touch.type("hi", into: "Volume") } }
        }
        #expect(Self.errors(Wrong()) == ["type(\"hi\", into: \"Volume\"): \"Volume\" (Slider accessibility identifier, x 0 y 86 w 300 h 28) is not a text field; type into a TextField or SecureField"])
    }
}
