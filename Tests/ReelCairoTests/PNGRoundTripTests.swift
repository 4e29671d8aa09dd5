import Foundation
import Reel
import ReelCairo
import ReelExport
import Testing

@Suite struct PNGRoundTripTests {
    /// Decodes a PNG with ffmpeg into straight RGBA bytes.
    func decode(_ url: URL) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return [UInt8](data)
    }

    @Test func renderedFrameReadsBackWithTheColoursDrawn() throws {
        let view = ZStack {
            Circle().fill(Color(red: 0.9, green: 0.2, blue: 0.1, opacity: 0.5))
            Rectangle().fill(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom)).frame(width: 30, height: 50)
            Text("Aa").font(.system(size: 20))
        }
        let image = try render(view, width: 64, height: 48)
        #expect(!image.isOpaque)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-roundtrip-\(UUID().uuidString).png")
        try PNGWriter.write(image, to: url)
        let bytes = try decode(url)
        #expect(bytes.count == 64 * 48 * 4)
        var semi = 0
        for y in 0..<48 {
            for x in 0..<64 {
                let p = image.rgba(x: x, y: y), i = (y * 64 + x) * 4
                #expect([p.r, p.g, p.b, p.a] == Array(bytes[i..<i + 4]), "pixel (\(x), \(y))")
                if p.a > 0 && p.a < 255 { semi += 1 }
            }
        }
        #expect(semi > 100)
    }
}
