import Foundation
import Reel
import ReelCairo
import Testing

/// A view file's previews on the command line: `--list` names what a file offers, `--preview`
/// picks one (a bad pick lists them), `--device`, `--size`, `--fps`, `--duration` and
/// `--color-scheme` shape the canvas, and they are a usage error for an `AnimatedScene`.
@Suite struct PreviewCommandTests {
    static let file = """
        import SwiftUI

        struct Banner: View {
            var body: some View {
                VStack {
                    Text("Hello")
                        .padding()
                        .background(.blue)
                    Spacer()
                }
            }
        }

        #Preview("Top") {
            Banner()
        }

        struct Banner_Previews: PreviewProvider {
            static var previews: some View {
                Banner().previewLayout(.fixed(width: 200, height: 100))
            }
        }
        """

    /// The view file in a new folder.
    func viewFile() throws -> URL {
        let folder = try CLIRunner.temporaryDirectory()
        let url = folder.appendingPathComponent("Banner.swift")
        try Self.file.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func inspection(_ arguments: [String]) throws -> SceneInspection {
        let result = try CLIRunner.run(["inspect", "--json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(SceneInspection.self, from: Data(result.stdout.utf8))
    }

    @Test func listNamesTheScenesAndPreviewsOfAFile() throws {
        let result = try CLIRunner.run(["render", "--list", try viewFile().path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#Preview 1 \"Top\" (line 14)\nPreviewProvider 2 Banner_Previews (line 18)\n")
    }

    @Test func theFirstPreviewIsDrawnOnAnIPhone15() throws {
        let i = try inspection([try viewFile().path])
        #expect(i.scene == "Top" && i.format.width == 393 && i.format.height == 852 && i.format.fps == 60 && i.format.duration == 1)
        let text = try #require(i.allViews.first { $0.kind == "Text" })
        // The padded text sits at the top of the safe area; its blue background reaches y = 0.
        #expect(text.frame.y == 59 + 16)
        let fill = try #require(i.allViews.first { $0.kind == "ignoresSafeArea" }?.children.first)
        #expect(fill.frame.y == 0)
    }

    @Test func optionsPickThePreviewAndShapeTheCanvas() throws {
        let path = try viewFile().path
        let second = try inspection([path, "--preview", "2"])
        #expect(second.scene == "Banner_Previews" && second.format.width == 200 && second.format.height == 100)
        #expect(try inspection([path, "--preview", "Banner_Previews"]).scene == "Banner_Previews")
        let phone = try inspection([path, "--device", "iPhone SE (3rd generation)", "--fps", "30", "--duration", "2"])
        #expect(phone.format.width == 375 && phone.format.height == 667 && phone.format.fps == 30 && phone.format.frameCount == 60)
        let plain = try inspection([path, "--size", "300x120"])
        #expect(plain.format.width == 300 && plain.format.height == 120)
        #expect(try #require(plain.allViews.first { $0.kind == "Text" }).frame.y == 16)
    }

    @Test func darkDrawsTheWholeCanvasBlack() throws {
        let folder = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["render", try viewFile().path, "--color-scheme", "dark", "--frame", "0", "-o", folder.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGReader.read(path: folder.appendingPathComponent("frame-00000.png").path)
        // 786 x 1704 pixels at the default two pixels per point; the system background is black
        // over the whole screen, under the status bar too, and the text's blue background reaches y = 0.
        #expect(image.width == 786 && image.height == 1704)
        for (x, y) in [(4, 4), (4, 1700), (780, 800)] {
            let p = image.rgba(x: x, y: y)
            #expect([p.r, p.g, p.b] == [0, 0, 0], "(\(x), \(y)) is \(p)")
        }
        let top = image.rgba(x: 393, y: 4)
        #expect(top.b > 200 && top.r < 60, "\(top)")
    }

    @Test func badChoicesAreUsageErrors() throws {
        let path = try viewFile().path
        let missing = try CLIRunner.run(["render", path, "--preview", "Bottom"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("has no preview 'Bottom'; its previews:\n  #Preview 1 \"Top\" (line 14)\n  PreviewProvider 2 Banner_Previews (line 18)"),
                "\(missing.stderr)")
        let device = try CLIRunner.run(["render", path, "--device", "iPhone 4"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("Unknown device 'iPhone 4'.") && device.stderr.contains("Devices: iPhone 15, iPhone 15 Pro"), "\(device.stderr)")
        let size = try CLIRunner.run(["render", path, "--size", "wide"])
        #expect(size.status == 2 && size.stderr.contains("--size takes WIDTHxHEIGHT in points"))
        let scheme = try CLIRunner.run(["render", path, "--color-scheme", "blue"])
        #expect(scheme.status == 2 && scheme.stderr.contains("--color-scheme takes light or dark, not 'blue'"))
    }

    @Test func previewOptionsAreRefusedForScenes() throws {
        let compiled = try CLIRunner.run(["render", "AlignmentBadges", "--device", "iPhone 15"])
        #expect(compiled.status == 2)
        #expect(compiled.stderr.contains("apply to the previews of view files (PATH.swift), not to the compiled scene 'AlignmentBadges'"), "\(compiled.stderr)")
        let folder = try CLIRunner.temporaryDirectory()
        let scene = folder.appendingPathComponent("Dot.swift")
        try """
            import Reel
            struct Dot: AnimatedScene {
                var format = SceneFormat(width: 100, height: 100)
                var body: some View { Circle() }
            }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let refused = try CLIRunner.run(["render", scene.path, "--fps", "30"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--fps applies to previews; \(scene.path) renders its AnimatedScene 'Dot', whose format gives its canvas"), "\(refused.stderr)")
    }
}
