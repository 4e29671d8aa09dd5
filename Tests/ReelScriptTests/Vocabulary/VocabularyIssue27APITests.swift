import Foundation
import Reel
@testable import ReelScript
import ReelTestSupport
import Testing

/// The API of issue 27 in scene files, each compared with the same scene compiled: the
/// `AnimatableModifier` protocol with a stored `animatableData` (as published examples write it),
/// the leading-dot shapes, `Color(UIColor)`, `Font.system(_:design:weight:)`, the
/// `CGAffineTransform` initialisers and methods, `Path.strokedPath(_:)` and `Image.renderingMode`.
@Suite struct VocabularyIssue27APITests {
    static let text = """
        import SwiftUI

        struct Counting: AnimatableModifier {
            var animatableData: Double
            func body(content: Content) -> some View {
                content.overlay(Text("\\(Int(animatableData))"))
            }
        }

        struct Shapes: AnimatedScene {
            var format = SceneFormat(width: 300, height: 300, fps: 60, duration: 2)
            @State var value = 0.0
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 100, height: 30).modifier(Counting(animatableData: value))
                    Color(.systemRed).frame(width: 40, height: 40).clipShape(.circle)
                    Color(uiColor: .systemBlue).frame(width: 60, height: 30).clipShape(.rect(cornerRadius: 10))
                    Text("Aa").font(.system(.title, design: .rounded, weight: .bold)).padding(4)
                        .background(Color(.secondarySystemBackground), in: .capsule)
                    Path { p in
                        p.move(to: CGPoint(x: 0, y: 10))
                        p.addLine(to: CGPoint(x: 80, y: 10))
                    }
                    .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
                    .fill(Color(.red))
                    .frame(width: 80, height: 20)
                    .contentShape(.rect)
                    Rectangle().frame(width: 30, height: 30)
                        .transformEffect(CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5)))
                    Text("\\(Int(CGPoint(x: 10, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2).inverted()).x))")
                }
            }
            var timeline: some Timeline {
                At(0) { withAnimation(.linear(duration: 1)) { value = 100 } }
            }
        }
        """

    struct Counting: AnimatableModifier {
        var animatableData: Double
        func body(content: Content) -> some View {
            content.overlay(Text("\(Int(animatableData))"))
        }
    }

    struct Shapes: AnimatedScene {
        var format = SceneFormat(width: 300, height: 300, fps: 60, duration: 2)
        @State var value = 0.0
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 30).modifier(Counting(animatableData: value))
                Color(.systemRed).frame(width: 40, height: 40).clipShape(.circle)
                Color(uiColor: .systemBlue).frame(width: 60, height: 30).clipShape(.rect(cornerRadius: 10))
                Text("Aa").font(.system(.title, design: .rounded, weight: .bold)).padding(4)
                    .background(Color(.secondarySystemBackground), in: .capsule)
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 10))
                    p.addLine(to: CGPoint(x: 80, y: 10))
                }
                .strokedPath(StrokeStyle(lineWidth: 8, lineCap: .round))
                .fill(Color(.red))
                .frame(width: 80, height: 20)
                .contentShape(.rect)
                Rectangle().frame(width: 30, height: 30)
                    .transformEffect(CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5)))
                Text("\(Int(CGPoint(x: 10, y: 0).applying(CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2).inverted()).x))")
            }
        }
        var timeline: some Timeline {
            At(0) { withAnimation(.linear(duration: 1)) { value = 100 } }
        }
    }

    func file() throws -> SceneFile {
        try SceneFile(text: Self.text, fileName: "Shapes.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
    }

    @Test func validatesWithoutDiagnostics() {
        let check = SceneFile.check(text: Self.text, fileName: "Shapes.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        #expect(check.errors.isEmpty && check.warnings.isEmpty, "\(check.errors) \(check.warnings)")
    }

    @Test func theFileAndItsCompiledTwinShowTheSameViews() throws {
        let interpreted = try file().makeScene()
        for time in [0, 0.25, 0.5, 1.5] {
            let a = try EngineEvaluator().inspection(of: interpreted, time: time).allViews
            let b = try EngineEvaluator().inspection(of: Shapes(), time: time).allViews
            // (A modifier of the file is named `UserModifier` in inspections.)
            #expect(a.map(\.kind).map { $0 == "UserModifier" ? "Counting" : $0 } == b.map(\.kind))
            #expect(a.map(\.frame) == b.map(\.frame))
            #expect(a.map(\.transform) == b.map(\.transform))
            #expect(a.compactMap(\.text) == b.compactMap(\.text))
        }
        // The stored animatableData counts 0 → 100 over 1 s; (10 − 5) / 2 = 2.5 → 2.
        let texts = { (t: Double) in try EngineEvaluator().inspection(of: interpreted, time: t).allViews.compactMap(\.text) }
        #expect(try texts(0).first == "0" && texts(0.25).first == "25" && texts(1.5).first == "100")
        #expect(try texts(0).last == "2")
    }
}
