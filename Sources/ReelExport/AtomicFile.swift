#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes whole files so that a reader never sees a partial one under the final name.
///
/// The bytes go to a hidden temporary file in the same directory (so the same file system), which
/// is then renamed over the destination; `rename` replaces it in one step. If anything fails, the
/// temporary file is removed and the destination is left as it was. A process killed while
/// writing can leave a hidden temporary file (`.NAME.tmp-…`) behind, never a partial `NAME`.
public enum AtomicFile {
    /// Writes `bytes` to `url`, replacing any existing file.
    ///
    /// With `durable`, the data is flushed to the storage device before the rename and the
    /// directory after it, so the new contents also survive a power cut; that costs disk round
    /// trips per file, so frames of a render, which can be re-rendered, leave it off.
    /// - Throws: `FileWriteError` naming the path, when the directory is missing or not
    ///   writable, or a system call fails.
    public static func write(_ bytes: [UInt8], to url: URL, durable: Bool = false) throws {
        let path = url.path
        let directory = try checkedDirectory(for: url)
        let name = url.lastPathComponent

        var temporaryPath = ""
        var descriptor: Int32 = -1
        for _ in 0..<8 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            temporaryPath = directory + "/." + name + ".tmp-" + suffix
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        if descriptor < 0 {
            throw error(operation: "creating \(temporaryPath)", path: path, directory: directory)
        }

        var failure: FileWriteError?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = error(operation: "writing \(temporaryPath)", path: path, directory: directory)
                    return
                }
                offset += written
            }
        }
        if failure == nil, durable, fsync(descriptor) != 0 {
            failure = error(operation: "flushing \(temporaryPath)", path: path, directory: directory)
        }
        if close(descriptor) != 0, failure == nil {
            failure = error(operation: "closing \(temporaryPath)", path: path, directory: directory)
        }
        if failure == nil, rename(temporaryPath, path) != 0 {
            failure = error(operation: "renaming \(temporaryPath) to \(name)", path: path, directory: directory)
        }
        if let failure {
            unlink(temporaryPath)
            throw failure
        }
        if durable {
            // Make the rename itself durable: flush the directory entry.
            let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryDescriptor >= 0 {
                defer { close(directoryDescriptor) }
                if fsync(directoryDescriptor) != 0 {
                    throw error(operation: "flushing \(directory)", path: path, directory: directory)
                }
            }
        }
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

    /// The error for the current `errno`, after `operation` failed.
    private static func error(operation: String, path: String, directory: String) -> FileWriteError {
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

/// The POSIX `write` call (`AtomicFile.write` hides the unqualified name).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
