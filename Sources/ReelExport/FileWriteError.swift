/// Why a file could not be written, naming the path.
///
/// The description reads as one line for the user, for example
/// `cannot write /tmp/out/frame-00000.png: directory /tmp/out does not exist`.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The directory that should hold the file does not exist.
        case directoryMissing(directory: String)
        /// The path that should be the file's directory is something else, such as a file.
        case notADirectory(directory: String)
        /// The process may not create files in the directory, or the file system is read-only.
        case permissionDenied(directory: String)
        /// Something other than a regular file is at the path (a folder, a FIFO, a device, a
        /// symbolic link): `kind` says what. Reel replaces only regular files.
        case notARegularFile(kind: String)
        /// The image has no pixels; PNG requires at least 1x1.
        case emptyImage(width: Int, height: Int)
        /// A system call failed: `operation` names it, `code` is the `errno` value.
        case system(operation: String, code: Int32, message: String)
    }

    /// The path that was to be written.
    public let path: String
    /// What went wrong.
    public let reason: Reason

    /// An error for writing `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// A one-line message naming the path and the cause.
    public var description: String {
        let cause: String
        switch reason {
        case .directoryMissing(let directory):
            cause = "directory \(directory) does not exist"
        case .notADirectory(let directory):
            cause = "\(directory) is not a directory"
        case .permissionDenied(let directory):
            cause = "permission denied: cannot create files in \(directory)"
        case .notARegularFile(let kind):
            cause = "it is \(kind); Reel replaces only regular files"
        case .emptyImage(let width, let height):
            cause = "the image is \(width)x\(height); a PNG image must be at least 1x1 pixels"
        case .system(let operation, _, let message):
            cause = "\(operation) failed: \(message)"
        }
        return "cannot write \(path): \(cause)"
    }
}
