import Foundation
@testable import ReelScript
import Testing

/// Declarations are read from any number of parsed files, as a module's are: an extension joins
/// its struct whichever file holds either, every refusal is positioned in its own file, and a file
/// without a scene is refused by the check after declaring, not while declaring.
@Suite struct DeclarationsTests {
    @Test func declarationsAreCollectedFromSeveralFiles() {
        let scene = ParsedFile(text: """
        import Reel
        struct Main: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { Badge() }
        }
        """, fileName: "Main.swift")
        let badge = ParsedFile(text: """
        import Reel
        extension Badge {
            var size: Double { 4 }
        }
        struct Badge: View {
            var body: some View { Circle() }
        }
        actor Model {}
        """, fileName: "Badge.swift")
        let declarations = Declarations(of: [scene, badge])
        #expect(declarations.types.map(\.name) == ["Main", "Badge"])
        #expect(declarations.scene?.name == "Main")
        #expect(declarations.type(named: "Badge")?.computed["size"] != nil)
        #expect(declarations.errors.map(\.description)
                == ["Badge.swift:8:1: error: 'actor' declarations are not supported in scene files; use 'struct' and 'func'"])
    }

    @Test func aFileWithoutASceneIsRefusedOnceDeclared() {
        let file = ParsedFile(text: "import Reel\nstruct Badge: View {\n    var body: some View { Circle() }\n}\n", fileName: "Badge.swift")
        let declarations = Declarations(of: [file])
        #expect(declarations.errors.isEmpty)
        #expect(declarations.scene == nil)
        #expect(SceneFile.declarationErrors(declarations, fileName: "Badge.swift").map(\.description)
                == ["Badge.swift:1:1: error: the file declares no scene and no preview; add '#Preview { ContentView() }' after its views, or a 'struct MyScene: AnimatedScene' with 'format' and 'body'"])
    }
}
