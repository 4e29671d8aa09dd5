#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for a file Reel reads as input, whatever reads it (a scene file, an image, a
/// golden, a golden manifest, a `concat` chunk, and the sound files to come):
///
/// 1. It is a regular file. A FIFO, a device, a socket or a folder is refused before anything
///    opens it for reading: its status is examined first, and the open itself never waits
///    (`O_NONBLOCK`), so a FIFO never blocks a run and a device is never read.
/// 2. Confined to folders (a scene file's folder, the golden folder), it is not a link out of
///    them: the path is resolved within the folders (`FileSandbox.resolve`) and opened without
///    following links (`FileSandbox.open`).
///
/// A reader that opens the file itself calls `FileSandbox.open` and reads from the `ReadableFile`
/// it returns; one that hands the path to another program (ffmpeg, ffprobe) calls `checkInput`
/// first.
extension FileSandbox {
    /// Checks that the file at the absolute `path` may be read as input under the rule above,
    /// before its path is handed to another program: it is opened as `open` opens it (never
    /// blocking) and closed again.
    /// - Throws: `Refusal` saying why not (`it is a FIFO, not a regular file`, …).
    public func checkInput(_ path: String) throws(Refusal) {
        _ = try open(FileSandbox.normalized(path))
    }
}
