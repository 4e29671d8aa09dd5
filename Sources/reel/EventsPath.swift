import Foundation

/// How a golden manifest names an events script: a path from the scene file's folder, so the
/// usual `NAME.events.swift` beside `NAME.swift` is written as its file name.
enum EventsPath {
    /// The path `named` (from the manifest) stands for: itself when absolute, else taken from `folder`.
    static func resolved(_ named: String, from folder: URL) -> String {
        if named.hasPrefix("/") { return named }
        return folder.appendingPathComponent(named).standardizedFileURL.path
    }

    /// `path` (as given on the command line) written from `folder`: the part below `folder` when
    /// it lies inside it, else with `../` for each folder up, else absolute.
    static func relative(_ path: String, to folder: URL) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        guard common > 1 else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
