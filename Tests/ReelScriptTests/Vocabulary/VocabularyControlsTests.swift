import Foundation
import Reel
import ReelCairo
import Testing
@testable import ReelScript

/// The control vocabulary: the scene below is compiled into this test target and read back from
/// this file's own text as a scene file; both renders must be identical. It uses the forms the
/// corpus files do not: a `PrimitiveButtonStyle` of the file drawing `Button(configuration)` and
/// reading `role`, the older `Picker(selection:label:content:)`, `Stepper` with a label closure and
/// with increment actions, `Slider` with its labels, `TextField` with a prompt, the gauge's current
/// value label, `ProgressView { label }`, control sizes, border shapes and `disabled(_:)`.
@Suite struct VocabularyControlsTests {
    static func sceneFile(_ name: String) throws -> SceneFile {
        let root = URL(fileURLWithPath: NSTemporaryDirectory())
        return try SceneFile(text: try EmbeddedScene.text(name, in: #filePath, imports: "import Foundation\nimport Reel\n\n"),
                             fileName: root.appendingPathComponent(name + ".swift").path, access: ResourceAccess(root: root))
    }

    @Test func everyFormDrawsAsTheCompiledScene() throws {
        let file = try Self.sceneFile("ControlFormsProbe")
        #expect(file.validate().map(\.description) == [])
        let interpreted = try file.makeScene()
        #expect(interpreted.format == ControlFormsProbe().format)
        try FrameParity.expectSame(ControlFormsProbe(), interpreted, frames: [0, 3], compiledRenderer: FrameRenderer(), interpretedRenderer: FrameRenderer())
        #expect(interpreted.interpreter?.recovered.map(\.description) ?? [] == [])
        let kinds = try FrameRenderer().inspection(of: interpreted, time: 0).allViews.map(\.kind)
        for control in ["Button", "Toggle", "Slider", "Stepper", "Picker", "TextField", "ProgressView", "Gauge", "Label"] {
            #expect(kinds.contains(control), "\(control)")
        }
        // The file's primitive style draws the standard button of its configuration inside it.
        #expect(kinds.filter { $0 == "Button" }.count == 9)
    }
}

// ── scene ControlFormsProbe
struct FramedStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .padding(6)
            .background(configuration.role == .destructive ? Color.red.opacity(0.2) : Color.yellow)
    }
}

struct ControlFormsProbe: AnimatedScene {
    var format = SceneFormat(width: 320, height: 640, fps: 8, duration: 1)
    @State var level = 0.6
    @State var count = 4
    @State var choice = 1
    @State var name = ""
    @State var on = true

    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Button("Keep") {}
                Button("Remove", role: .destructive) {}
            }
            .buttonStyle(FramedStyle())
            HStack {
                Button("Mini") {}.controlSize(.mini)
                Button("Small") {}.controlSize(.small)
                Button(role: .cancel, action: {}) { Text("Circle") }
                    .buttonBorderShape(.circle)
                Button("Round") {}.buttonBorderShape(.roundedRectangle(radius: 3))
            }
            .buttonStyle(.bordered)
            Button("Off", systemImage: "star.fill") {}
                .disabled(true)
            Toggle(isOn: $on) { Label("Sound", systemImage: "speaker.fill") }
                .toggleStyle(.switch)
            Slider(value: $level, in: 0...1) {
                Text("Level")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            Stepper(value: $count, in: 0...10) { Text("Count \(count)") }
            Stepper("Nudge", onIncrement: {}, onDecrement: nil)
            Picker(selection: $choice, label: Text("Choice")) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .pickerStyle(.segmented)
            TextField("Name", text: $name, prompt: Text("Your name"))
                .textFieldStyle(.roundedBorder)
            ProgressView { Text("Loading") }
            ProgressView(value: level, total: 2)
                .tint(.orange)
            Gauge(value: level) {
                Text("Level")
            } currentValueLabel: {
                Text("60")
            }
            .gaugeStyle(.accessoryCircular)
        }
        .padding()
    }
}
// ── end ControlFormsProbe
