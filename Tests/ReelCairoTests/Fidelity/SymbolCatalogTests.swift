import Foundation
import Reel
import ReelCairo
import Testing

/// The SF Symbols catalogue as a whole: at least 1,500 names, each drawn with ink by the icon
/// font, an unknown name drawn as the placeholder with a warning naming the closest names, and the
/// table of docs/Symbols.md equal to the catalogue.
@Suite struct SymbolCatalogTests {
    /// The package's root folder.
    static var root: URL {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { url.deleteLastPathComponent() }
        return url
    }

    @Test func theCatalogueHasAtLeast1500Names() {
        #expect(SymbolCatalog.names.count >= 1_500, "\(SymbolCatalog.names.count) names")
        for family in ["arrow.up", "chevron.right", "person.2.fill", "heart.circle.fill", "star.square", "bookmark.fill", "flag.fill",
                       "tag.fill", "bell.badge.fill", "gearshape.fill", "house.fill", "magnifyingglass", "plus.square.fill",
                       "minus.circle", "xmark.circle.fill", "checkmark.square.fill", "play.fill", "pause.circle", "stop.fill",
                       "forward.end.fill", "backward.fill", "speaker.wave.2.fill", "mic.fill", "camera.fill", "photo.on.rectangle",
                       "doc.text.fill", "folder.fill", "tray.full", "archivebox.fill", "calendar", "clock.fill", "alarm", "timer",
                       "cloud.rain.fill", "sun.max.fill", "moon.stars.fill", "bolt.fill", "snowflake", "drop.fill", "flame.fill",
                       "cart.fill", "bag.fill", "creditcard.fill", "map.fill", "location.fill", "mappin.circle.fill", "phone.fill",
                       "envelope.fill", "message.fill", "bubble.left.fill", "lock.fill", "key.fill", "shield.fill", "trash.fill",
                       "pencil", "square.and.pencil", "square.and.arrow.up", "square.and.arrow.down", "ellipsis", "line.3.horizontal",
                       "slider.horizontal.3", "wifi", "antenna.radiowaves.left.and.right", "battery.100", "car.fill", "airplane",
                       "bicycle", "figure.walk"] {
            #expect(SymbolCatalog.glyph(for: family) != nil, "\(family) is missing")
        }
    }

    /// Every name draws ink: the glyph it maps to is one the icon font has (a ligature the font
    /// lacks would be set as letters, far wider than the canvas, and fail the other test).
    @Test func everyNameRendersInk() throws {
        let renderer = FrameRenderer()
        var blank: [String] = []
        for name in SymbolCatalog.names {
            let image = try renderer.render(Image(systemName: name).font(.system(size: 20)), size: CGSize(width: 24, height: 24), scale: 1,
                                            background: .clear)
            if image.totalAlpha < 4 { blank.append(name) }
        }
        #expect(blank.isEmpty, "no ink: \(blank.prefix(20))")
    }

    /// A name the catalogue lacks draws the placeholder (a rounded square with a question mark, as
    /// large as a symbol) and the warning names the symbol and the closest known names.
    @Test func anUnknownNameNamesTheClosest() throws {
        #expect(SymbolCatalog.closestNames(to: "heart.fil") == ["heart.fill", "heart", "heart.circle"])
        #expect(SymbolCatalog.unknownNameMessage("heart.fil")
                == "no symbol named 'heart.fil'; a placeholder is drawn (docs/Symbols.md lists the \(SymbolCatalog.names.count) names Reel knows); the closest are 'heart.fill', 'heart' and 'heart.circle'")
        let log = DiagnosticLog()
        let unknown = try render(Image(systemName: "heart.fil").font(.system(size: 40)), width: 50, height: 50, diagnostics: log)
        // `questionmark.square.dashed` is drawn with the same glyph.
        #expect(SymbolCatalog.glyph(for: "questionmark.square.dashed") == SymbolCatalog.placeholderGlyph)
        let placeholder = try render(Image(systemName: "questionmark.square.dashed").font(.system(size: 40)), width: 50, height: 50)
        #expect(unknown.pixels == placeholder.pixels && unknown.totalAlpha > 100)
        #expect(log.diagnostics.map(\.message) == [SymbolCatalog.unknownNameMessage("heart.fil")])
    }

    /// docs/Symbols.md's table lists exactly the catalogue's names and glyphs, in order.
    @Test func theDocumentedTableIsTheCatalogue() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/Symbols.md"), encoding: .utf8)
        // The catalogue's table is the one headed "SF Symbols name" (the page has other tables).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| SF Symbols name |") })
        let table = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        let rows = table.map { line -> [String] in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        }
        #expect(rows.map { $0[0] } == SymbolCatalog.names)
        #expect(rows.allSatisfy { $0.count == 2 && SymbolCatalog.glyph(for: $0[0]) == $0[1] })
    }
}
