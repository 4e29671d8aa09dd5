import Foundation
import ReelTesting

/// How `reel test` names scene files from a golden folder: the manifest records each scene's path
/// from the golden folder (`../Scenes/LikeButton.swift`), and a run naming no scene finds them
/// there. Paths are joined and shortened by their text alone (`a/b/../c` is `a/c`), so that a path
/// recorded through a linked folder leads back the same way.
enum GoldenPaths {
    /// Whether `path` is a golden folder: a folder holding a manifest and no Swift file.
    static func isGoldenFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(GoldenManifest.fileName)),
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return !names.contains { $0.hasSuffix(".swift") }
    }

    /// `path`'s components, absolute (from the working folder), with `.` and `..` taken out.
    static func components(_ path: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [String] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
        }
        return parts
    }

    /// `path` as a path from the folder `golden`: `../Scenes/LikeButton.swift`.
    static func relative(_ path: String, from golden: String) -> String {
        let target = components(path), base = components(golden)
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The path `recorded` (from the golden folder `golden`) names, from the working folder when
    /// it lies under it (as `reel test` names scenes in what it prints), else absolute.
    static func resolved(_ recorded: String, in golden: String) -> String {
        let parts = components(recorded.hasPrefix("/") ? recorded : (golden as NSString).appendingPathComponent(recorded))
        let here = components(".")
        if parts.count > here.count && Array(parts.prefix(here.count)) == here {
            return parts.dropFirst(here.count).joined(separator: "/")
        }
        return "/" + parts.joined(separator: "/")
    }
}
