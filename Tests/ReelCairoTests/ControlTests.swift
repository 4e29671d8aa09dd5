import Foundation
import Reel
import ReelCairo
import Testing

/// The controls compiled against Reel: their geometry in `reel inspect`'s frames and their colours
/// in pixels, in iOS 17's numbers (docs/Controls.md).
@Suite struct ControlTests {
    /// A sheet of controls to look at: a 393 x 400 canvas, white, the views in a padded stack.
    protocol Sheet: View { init() }

    struct OnSheet<S: Sheet>: AnimatedScene {
        var format = SceneFormat(width: 393, height: 400, fps: 8, duration: 1)
        var body: some View { ZStack { Color.white; S().padding() } }
    }

    func views<S: Sheet>(_ sheet: S.Type, at time: Double = 0) throws -> [InspectedView] {
        try FrameRenderer().inspection(of: OnSheet<S>(), time: time).allViews
    }

    func image<S: Sheet>(_ sheet: S.Type, frame: Int = 0) throws -> RasterImage {
        try FrameRenderer().render(OnSheet<S>(), frame: frame)
    }

    func expect(_ image: RasterImage, _ x: Int, _ y: Int, _ wanted: RGBA, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = RGBA(image, x, y)
        #expect(found.distance(to: wanted) <= 3, "(\(x), \(y)) is \(found), not \(wanted)", sourceLocation: sourceLocation)
    }

    static let white = RGBA(255, 255, 255, 255)
    static let blue = RGBA(0, 122, 255, 255)
    static let systemFillOnWhite = RGBA(228, 228, 230, 255)

    struct Sizes: Sheet {
        var body: some View {
            VStack(spacing: 8) {
                ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { size in
                    Button("Size") {}.buttonStyle(.bordered).controlSize(size)
                }
            }
        }
    }

    @Test func borderedButtonsArePaddedForTheirControlSize() throws {
        let all = try views(Sizes.self)
        let buttons = all.filter { $0.kind == "Button" }
        let texts = all.filter { $0.kind == "Text" }
        #expect(buttons.count == 4 && texts.count == 4)
        let padding: [(CGFloat, CGFloat)] = [(8, 3), (10, 5), (12, 7), (20, 14)]
        for (index, (h, v)) in padding.enumerated() {
            let button = buttons[index].frame, text = texts[index].frame
            #expect(button.width == text.width + 2 * h, "size \(index)")
            #expect(abs(text.x - button.x - h) < 1e-9, "size \(index)")
            if index < 3 { #expect(button.height == text.height + 2 * v, "size \(index)") }
        }
        #expect(buttons[3].frame.height == 50)
        // Footnote, subheadline, body, body.
        #expect(texts[0].frame.height < texts[1].frame.height && texts[1].frame.height < texts[2].frame.height)
        #expect(texts[2].frame.height == texts[3].frame.height)
    }

    struct Shapes: Sheet {
        var body: some View {
            VStack {
                Button("Capsule") {}.buttonBorderShape(.capsule)
                Button("Circle") {}.buttonBorderShape(.circle)
                Button("Rounded") {}.buttonBorderShape(.roundedRectangle(radius: 4))
                Button("Plain") {}.buttonStyle(.plain)
                Button("Borderless") {}.buttonStyle(.borderless)
            }
            .buttonStyle(.borderedProminent)
        }
    }

    @Test func borderShapesReplaceTheRoundedRectangle() throws {
        let kinds = try views(Shapes.self).map(\.kind)
        #expect(kinds.filter { $0 == "Capsule" }.count == 1)
        #expect(kinds.filter { $0 == "Circle" }.count == 1)
        #expect(kinds.filter { $0 == "RoundedRectangle" }.count == 1)
        #expect(kinds.filter { $0 == "Button" }.count == 5)
    }

    struct Switches: Sheet {
        var body: some View {
            VStack(spacing: 20) {
                Toggle("On", isOn: .constant(true))
                Toggle("Off", isOn: .constant(false))
                Toggle("Button on", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Button off", isOn: .constant(false)).toggleStyle(.button)
            }
        }
    }

    @Test func switchesAndButtonTogglesShowTheirValue() throws {
        let all = try views(Switches.self)
        let toggles = all.filter { $0.kind == "Toggle" }.map(\.frame)
        #expect(toggles.count == 4)
        #expect(toggles[0].width == 361 && toggles[0].height == 31 && toggles[0].x == 16)
        let tracks = all.filter { $0.kind == "Capsule" }.map(\.frame)
        #expect(tracks.map(\.x) == [326, 326] && tracks.allSatisfy { $0.width == 51 && $0.height == 31 })
        let image = try image(Switches.self)
        expect(image, 331, Int(tracks[0].y + 15), RGBA(52, 199, 89, 255))
        expect(image, 371, Int(tracks[1].y + 15), Self.systemFillOnWhite)
        // The button style: the tint at 15% behind the label when on, nothing when off.
        let buttons = all.filter { $0.kind == "RoundedRectangle" }.map(\.frame)
        #expect(buttons.count == 2)
        expect(image, Int(buttons[0].x) + 3, Int(buttons[0].y + buttons[0].height / 2), RGBA(217, 235, 255, 255))
        expect(image, Int(buttons[1].x) + 3, Int(buttons[1].y + buttons[1].height / 2), Self.white)
    }

    struct Sliders: Sheet {
        var body: some View {
            VStack(spacing: 12) {
                Slider(value: .constant(0.0))
                Slider(value: .constant(10.0), in: 0...10)
                Slider(value: .constant(-5.0), in: 0...10)
            }
        }
    }

    @Test func theSliderKnobRunsFromHalfAKnobInAtEitherEnd() throws {
        let sliders = try views(Sliders.self).filter { $0.kind == "Slider" }.map(\.frame)
        #expect(sliders.count == 3 && sliders.allSatisfy { $0.x == 16 && $0.width == 361 && $0.height == 28 })
        let image = try image(Sliders.self)
        let y0 = Int(sliders[0].y + 14), y1 = Int(sliders[1].y + 14), y2 = Int(sliders[2].y + 14)
        // At the minimum the knob is centred 14 in and the whole track is the fill; at the maximum
        // the whole track is the tint; below the minimum it stays at the minimum.
        expect(image, 30, y0, Self.white); expect(image, 60, y0, Self.systemFillOnWhite); expect(image, 350, y0, Self.systemFillOnWhite)
        expect(image, 363, y1, Self.white); expect(image, 40, y1, Self.blue); expect(image, 340, y1, Self.blue)
        expect(image, 30, y2, Self.white); expect(image, 60, y2, Self.systemFillOnWhite)
        // The knob's edge: 28 wide, centred 14 in from the slider's left edge.
        expect(image, 17, y0, Self.white); expect(image, 16 + 26, y0, Self.white)
    }

    enum Fruit: String, CaseIterable { case apple, pear, plum }

    struct Pickers: Sheet {
        var body: some View {
            VStack(spacing: 12) {
                Picker("Fruit", selection: .constant(Fruit.plum)) {
                    ForEach(Fruit.allCases, id: \.self) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
                Picker("Number", selection: .constant(2)) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                }
            }
        }
    }

    @Test func pickersSelectTheOptionWhoseTagOrIdentityIsTheSelection() throws {
        let all = try views(Pickers.self)
        let thumb = try #require(all.first { $0.kind == "RoundedRectangle" }?.frame)
        // The third of three segments of 361: its thumb is 2 in.
        #expect(abs(thumb.x - (16 + 361.0 * 2 / 3 + 2)) < 1e-9 && thumb.height == 28)
        let menu = try #require(all.last { $0.kind == "Picker" })
        let texts = menu.children.flatMap { self.flatten($0) }.compactMap(\.text)
        #expect(texts == ["Two"])
    }

    func flatten(_ view: InspectedView) -> [InspectedView] { [view] + view.children.flatMap(flatten) }

    struct Fields: Sheet {
        var body: some View {
            VStack {
                TextField("Name", text: .constant(""))
                TextField("Name", text: .constant("Ada"))
                SecureField("Password", text: .constant("abcd"))
                    .textFieldStyle(.roundedBorder)
            }
        }
    }

    @Test func fieldsShowTheirTextOrPrompt() throws {
        let all = try views(Fields.self)
        #expect(all.compactMap(\.text) == ["Name", "Ada", "\u{2022}\u{2022}\u{2022}\u{2022}"])
        let fields = all.filter { $0.kind == "TextField" || $0.kind == "SecureField" }.map(\.frame)
        #expect(fields.map(\.width) == [361, 361, 361] && fields[2].height == 34)
    }

    struct Progress: Sheet {
        var body: some View {
            VStack(spacing: 12) {
                ProgressView(value: 2.0, total: 1.0)
                ProgressView(value: -1.0)
                ProgressView()
                ProgressView(value: 0.5).progressViewStyle(.circular)
            }
        }
    }

    @Test func progressClampsAndTheIndicatorTurnsWithTime() throws {
        let all = try views(Progress.self)
        let bars = all.filter { $0.kind == "Capsule" }.map(\.frame)
        #expect(bars.count == 2 && bars.allSatisfy { $0.height == 4 && $0.width == 361 })
        let spinners = all.filter { $0.kind == "ProgressView" }.map(\.frame).suffix(2)
        #expect(spinners.allSatisfy { $0.width == 20 && $0.height == 20 })
        let image = try image(Progress.self)
        expect(image, 370, Int(bars[0].y + 2), Self.blue); expect(image, 20, Int(bars[1].y + 2), Self.systemFillOnWhite)
        // The top spoke leads at 0 s and is four spokes behind at 0.5 s (frame 4 at 8 fps).
        let spinner = try #require(spinners.first)
        let x = Int(spinner.x + 10), y = Int(spinner.y + 3.25)
        expect(image, x, y, RGBA(138, 138, 142, 255))
        expect(try self.image(Progress.self, frame: 4), x, y, RGBA(188, 188, 190, 255))
        expect(try self.image(Progress.self, frame: 1), x, y, RGBA(150, 150, 154, 255))
    }

    struct Labels: Sheet {
        var body: some View {
            VStack {
                Label("Both", systemImage: "star.fill")
                Label("Title", systemImage: "star.fill").labelStyle(.titleOnly)
                Label("Icon", systemImage: "star.fill").labelStyle(.iconOnly)
            }
        }
    }

    @Test func labelStylesShowTheTitleTheIconOrBoth() throws {
        let labels = try views(Labels.self).filter { $0.kind == "Label" }
        #expect(labels.count == 3)
        // The icon is a symbol drawn from the symbol font's ligature ("star").
        let texts = labels.map { flatten($0).compactMap(\.text).filter { $0 != "star" } }
        #expect(texts == [["Both"], ["Title"], []])
        #expect(flatten(labels[2]).compactMap(\.text) == ["star"])
        #expect(labels[2].frame.width < labels[1].frame.width)
    }

    struct Disabled: Sheet {
        var body: some View {
            VStack(spacing: 20) {
                Button("Send") {}.buttonStyle(.borderedProminent)
                Toggle("Sync", isOn: .constant(true))
            }
            .disabled(true)
        }
    }

    @Test func disabledControlsAreDimmed() throws {
        let all = try views(Disabled.self)
        let button = try #require(all.first { $0.kind == "RoundedRectangle" }?.frame)
        let track = try #require(all.first { $0.kind == "Capsule" }?.frame)
        let image = try image(Disabled.self)
        // The prominent button turns grey (the tertiary system fill); the switch is at half opacity.
        expect(image, Int(button.x) + 3, Int(button.y + button.height / 2), RGBA(239, 239, 240, 255))
        expect(image, Int(track.x) + 5, Int(track.y + 15), RGBA(154, 227, 172, 255))
    }

    struct Outlined: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration)
                .padding(6)
                .background(Color.yellow)
        }
    }

    struct WrappedButton: Sheet {
        var body: some View { Button("Wrapped") {}.buttonStyle(Outlined()) }
    }

    @Test func aPrimitiveStyleCanDrawTheStandardButtonOfItsConfiguration() throws {
        let buttons = try views(WrappedButton.self).filter { $0.kind == "Button" }.map(\.frame)
        #expect(buttons.count == 2 && buttons[0].width == buttons[1].width + 12 && buttons[0].height == buttons[1].height + 12)
        let image = try image(WrappedButton.self)
        expect(image, Int(buttons[0].x) + 2, Int(buttons[0].y) + 2, RGBA(255, 204, 0, 255))
    }
}
