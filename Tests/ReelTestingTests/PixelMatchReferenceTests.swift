import Foundation
import Reel
import ReelCairo
import ReelTesting
import Testing

/// PixelMatch agrees with pixelmatch's published method on real frames: the counts of
/// Tests/Reference/pixelmatch/expected.tsv were computed by an independent implementation
/// (Tests/Reference/pixelmatch_reference.py) from the same PNG pairs.
@Suite struct PixelMatchReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Reference/pixelmatch")

    struct Row: CustomStringConvertible {
        var pair: String, threshold: Double, antialiasing: Bool, different: Int, antialiased: Int
        var description: String { "\(pair) threshold \(threshold) antialiasing \(antialiasing)" }
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let f = line.split(separator: "\t").map(String.init)
            return Row(pair: f[0], threshold: Double(f[1])!, antialiasing: f[2] == "true", different: Int(f[3])!, antialiased: Int(f[4])!)
        }
    }

    @Test func countsAgreeWithTheReferenceOnEveryPairAndSetting() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 40)
        #expect(Set(rows.map(\.pair)).count >= 7)
        var images: [String: (RasterImage, RasterImage)] = [:]
        for row in rows {
            if images[row.pair] == nil {
                images[row.pair] = (try PNGReader.read(path: Self.folder.appendingPathComponent("\(row.pair)-a.png").path),
                                    try PNGReader.read(path: Self.folder.appendingPathComponent("\(row.pair)-b.png").path))
            }
            let (a, b) = images[row.pair]!
            let result = PixelMatch(threshold: row.threshold, detectsAntialiasing: row.antialiasing).compare(expected: a, actual: b, drawsDiff: false)
            #expect(result.differentPixels == row.different, "\(row)")
            #expect(result.antialiasedPixels == row.antialiased, "\(row)")
        }
    }

    @Test func theTranslucentPairHasTranslucentPixels() throws {
        let a = try PNGReader.read(path: Self.folder.appendingPathComponent("translucent-a.png").path)
        #expect(a.pixels.contains { $0 >> 24 > 0 && $0 >> 24 < 255 })
    }
}
