#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock on a folder (`flock` on the folder itself), held from `init` until
/// `unlock` or release, so that processes changing a file in the folder (the golden manifest)
/// read, change and write it one after another, never losing each other's changes. Locking the
/// folder leaves no lock file behind; a process that dies releases its lock with its descriptor.
/// The lock is advisory: it orders the processes that take it, and stops nothing else.
public final class FolderLock: @unchecked Sendable {
    private var descriptor: Int32

    /// Waits until the folder at `path` (as the system resolves it) is locked by this value.
    /// - Throws: `FileSandbox.Refusal` when the folder cannot be opened or locked.
    public init(folder path: String) throws(FileSandbox.Refusal) {
        descriptor = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOTDIR ? .notFolder : FileSandbox.refusal(code)
        }
        while flock(descriptor, LOCK_EX) != 0 {
            let code = errno
            if code == EINTR { continue }
            close(descriptor)
            descriptor = -1
            throw .system(code: code)
        }
    }

    /// Releases the lock (also done when the value is released).
    public func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}

/// The POSIX `open` call.
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}
