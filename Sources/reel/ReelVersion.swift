import Foundation
import ReelCairo
import ReelExport

/// Reel's version, and the report `reel --version` prints.
enum ReelVersion {
    /// The version of Reel: the one place it is written.
    static let current = "0.1.0"

    /// What `reel --version` prints: Reel's version, then the Cairo and Pango it draws with and
    /// the ffmpeg it would export with and where it is, one per line (`ffmpeg: not found` when
    /// there is none).
    static func report(ffmpeg: FFmpegVersion? = FFmpegVersion.find()) -> String {
        [
            "reel \(current)",
            "cairo \(RenderingEnvironment.cairoVersion)",
            "pango \(RenderingEnvironment.pangoVersion)",
            ffmpeg?.description ?? "ffmpeg: not found",
        ].joined(separator: "\n")
    }
}
