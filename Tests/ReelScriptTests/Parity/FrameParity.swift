import Foundation
import Reel
import ReelCairo
import ReelExport
import ReelScript
import Testing

/// The comparison every parity test makes: a compiled scene and the same scene read as a scene
/// file, drawn at the same frames, must give identical pixels. Pixels are compared as rendered
/// (`RasterImage` equality), which gives the same verdict as comparing the PNG files `reel render`
/// writes (the encoder is deterministic and tested on its own) without encoding every frame twice.
/// A frame that differs is written out as two PNGs for a person to look at, and reported once.
enum FrameParity {
    /// Renders `frames` of `compiled` with `compiledRenderer` and of `interpreted` with
    /// `interpretedRenderer` (the same renderer when nil, so the renderer's kept timeline changes
    /// hands at every frame), recording an issue for each frame whose pixels differ.
    static func expectSame<S: AnimatedScene>(
        _ compiled: S, _ interpreted: ScriptScene, frames: some Sequence<Int>,
        compiledRenderer: FrameRenderer, interpretedRenderer: FrameRenderer? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for frame in frames {
            let a = try compiledRenderer.render(compiled, frame: frame)
            let b = try (interpretedRenderer ?? compiledRenderer).render(interpreted, frame: frame)
            expectSame(a, b, frame: frame, of: "\(S.self)", sourceLocation: sourceLocation)
        }
    }

    /// Records an issue when `compiled` and `interpreted`, frame `frame` of the scene `name`, differ,
    /// and keeps both as PNG files in a temporary folder.
    static func expectSame(_ compiled: RasterImage, _ interpreted: RasterImage, frame: Int, of name: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        // Compared outside #expect: a failing #expect would print both images' pixels.
        let same = compiled == interpreted
        guard !same else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-parity")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = folder.appendingPathComponent("\(name)-\(frame)").path
        try? Data(PNGEncoder.encode(compiled)).write(to: URL(fileURLWithPath: stem + "-compiled.png"))
        try? Data(PNGEncoder.encode(interpreted)).write(to: URL(fileURLWithPath: stem + "-interpreted.png"))
        #expect(same, "frame \(frame) of \(name) differs between compiled and interpreted (see \(stem)-*.png)",
                sourceLocation: sourceLocation)
    }
}
