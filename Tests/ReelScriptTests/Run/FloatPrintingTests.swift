import Foundation
import Reel
import ReelCairo
@testable import ReelScript
import Testing

/// A `Float` prints as Swift prints a Float: its shortest digits (`0.7853982` for π/4), not a
/// Double's (`0.7853981633974483`), in string interpolation (and so in `Text`) and in a struct's
/// description. The expected strings are Swift's own, printed by this test.
@Suite struct FloatPrintingTests {
    let language = SwiftLanguageTests()

    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try language.text(declarations, sourceLocation: sourceLocation)
    }

    @Test func floatVariablesAndConstantsPrintAsFloats() throws {
        // A Double's π/4 made a Float (the number), and Float's own π/4.
        let converted = Float(Double.pi / 4)
        #expect("\(converted)" == "0.7853982")
        #expect(try text("let angle = Double.pi / 4\nlet x = \"\\(Float(angle))\"") == "\(converted)")
        #expect(try text("let angle = Float(Double.pi / 4)\nlet x = \"\\(angle)\"") == "\(converted)")
        let angle: Float = Float.pi / 4
        #expect(try text("let angle: Float = Float.pi / 4\nlet x = \"\\(angle)\"") == "\(angle)")
        #expect(try text("let x = \"\\(Float.pi)\"") == "\(Float.pi)")
        #expect(try text("let x = \"\\(Float(2) / 3)\"") == "\(Float(2) / 3)")
        let third: Float = 1 / 3
        #expect(try text("let third: Float = 1 / 3\nlet x = \"a third is \\(third * 2 + 0)\"") == "a third is \(third * 2 + 0)")
        #expect(try text("let angle: Float = Float.pi / 4\nlet x = \"\\(-angle)\"") == "\(-angle)")
        #expect(try text("let angle: Float = Float.pi / 4\nlet x = \"\\((angle))\"") == "\(angle)")
        #expect(try text("let x = \"\\(Float.greatestFiniteMagnitude)\"") == "\(Float.greatestFiniteMagnitude)")
    }

    @Test func doublesKeepTheirDigits() throws {
        let sum = 0.1 + 0.2
        #expect(try text("let sum = 0.1 + 0.2\nlet x = \"\\(sum)\"") == "\(sum)")
        #expect(try text("let angle: Double = .pi / 4\nlet x = \"\\(angle)\"") == "\(Double.pi / 4)")
        #expect(try text("let a: Float = 0.5\nlet x = \"\\(a < 1)\"") == "true")
    }

    /// `String(x)`, `String(describing: x)` and `x.description` of a `Float` print its Float
    /// digits too.
    @Test func stringOfAFloatPrintsItsFloatDigits() throws {
        let angle = Float(Double.pi / 4)
        #expect(try text("let angle = Float(Double.pi / 4)\nlet x = String(angle)") == String(angle))
        #expect(try text("let angle = Float(Double.pi / 4)\nlet x = angle.description") == angle.description)
        #expect(try text("let angle: Float = Float.pi / 4\nlet x = String(describing: angle)") == String(describing: Float.pi / 4))
        #expect(try text("let x = String(Float.pi / 4) + \"!\"") == String(Float.pi / 4) + "!")
        // A Double keeps its digits.
        #expect(try text("let angle = Double.pi / 4\nlet x = String(angle)") == String(Double.pi / 4))
    }

    struct Gauge { var level: Float = 0.1; var name = "fuel" }

    @Test func floatPropertiesPrintAsFloatsInsideTheirStruct() throws {
        let declarations = """
            struct Gauge {
                var level: Float = 0.1
                var name = "fuel"
                var ratio: Float { level / 3 }
                func label() -> String { "\\(name): \\(level * 3), \\(ratio), \\(self.level)" }
            }
            """
        let gauge = Gauge()
        let ratio = gauge.level / 3
        #expect(try text(declarations + "\nlet x = Gauge().label()") == "fuel: \(gauge.level * 3), \(ratio), \(gauge.level)")
        #expect(try text(declarations + "\nlet x = \"\\(Gauge())\"") == "Gauge(level: 0.1, name: \"fuel\")")
    }

    /// `Text` shows the interpolation's string: the rotation of a dial as a Float.
    @Test func textShowsAFloatAsAFloat() throws {
        let file = try SceneFile(text: """
            import SwiftUI

            struct Dial: View {
                var radians: Float = .pi / 4
                var body: some View {
                    Text("\\(radians) rad")
                }
            }

            #Preview {
                Dial()
            }
            """, fileName: "Dial.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let views = try FrameRenderer().inspection(of: try file.makeScene(), time: 0).allViews
        #expect(views.first { $0.kind == "Text" }?.text == "0.7853982 rad")
    }

    /// A scene file's phases are compared as Swift compares them: `[0, -100, -100]` steps into the
    /// second -100 at once, so the pass lasts two steps.
    @Test func equalPhasesInASceneFileMoveOnAtOnce() throws {
        let file = try SceneFile(text: """
            import SwiftUI

            struct Hop: View {
                var body: some View {
                    Circle()
                        .frame(width: 20, height: 20)
                        .phaseAnimator([0.0, -100.0, -100.0]) { content, y in
                            content.offset(y: y)
                        } animation: { _ in .linear(duration: 0.4) }
                }
            }

            #Preview {
                Hop()
            }
            """, fileName: "Hop.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let scene = try file.makeScene()
        func y(_ t: Double) throws -> Double {
            let views = try FrameRenderer().inspection(of: scene, time: t).allViews
            return try #require(views.first { $0.kind == "offset" }?.children.first?.transform[5])
        }
        #expect(abs(try y(0.2) + 50) < 1e-9)
        #expect(abs(try y(0.6) + 50) < 1e-9)   // on its way back already (0.4...0.8)
        #expect(abs(try y(1.0) + 50) < 1e-9)   // the next pass
    }
}
