#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A real folder inside a folder Reel keeps (the golden folder, a report folder), held open for
/// writing (`FileSandbox.openFolderForWriting`): every file is created, renamed and removed
/// relative to this descriptor (`openat`, `renameat`, `unlinkat`), never by a path resolved
/// again. A folder on the way swapped for a symbolic link after it was opened changes nothing:
/// the files go into the folder that was opened, never through the link.
public final class WritableFolder: @unchecked Sendable {
    /// The folder as named (the kept folder's path and the components below it), for messages.
    public let path: String
    /// The open folder (`O_DIRECTORY`, close-on-exec).
    private let descriptor: Int32

    init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// What is at `name` in the folder, a link not followed: nil when nothing is, else the
    /// status's file type (`S_IFREG`, `S_IFLNK`, …) and its kind in words (nil for a regular file).
    /// - Throws: `Refusal` for another error than "no such file".
    public func entry(_ name: String) throws(FileSandbox.Refusal) -> (type: mode_t, kind: String?)? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return nil }
            throw FileSandbox.refusal(errno)
        }
        return (status.st_mode & S_IFMT, FileSandbox.kind(status))
    }

    /// Creates the new file `name` (it must not exist; a link there is not followed) for
    /// writing, close-on-exec; its descriptor, or -1 with `errno` set.
    public func createExclusively(_ name: String) -> Int32 {
        openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    }

    /// Renames `name` over `target`, both in the folder; false with `errno` set when it fails.
    public func rename(_ name: String, to target: String) -> Bool {
        renameat(descriptor, name, descriptor, target) == 0
    }

    /// Removes `name` from the folder: a regular file, or a link (the link itself); nothing when
    /// there is none.
    /// - Throws: `Refusal` when it is a folder or cannot be removed.
    public func remove(_ name: String) throws(FileSandbox.Refusal) {
        guard let found = try entry(name) else { return }
        if found.type == S_IFDIR { throw .notRegularFile(kind: "a folder") }
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else { throw .system(code: errno) }
    }

    /// Removes `name` whatever happened before (a temporary being abandoned); errors are ignored.
    public func discard(_ name: String) {
        unlinkat(descriptor, name, 0)
    }

    /// Flushes the folder's entries to the storage device; false with `errno` set when it fails.
    public func synchronize() -> Bool {
        fsync(descriptor) == 0
    }
}
