import Foundation
import Reel
import Testing
@testable import ReelCairo

@Suite struct VectorOutputTests {
    /// A view with clips, gradients, a blurred layer and text: everything that gets an id in SVG.
    struct Sample: View {
        var body: some View {
            ZStack {
                Circle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 60)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                Rectangle().fill(Color.green).frame(width: 30, height: 30).blur(radius: 4)
                Text("Reel").font(.system(size: 14))
            }
        }
    }

    private func document(_ format: CairoRenderer.VectorFormat) throws -> [UInt8] {
        let renderer = FrameRenderer()
        let list = try renderer.displayList(for: Sample(), size: CGSize(width: 100, height: 80))
        return try renderer.renderer.renderVector(list, format: format)
    }

    /// Cairo numbers SVG ids from counters shared by the process; the same frame drawn again
    /// must still give the same bytes, with ids counted from the start of the document.
    @Test func svgIsTheSameBytesEveryTime() throws {
        let first = try document(.svg), second = try document(.svg)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("id=\"surface0\""))
        #expect(text.contains("id=\"clip0\""))
        #expect(text.contains("id=\"glyph0-0\"") || text.contains("id=\"glyph0-1\""))
        // Every reference points at an id the document defines.
        let ids = Set(text.matches(of: /id="([^"]+)"/).map { String($0.1) })
        for reference in text.matches(of: /(?:href="#|url\(#)([^")]+)/) {
            #expect(ids.contains(String(reference.1)), "\(reference.1) is defined")
        }
    }

    /// PDF documents carry a fixed creation date, so the same frame gives the same bytes.
    @Test func pdfIsTheSameBytesEveryTime() throws {
        let first = try document(.pdf), second = try document(.pdf)
        #expect(first == second)
        #expect(first.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (20000101000000Z)"))
    }

    @Test func renumberingKeepsEachFamilyApart() {
        let svg = ##"<g id="surface9"><use xlink:href="#glyph4-2"/><g clip-path="url(#clip7)"/><use xlink:href="#surface9"/><path id="clip12"/><use href="#glyph4-3"/>"##
        let result = String(decoding: SVGIdentifiers.renumbered(Array(svg.utf8)), as: UTF8.self)
        #expect(result == ##"<g id="surface0"><use xlink:href="#glyph0-2"/><g clip-path="url(#clip0)"/><use xlink:href="#surface0"/><path id="clip1"/><use href="#glyph0-3"/>"##)
    }
}
