#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Reel
import ReelSystem

/// Writes whole files so that a reader never sees a partial one under the final name.
///
/// The bytes go to a hidden temporary file in the same directory (so the same file system), which
/// is then renamed over the destination; `rename` replaces it in one step. If anything fails, the
/// temporary file is removed and the destination is left as it was. Every temporary file is
/// recorded (`CleanupRegistry`) until it is renamed or removed, so an interruption (SIGINT,
/// SIGTERM) removes it too; only a process killed with SIGKILL can leave a hidden temporary file
/// (`.reel-XXXXXXXXXXXXXXXX.tmp`) behind, never a partial `NAME`. The temporary name does not grow
/// with the destination's (26 bytes whatever it is), so a destination may have a name as long as
/// the file system allows (255 bytes).
/// Only a regular file is ever replaced: a destination that is a folder, a FIFO, a device or a
/// symbolic link is refused before anything is written.
public enum AtomicFile {
    /// Writes `bytes` to `url`, replacing any existing file.
    ///
    /// With `durable`, the data is flushed to the storage device before the rename and the
    /// directory after it, so the new contents also survive a power cut; that costs disk round
    /// trips per file, so frames of a render, which can be re-rendered, leave it off.
    /// - Throws: `FileWriteError` naming the path, when the directory is missing or not
    ///   writable, or a system call fails.
    public static func write(_ bytes: [UInt8], to url: URL, durable: Bool = false) throws {
        let (temporary, descriptor) = try createTemporary(for: url)
        let path = url.path
        var failure: FileWriteError?
        if !writeAll(bytes, to: descriptor) {
            failure = error(operation: "writing \(temporary.path)", path: path, directory: temporary.directory)
        }
        if failure == nil, durable, fsync(descriptor) != 0 {
            failure = error(operation: "flushing \(temporary.path)", path: path, directory: temporary.directory)
        }
        if close(descriptor) != 0, failure == nil {
            failure = error(operation: "closing \(temporary.path)", path: path, directory: temporary.directory)
        }
        if let failure {
            temporary.discard()
            throw failure
        }
        try temporary.commit(durable: durable)
    }

    /// Writes `bytes` as the file `name` in the open folder `folder` (`FileSandbox.openFolderForWriting`),
    /// replacing any regular file there: the temporary file is created, and renamed over `name`,
    /// relative to the open folder, so nothing is written through a link swapped in for a folder
    /// after it was opened. A link, a folder or any other kind of file at `name` is refused.
    /// - Throws: `FileWriteError` naming the file's path.
    public static func write(_ bytes: [UInt8], named name: String, in folder: WritableFolder) throws {
        let path = folder.path + "/" + name
        do {
            if let kind = try folder.entry(name)?.kind { throw FileWriteError(path: path, reason: .notARegularFile(kind: kind)) }
        } catch let refusal as FileSandbox.Refusal {
            throw FileWriteError(path: path, reason: .system(operation: "examining \(path)", code: EIO, message: refusal.description))
        }
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            temporary = temporaryName()
            descriptor = CleanupRegistry.shared.createTemporary(folder.path + "/" + temporary) { folder.createExclusively(temporary) }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        if descriptor < 0 {
            throw error(operation: "creating \(folder.path)/\(temporary)", path: path, directory: folder.path)
        }
        var failure = writeAll(bytes, to: descriptor) ? nil : error(operation: "writing \(folder.path)/\(temporary)", path: path, directory: folder.path)
        if close(descriptor) != 0, failure == nil {
            failure = error(operation: "closing \(folder.path)/\(temporary)", path: path, directory: folder.path)
        }
        if failure == nil, !folder.rename(temporary, to: name) {
            failure = error(operation: "renaming \(folder.path)/\(temporary) to \(name)", path: path, directory: folder.path)
        }
        if let failure {
            folder.discard(temporary)
            CleanupRegistry.shared.temporaryGone(folder.path + "/" + temporary)
            throw failure
        }
        CleanupRegistry.shared.temporaryGone(folder.path + "/" + temporary)
    }

    /// Writes all of `bytes` to `descriptor`; false with `errno` set when a write fails.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// A new temporary file name, `.reel-XXXXXXXXXXXXXXXX.tmp` (16 random hexadecimal digits).
    private static func temporaryName() -> String {
        // The system's generator: a file name must not repeat the scene's random numbers.
        var generator = SystemRandomNumberGenerator()
        let digits = String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 16)
        return ".reel-" + String(repeating: "0", count: 16 - digits.count) + digits + ".tmp"
    }

    /// Creates an empty temporary file beside `url` for a writer that is not this process (an
    /// encoder writing the file itself). The caller commits it when the file is whole, or
    /// discards it on every other path.
    /// - Throws: `FileWriteError` naming `url` when its directory is missing or not writable.
    public static func stage(_ url: URL) throws -> StagedFile {
        let (staged, descriptor) = try createTemporary(for: url)
        close(descriptor)
        return staged
    }

    /// A new hidden temporary file `.reel-XXXXXXXXXXXXXXXX.tmp` (16 random hexadecimal digits) in
    /// `url`'s directory, created exclusively, and its open descriptor. The name is short and of
    /// its own, not derived from the destination's, so it fits wherever the destination's does.
    private static func createTemporary(for url: URL) throws -> (StagedFile, Int32) {
        let directory = try checkedDirectory(for: url)
        try checkDestination(url)
        var temporaryPath = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            temporaryPath = directory + "/" + temporaryName()
            // Recorded as it is created, so an interruption removes it whatever Reel is doing.
            descriptor = CleanupRegistry.shared.createTemporary(temporaryPath) { [temporaryPath] in
                open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        if descriptor < 0 {
            throw error(operation: "creating \(temporaryPath)", path: url.path, directory: directory)
        }
        return (StagedFile(destination: url, path: temporaryPath, directory: directory), descriptor)
    }

    /// The directory that will hold `url`, after checking that it exists and is a directory.
    private static func checkedDirectory(for url: URL) throws -> String {
        let directoryURL = url.deletingLastPathComponent()
        var directory = directoryURL.path
        if directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        var info = stat()
        if stat(directory, &info) != 0 {
            if errno == ENOENT || errno == ENOTDIR {
                throw FileWriteError(path: url.path, reason: .directoryMissing(directory: directory))
            }
            throw error(operation: "examining \(directory)", path: url.path, directory: directory)
        }
        if info.st_mode & S_IFMT != S_IFDIR {
            throw FileWriteError(path: url.path, reason: .notADirectory(directory: directory))
        }
        return directory
    }

    /// Refuses a destination that exists and is not a regular file (checked without following a
    /// link: renaming over a link would replace the link, not what it names).
    private static func checkDestination(_ url: URL) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0, let kind = FileSandbox.kind(info) else { return }
        throw FileWriteError(path: url.path, reason: .notARegularFile(kind: kind))
    }

    /// The error for the current `errno`, after `operation` failed.
    static func error(operation: String, path: String, directory: String) -> FileWriteError {
        let code = errno
        switch code {
        case EACCES, EPERM, EROFS:
            return FileWriteError(path: path, reason: .permissionDenied(directory: directory))
        default:
            return FileWriteError(
                path: path,
                reason: .system(operation: operation, code: code, message: String(cString: strerror(code))))
        }
    }
}

/// A file being written under a temporary name beside its destination (see `AtomicFile.stage`).
///
/// `commit` renames it over the destination in one step; `discard` removes it. Exactly one of
/// them should be called; both are safe to call more than once.
public final class StagedFile: @unchecked Sendable {
    /// The final path.
    public let destination: URL
    /// The temporary file's path, in the destination's directory.
    public let path: String
    /// The destination's directory.
    let directory: String

    init(destination: URL, path: String, directory: String) {
        self.destination = destination
        self.path = path
        self.directory = directory
    }

    /// Renames the temporary file over the destination. With `durable`, the directory entry is
    /// flushed to the storage device afterwards.
    /// - Throws: `FileWriteError` naming the destination; the temporary file is removed then.
    public func commit(durable: Bool = false) throws {
        if rename(path, destination.path) != 0 {
            let failure = AtomicFile.error(operation: "renaming \(path) to \(destination.lastPathComponent)",
                                           path: destination.path, directory: directory)
            discard()
            throw failure
        }
        CleanupRegistry.shared.temporaryGone(path)
        if durable {
            // Make the rename itself durable: flush the directory entry.
            let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryDescriptor >= 0 {
                defer { close(directoryDescriptor) }
                if fsync(directoryDescriptor) != 0 {
                    throw AtomicFile.error(operation: "flushing \(directory)", path: destination.path, directory: directory)
                }
            }
        }
    }

    /// Removes the temporary file (nothing happens when it is already gone).
    public func discard() {
        unlink(path)
        CleanupRegistry.shared.temporaryGone(path)
    }
}

/// The POSIX `write` call (`AtomicFile.write` hides the unqualified name).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
