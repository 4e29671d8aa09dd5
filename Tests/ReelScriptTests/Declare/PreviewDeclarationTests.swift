import Foundation
@testable import ReelScript
import Testing

/// A view file's previews are declared in source order, `#Preview`s with their titles and traits
/// as written and `PreviewProvider` structs by name; `@Environment(\.key)` properties name the
/// value they read.
@Suite struct PreviewDeclarationTests {
    @Test func previewsAreDeclaredInSourceOrderWithTheirTitlesAndTraits() {
        let text = """
            import SwiftUI
            struct Badge: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Circle() }
            }
            #Preview("Dark", traits: .landscapeLeft, .sizeThatFitsLayout) { Badge() }
            struct Badge_Previews: PreviewProvider {
                static var previews: some View { Badge() }
            }
            #Preview { Badge() }
            """
        let declarations = Declarations(of: [ParsedFile(text: text, fileName: "Badge.swift")])
        #expect(declarations.errors.isEmpty)
        #expect(SceneFile.declarationErrors(declarations, fileName: "Badge.swift").isEmpty)
        let previews = declarations.previews.map { preview -> String in
            switch preview.source {
            case .macro(let title, let traits, _): return "macro \(title ?? "-") \(traits.map(\.trimmedDescription))"
            case .provider(let name): return "provider \(name)"
            }
        }
        #expect(previews == ["macro Dark [\".landscapeLeft\", \".sizeThatFitsLayout\"]", "provider Badge_Previews", "macro - []"])
        #expect(declarations.type(named: "Badge")?.stored.first?.environmentKey == "colorScheme")
    }
}
