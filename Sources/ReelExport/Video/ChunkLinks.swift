#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ReelSystem

/// The names under which `reel concat` hands chunks to ffprobe and ffmpeg: a private temporary
/// folder (mode 0700) holding a symbolic link to each chunk, `chunk-0000`, `chunk-0001`, …, and
/// the concat demuxer's list of those links.
///
/// Each link leads to the chunk Reel checked and holds open (`FileSandbox.open`: a regular file,
/// never a FIFO or a device), not to its path: it names the open file itself
/// (`/proc/PID/fd/N`, which opens that file whatever its path names now), and before a child
/// sees it, it is verified to lead to the same file (device and inode). A chunk's path swapped
/// for a FIFO, a device or another file after the check changes nothing the children read.
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
    /// The chunks, held open as long as the links may be followed.
    private let files: [ReadableFile]

    /// Links to the checked and opened chunks `files` (named `chunks` in messages) in a new
    /// temporary folder.
    /// - Throws: `FileWriteError` when the folder or a link cannot be made, or a link does not
    ///   lead to its chunk (nothing is left).
    init(_ files: [ReadableFile], chunks: [URL]) throws {
        self.files = files
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
        let process = getpid()
        for (file, (chunk, link)) in zip(files, zip(chunks, links)) {
            if symlink("/proc/\(process)/fd/\(file.descriptor)", link.path) != 0 {
                let failure = AtomicFile.error(operation: "linking \(link.path) to the chunk", path: chunk.path, directory: folder)
                remove()
                throw failure
            }
            // What a child opening the link opens: the checked file, or nothing.
            var status = stat()
            guard stat(link.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                  UInt64(status.st_dev) == file.identity.device, UInt64(status.st_ino) == file.identity.inode else {
                remove()
                throw FileWriteError(path: chunk.path, reason: .system(operation: "linking \(link.path) to the chunk", code: EIO,
                                                                       message: "the link does not lead to the chunk that was checked"))
            }
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

    /// The files `ChunkAudioJoin` writes in the folder: one chunk's decoded sound, and the
    /// chunks' sounds joined.
    static let soundFiles = [ChunkAudioJoin.partName, ChunkAudioJoin.joinedName]

    /// Removes the links, the list, the joined sound and the folder.
    func remove() {
        for link in links { unlink(link.path) }
        unlink(folder + "/chunks.txt")
        for name in Self.soundFiles { unlink(folder + "/" + name) }
        rmdir(folder)
        CleanupRegistry.shared.temporaryFolderGone(folder)
    }
}
