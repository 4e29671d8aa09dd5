import Foundation
import Reel
import ReelCairo
import Testing

/// Several Swift files as one module on the command line: `reel render FOLDER` and
/// `reel render A.swift B.swift` read the files together, `--list` names each preview's file,
/// errors name the file they are in, `reel validate FOLDER` reports every file's errors in one run,
/// and hidden files, `.build`, `Package.swift`, `Tests/` and other files are skipped.
@Suite struct ModuleCommandTests {
    static let model = """
        import SwiftUI

        struct Swatch {
            let color: Color
            let width: CGFloat
        }

        let swatches = [Swatch(color: .red, width: 100), Swatch(color: .blue, width: 50)]
        """

    static let extensions = """
        import SwiftUI

        extension View {
            func framed(_ width: CGFloat) -> some View { frame(width: width, height: 40) }
        }
        """

    static let view = """
        import SwiftUI

        struct Strip: View {
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<swatches.count, id: \\.self) { index in
                        Rectangle().fill(swatches[index].color).framed(swatches[index].width)
                    }
                }
            }
        }

        #Preview("Strip") {
            Strip()
        }
        """

    static let second = """
        import SwiftUI

        #Preview("Wide") {
            Strip().scaleEffect(2)
        }
        """

    /// A module folder: `App/` with Model.swift, Views/Strip.swift, Views/Support/View+Frame.swift
    /// and files that are skipped (a hidden file, `.build`, `Package.swift`, `Tests/`, a README),
    /// each of which would fail if it were read.
    /// Expects the pixel at (x, y) of `image` to be `color` (within 3 levels).
    static func expect(_ image: RasterImage, _ x: Int, _ y: Int, is color: Color, sourceLocation: SourceLocation = #_sourceLocation) {
        let p = image.rgba(x: x, y: y)
        let found = [Int(p.r), Int(p.g), Int(p.b)]
        let wanted = [color.red, color.green, color.blue].map { Int((min(1, max(0, $0)) * 255).rounded()) }
        #expect(zip(found, wanted).allSatisfy { abs($0 - $1) <= 3 }, "(\(x), \(y)) is \(found), not \(wanted)", sourceLocation: sourceLocation)
    }

    func module() throws -> URL {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("App")
        let files = ["Model.swift": Self.model, "Views/Strip.swift": Self.view, "Views/Support/View+Frame.swift": Self.extensions,
                     "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
                     "Tests/AppTests/StripTests.swift": "import XCTest\nfinal class StripTests: XCTestCase {}\n",
                     ".Hidden.swift": "this is not Swift\n", ".build/debug/Generated.swift": "not Swift either\n",
                     "README.md": "# App\n"]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func listNamesThePreviewsOfAFolderWithTheirFiles() throws {
        let folder = try module()
        let result = try CLIRunner.run(["render", "--list", "App"], in: folder.deletingLastPathComponent())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "#Preview 1 \"Strip\" (App/Views/Strip.swift:13)\n")
        let here = try CLIRunner.run(["render", "--list", "."], in: folder)
        #expect(here.stdout == "#Preview 1 \"Strip\" (Views/Strip.swift:13)\n", "\(here.stderr)")
    }

    /// The strip is 150 x 40, centred in the safe area: x 121.5...271.5, y 418.5...458.5; red for
    /// 100 points, blue for 50.
    @Test func renderDrawsAFolderAsOneModule() throws {
        let folder = try module()
        let output = folder.deletingLastPathComponent().appendingPathComponent("out")
        let result = try CLIRunner.run(["render", folder.path, "--frame", "0", "--scale", "1", "-o", output.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGReader.read(path: output.appendingPathComponent("frame-00000.png").path)
        Self.expect(image, 130, 438, is: .red)
        Self.expect(image, 260, 438, is: .blue)
        Self.expect(image, 110, 438, is: .white)
        Self.expect(image, 196, 415, is: .white)
    }

    @Test func severalFilesAreOneModuleAndPreviewPicksAmongThemAll() throws {
        let folder = try module()
        try Self.second.write(to: folder.appendingPathComponent("Previews.swift"), atomically: true, encoding: .utf8)
        let names = ["Views/Strip.swift", "Model.swift", "Views/Support/View+Frame.swift", "Previews.swift"]
        let list = try CLIRunner.run(["render", "--list"] + names, in: folder)
        #expect(list.stdout == "#Preview 1 \"Wide\" (Previews.swift:3)\n#Preview 2 \"Strip\" (Views/Strip.swift:13)\n", "\(list.stderr)")
        let inspect = try CLIRunner.run(["inspect", "--json", "--preview", "Strip"] + names, in: folder)
        #expect(inspect.status == 0, "\(inspect.stderr)")
        let inspection = try JSONDecoder().decode(SceneInspection.self, from: Data(inspect.stdout.utf8))
        #expect(inspection.scene == "Strip")
        #expect(inspection.allViews.filter { $0.kind == "Rectangle" && $0.frame.height == 40 }.map(\.frame)
                == [InspectedView.Frame(x: 121.5, y: 418.5, width: 100, height: 40), InspectedView.Frame(x: 221.5, y: 418.5, width: 50, height: 40)])
        let second = try CLIRunner.run(["inspect", "--preview", "1"] + names, in: folder)
        #expect(second.stdout.hasPrefix("Wide at t = 0 s"), "\(second.stdout)\(second.stderr)")
    }

    @Test func errorsNameTheFileAndValidateReportsEveryFile() throws {
        let folder = try module()
        try Self.model.replacingOccurrences(of: ".blue", with: ".bleu").write(to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
        try Self.view.replacingOccurrences(of: "Rectangle()", with: "Rectangel()")
            .write(to: folder.appendingPathComponent("Views/Strip.swift"), atomically: true, encoding: .utf8)
        let render = try CLIRunner.run(["render", "."], in: folder)
        #expect(render.status == 1)
        #expect(render.stderr.contains("Model.swift:8:65: error: unknown member '.bleu'; did you mean '.blue'?\n"), "\(render.stderr)")
        #expect(render.stderr.contains("Views/Strip.swift:7:17: error: unknown view or type 'Rectangel'; did you mean 'Rectangle'?\n"
                                       + "                Rectangel().fill"), "\(render.stderr)")
        let validate = try CLIRunner.run(["validate", "App"], in: folder.deletingLastPathComponent())
        #expect(validate.status == 1)
        let lines = validate.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines == ["App/Model.swift:8:65: error: unknown member '.bleu'; did you mean '.blue'?",
                          "App/Views/Strip.swift:7:17: error: unknown view or type 'Rectangel'; did you mean 'Rectangle'?"], "\(validate.stderr)")
        #expect(validate.stderr.hasSuffix("App: 2 errors\n"))
    }

    /// An `AnimatedScene` in any file of the module is found, and draws the views of the others.
    @Test func anAnimatedSceneInAnyFileIsFound() throws {
        let folder = try module()
        try """
            import Reel

            struct StripScene: AnimatedScene {
                var format = SceneFormat(width: 200, height: 100)
                var body: some View { Strip() }
            }
            """.write(to: folder.appendingPathComponent("Views/Support/StripScene.swift"), atomically: true, encoding: .utf8)
        let list = try CLIRunner.run(["render", "--list", "."], in: folder)
        #expect(list.stdout == "AnimatedScene StripScene (Views/Support/StripScene.swift:3)\n#Preview 1 \"Strip\" (Views/Strip.swift:13)\n", "\(list.stderr)")
        let inspect = try CLIRunner.run(["inspect", "."], in: folder)
        #expect(inspect.status == 0, "\(inspect.stderr)")
        #expect(inspect.stdout.hasPrefix("StripScene at t = 0 s: 200 x 100 pt"), "\(inspect.stdout)")
        #expect(inspect.stdout.contains("Rectangle [") && inspect.stdout.contains("(25, 30, 100, 40)"), "\(inspect.stdout)")
    }

    @Test func aFolderWithoutSwiftFilesIsAClearError() throws {
        let folder = try CLIRunner.temporaryDirectory().appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try "x".write(to: folder.appendingPathComponent("Tests/A.swift"), atomically: true, encoding: .utf8)
        try "# notes".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        for command in [["render"], ["render", "--list"], ["validate"]] {
            let result = try CLIRunner.run(command + ["Empty"], in: folder.deletingLastPathComponent())
            #expect(result.status == 1)
            #expect(result.stderr == "error: the folder Empty holds no Swift files (hidden files, .build, Package.swift and Tests/ are skipped)\n", "\(command)")
        }
    }

    @Test func theModuleRootIsTheResourceRoot() throws {
        // Two files in sibling folders: their common parent holds the asset catalog.
        let root = try CLIRunner.temporaryDirectory()
        let colorSet = root.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0.000","green":"1.000","blue":"0.000"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """.write(to: colorSet.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        for (name, text) in [("A/Box.swift", "import SwiftUI\nstruct Box: View {\n    var body: some View { Color(\"Brand\").frame(width: 80, height: 80) }\n}\n"),
                             ("B/Preview.swift", "import SwiftUI\n#Preview { Box() }\n")] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let output = root.appendingPathComponent("out")
        let result = try CLIRunner.run(["render", "A/Box.swift", "B/Preview.swift", "--frame", "0", "--scale", "1", "-o", output.path, "--quiet"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGReader.read(path: output.appendingPathComponent("frame-00000.png").path)
        Self.expect(image, 196, 438, is: Color(red: 0, green: 1, blue: 0))
    }
}
