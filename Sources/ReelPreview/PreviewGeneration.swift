import Foundation

/// A content hash of the previewed module: the bytes of its sources and events script, and the
/// name, size and time of change of the resource files in its folders (images, fonts). Equal
/// generations draw equal frames, so frames are cached under it.
public struct PreviewGeneration: Hashable, Sendable, CustomStringConvertible {
    /// The hash's two 64-bit halves.
    private var high: UInt64
    private var low: UInt64

    /// The most files a folder listing counts (past it, further files are left out of the hash).
    public static let folderFileLimit = 10_000

    /// The generation of `files` as they are on disk now.
    public init(of files: PreviewFiles) {
        var hash = Hasher128()
        for path in files.contents {
            hash.add(Array(path.utf8))
            hash.add([0])
            if let data = FileManager.default.contents(atPath: path) { hash.add(Array(data)) } else { hash.add([0xFF]) }
            hash.add([0])
        }
        let contents = Set(files.contents.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for folder in files.folders {
            for (path, size, changed) in Self.listing(folder, recursive: files.recursive) where !contents.contains(path) {
                hash.add(Array("\(path)\u{0}\(size)\u{0}\(changed)\u{0}".utf8))
            }
        }
        (high, low) = (hash.high, hash.low)
    }

    /// The hash in 32 hexadecimal digits.
    public var description: String {
        func hex(_ v: UInt64) -> String {
            let digits = String(v, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(high) + hex(low)
    }

    /// The regular files under `folder` (its subfolders with `recursive`, skipping hidden ones and
    /// build or output folders), sorted by path, with their sizes and times of change.
    private static func listing(_ folder: String, recursive: Bool) -> [(String, Int, Double)] {
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .fileSizeKey, .contentModificationDateKey]
        var result: [(String, Int, Double)] = []
        var pending = [root]
        while let next = pending.popLast(), result.count < folderFileLimit {
            let entries = (try? FileManager.default.contentsOfDirectory(at: next, includingPropertiesForKeys: keys,
                                                                         options: [.skipsHiddenFiles])) ?? []
            for entry in entries {
                guard let values = try? entry.resourceValues(forKeys: Set(keys)) else { continue }
                if values.isDirectory == true {
                    if recursive, !PreviewWatchRules.skippedFolders.contains(entry.lastPathComponent) { pending.append(entry) }
                } else if values.isRegularFile == true, PreviewWatchRules.resourceExtensions.contains(entry.pathExtension.lowercased()) {
                    result.append((entry.standardizedFileURL.path, values.fileSize ?? 0,
                                   values.contentModificationDate?.timeIntervalSince1970 ?? 0))
                }
            }
        }
        return result.sorted { $0.0 < $1.0 }.prefix(folderFileLimit).map { $0 }
    }
}

/// Which folders the watcher and the generation leave out.
public enum PreviewWatchRules {
    /// Folders that hold builds and renders, not the module: never watched, never hashed.
    public static let skippedFolders: Set<String> = [".build", "reel-out", "node_modules"]
    /// The kinds of file a scene reads besides its sources: images, fonts, asset catalogs'
    /// `Contents.json`. Other files in the folders (logs, renders' records) make no generation.
    public static let resourceExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "pdf", "ttf", "otf", "ttc", "json"]
}

/// Two FNV-1a 64-bit hashes with different offsets: 128 bits, enough to tell generations apart.
private struct Hasher128 {
    var high: UInt64 = 0xcbf2_9ce4_8422_2325
    var low: UInt64 = 0x6c62_272e_07bb_0142
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    mutating func add(_ bytes: [UInt8]) {
        var h = high, l = low
        for b in bytes {
            h = (h ^ UInt64(b)) &* Self.prime
            l = (l ^ UInt64(b ^ 0x5A)) &* Self.prime
        }
        high = h
        low = l
    }
}
