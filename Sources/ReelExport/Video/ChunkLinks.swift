#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The names under which `reel concat` hands chunks to ffprobe and ffmpeg: a private temporary
/// folder (mode 0700) holding a symbolic link to each chunk, `chunk-0000`, `chunk-0001`, …, and
/// the concat demuxer's list of those links.
///
/// No name a user gave ever reaches ffmpeg's concat list or its command line, so a chunk's name
/// may hold newlines, quotes, backslashes or a leading dash, or look like a protocol
/// (`http:…`, `concat:…`): the list holds only names of Reel's choosing, which the demuxer's
/// safe mode accepts without quoting. The folder is removed by `remove()`, or by an interruption
/// (`CleanupRegistry`).
final class ChunkLinks {
    /// The temporary folder.
    let folder: String
    /// The link to each chunk, in the order the chunks were given.
    let links: [URL]

    /// Links to `chunks` in a new temporary folder.
    /// - Throws: `FileWriteError` when the folder or a link cannot be made (nothing is left).
    init(_ chunks: [URL]) throws {
        var template = Array((NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/")
            .utf8CString.dropLast()) + Array("reel-concat-XXXXXX".utf8CString)
        // Recorded as it is made, so an interruption removes it with the links and the list.
        guard let folder = CleanupRegistry.shared.createTemporaryFolder({
            template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) } }
        }) else {
            throw AtomicFile.error(operation: "creating a temporary folder", path: NSTemporaryDirectory(), directory: NSTemporaryDirectory())
        }
        self.folder = folder
        links = chunks.indices.map { URL(fileURLWithPath: folder).appendingPathComponent(Self.name(of: $0)) }
        for (chunk, link) in zip(chunks, links) where symlink(chunk.standardizedFileURL.path, link.path) != 0 {
            let failure = AtomicFile.error(operation: "linking \(link.path) to the chunk", path: chunk.path, directory: folder)
            remove()
            throw failure
        }
    }

    /// `chunk-0042`: the link of the chunk given at `position`.
    static func name(of position: Int) -> String {
        let digits = String(position)
        return "chunk-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Writes the concat demuxer's list of the links of the chunks at `positions`, in that order,
    /// and returns its path.
    /// - Throws: `FileWriteError`.
    func list(_ positions: [Int]) throws -> String {
        let path = folder + "/chunks.txt"
        let text = positions.map { "file '\(Self.name(of: $0))'\n" }.joined()
        try AtomicFile.write(Array(text.utf8), to: URL(fileURLWithPath: path))
        return path
    }

    /// Removes the links, the list and the folder.
    func remove() {
        for link in links { unlink(link.path) }
        unlink(folder + "/chunks.txt")
        rmdir(folder)
        CleanupRegistry.shared.temporaryFolderGone(folder)
    }
}
