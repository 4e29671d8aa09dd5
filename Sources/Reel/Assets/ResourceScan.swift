import Foundation

/// Finds resources under a module's root folder: its asset catalogs (`.xcassets` folders) and
/// font files, as Xcode takes every catalog and font of a target, wherever in the target's
/// folders they are.
///
/// The search is bounded so that a scene in a large folder stays quick: it looks at most
/// `maximumDepth` folders down from the root (the root's own entries are depth 0), examines at
/// most `maximumEntries` entries in all, and skips hidden entries (a leading `.`) and build
/// folders (`.build`, `build`, `DerivedData`, `node_modules`). Entries are visited in sorted order,
/// so the same folder gives the same resources on every machine.
public struct ResourceScan: Sendable {
    /// How many folders down from the root the search goes (the root's entries are depth 0).
    public static let maximumDepth = 2
    /// The most entries examined in one search.
    public static let maximumEntries = 4096
    /// Folders never searched: build products and package caches.
    static let skippedFolders: Set<String> = ["build", "DerivedData", "node_modules", "Pods"]

    /// The absolute path of the module root.
    public var root: String
    /// How files are read.
    public var reading: any ResourceReading

    /// A search under `root`.
    public init(root: String, reading: any ResourceReading) {
        self.root = root
        self.reading = reading
    }

    /// The absolute paths under the root of the entries `matches` accepts (given the entry),
    /// in sorted order; a folder accepted is not searched further.
    public func find(_ matches: (ResourceEntry) -> Bool) -> [String] {
        var found: [String] = []
        var examined = 0
        func search(_ folder: String, depth: Int) {
            guard let entries = reading.entries(ofFolder: folder) else { return }
            for entry in entries {
                if entry.name.hasPrefix(".") { continue }
                examined += 1
                if examined > Self.maximumEntries { return }
                let path = folder == "/" ? "/" + entry.name : folder + "/" + entry.name
                if matches(entry) {
                    found.append(path)
                } else if entry.isFolder, depth < Self.maximumDepth, !Self.skippedFolders.contains(entry.name) {
                    search(path, depth: depth + 1)
                }
            }
        }
        search(root, depth: 0)
        return found
    }

    /// The path of `path` relative to the root, for messages (`Assets.xcassets`,
    /// `Resources/Fonts/Inter.ttf`).
    public func relative(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
