#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading by `FileSandbox.open`: its descriptor, its identity and its
/// size when opened. The descriptor is closed when the value is released.
public final class ReadableFile: @unchecked Sendable {
    /// Which file this is, whatever name led to it: hard links to one file have one identity.
    public struct Identity: Hashable, Sendable {
        /// The device holding the file.
        public var device: UInt64
        /// The file's number on its device.
        public var inode: UInt64
    }

    /// The open descriptor.
    public let descriptor: Int32
    /// The file's identity.
    public let identity: Identity
    /// The file's size in bytes when it was opened.
    public let byteCount: Int

    init(descriptor: Int32, status: stat) {
        self.descriptor = descriptor
        self.identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        self.byteCount = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Reads into `buffer` until it is full or the file ends; the number of bytes read, or -1
    /// with `errno` set on an error.
    public func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var total = 0
        while total < buffer.count {
            let count = systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
            if count < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if count == 0 { break }
            total += count
        }
        return total
    }

    /// The next `count` bytes or fewer when the file ends first; nil on a read error.
    public func read(upTo count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let got = bytes.withUnsafeMutableBytes { read(into: $0) }
        guard got >= 0 else { return nil }
        bytes.removeLast(count - got)
        return bytes
    }

    /// Moves the read position back to the start.
    public func rewind() { lseek(descriptor, 0, SEEK_SET) }
}

/// The POSIX `read` call (`ReadableFile.read` hides the unqualified name).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
