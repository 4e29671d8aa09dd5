#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Watches folders for changes to their files with Linux's inotify and calls back once per burst
/// of changes: editors save in several steps (write a temporary file, rename it over the old one,
/// change its attributes), and every step is an event, so the watcher waits until the folders
/// have been `quiet` for a moment (or `patience` has passed since the first event) before it
/// calls `onChange`.
///
/// Folders are watched, not files, so that a save that renames a new file over the old one is
/// seen. With `recursive`, subfolders are watched too, those created later included, except
/// hidden ones and the names in `skipped`. On systems without inotify the watcher does nothing.
public final class FileWatcher: Sendable {
    /// How long the folders must stay unchanged before a burst of changes is reported.
    public let quiet: Duration
    /// The longest a burst of changes is waited for before it is reported anyway.
    public let patience: Duration
    /// Called on the watcher's thread after each burst of changes.
    private let onChange: @Sendable () -> Void
    private let state = Mutex<(descriptor: Int32, folders: [Int32: (path: String, recursive: Bool)], started: Bool)>((-1, [:], false))

    /// The most folders watched (a module's folders are far fewer).
    public static let folderLimit = 2_000

    /// A watcher calling `onChange` after each burst of changes.
    public init(quiet: Duration = .milliseconds(20), patience: Duration = .milliseconds(250), onChange: @escaping @Sendable () -> Void) {
        self.quiet = quiet
        self.patience = patience
        self.onChange = onChange
    }

    /// Starts watching `folders` (their subfolders too with `recursive`, but not those named in
    /// `skipped` nor hidden ones); call it again for folders watched otherwise. Returns whether
    /// inotify watches them.
    @discardableResult
    public func watch(_ folders: [String], recursive: Bool, skipped: Set<String> = []) -> Bool {
        #if canImport(Glibc) || canImport(Musl)
        let descriptor = state.withLock { s -> Int32 in
            if s.descriptor < 0 { s.descriptor = inotify_init1(Int32(O_CLOEXEC)) }
            return s.descriptor
        }
        guard descriptor >= 0 else { return false }
        for folder in folders { add(folder, recursive: recursive, skipped: skipped, descriptor: descriptor) }
        let start = state.withLock { s -> Bool in
            defer { s.started = true }
            return !s.started
        }
        if start {
            guard SystemThread.start(stackSize: 256 << 10, { [self] in run(descriptor, skipped: skipped) }) != nil else {
                return false
            }
        }
        return true
        #else
        return false
        #endif
    }

    /// How many folders are watched.
    public var folderCount: Int { state.withLock { $0.folders.count } }

    #if canImport(Glibc) || canImport(Musl)
    private static let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)

    /// Watches `folder` (and, with `recursive`, its subfolders).
    private func add(_ folder: String, recursive: Bool, skipped: Set<String>, descriptor: Int32) {
        var pending = [folder]
        while let next = pending.popLast() {
            guard state.withLock({ $0.folders.count }) < Self.folderLimit else { return }
            let watch = inotify_add_watch(descriptor, next, Self.mask)
            guard watch >= 0 else { continue }
            state.withLock { $0.folders[watch] = (next, recursive) }
            guard recursive, let directory = opendir(next) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                guard !name.hasPrefix("."), !skipped.contains(name), entry.pointee.d_type == UInt8(DT_DIR) else { continue }
                pending.append(next + "/" + name)
            }
        }
    }

    /// The watcher's thread: reads events, waits out each burst, calls back.
    private func run(_ descriptor: Int32, skipped: Set<String>) {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            // Block until the first event of a burst.
            guard readEvents(descriptor, into: &buffer, skipped: skipped) else { return }
            let first = ContinuousClock.now
            // Then read until the folders are quiet, or patience runs out.
            while ContinuousClock.now - first < patience {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&poller, 1, Int32(quiet.milliseconds))
                if ready < 0 && errno == EINTR { continue }
                if ready <= 0 { break }
                guard readEvents(descriptor, into: &buffer, skipped: skipped) else { return }
            }
            onChange()
        }
    }

    /// Reads the events waiting (blocking until there is one), watching folders created inside
    /// watched ones; false when the descriptor failed.
    private func readEvents(_ descriptor: Int32, into buffer: inout [UInt8], skipped: Set<String>) -> Bool {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        var offset = 0
        while offset + 16 <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
               let (folder, recursive) = state.withLock({ $0.folders[watch] }), recursive {
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if !name.hasPrefix("."), !skipped.contains(name) {
                    add(folder + "/" + name, recursive: true, skipped: skipped, descriptor: descriptor)
                }
            }
            offset += 16 + length
        }
        return true
    }
    #endif
}

extension Duration {
    /// The duration in whole milliseconds.
    fileprivate var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
