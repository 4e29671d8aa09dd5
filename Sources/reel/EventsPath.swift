import Foundation
import ReelScript
import ReelSystem

/// How a golden manifest names an events script: a path from the scene file's folder, so the
/// usual `NAME.events.swift` beside `NAME.swift` is written as its file name.
///
/// A manifest is input (it may come with a change under review), so the script it names is read
/// only where the scene itself may read: inside the scene's folder (its module root) or a folder
/// given with `--allow-path`, resolved as the sandbox resolves scene files (`..` and links that
/// lead out are refused before anything outside is examined). `--events` on the command line is
/// the user's own choice and is not confined.
enum EventsPath {
    /// The path `named` (from the manifest) stands for: itself when absolute, else taken from `folder`.
    static func resolved(_ named: String, from folder: URL) -> String {
        if named.hasPrefix("/") { return named }
        return folder.appendingPathComponent(named).standardizedFileURL.path
    }

    /// Why a manifest's events script cannot be played.
    enum Refusal: Error, Equatable {
        /// It lies outside the folders the scene may read.
        case outside
        /// Nothing is there (the path looked for).
        case missing(String)
        /// It is there but may not be read (a FIFO, a folder, …): the sandbox's words.
        case unreadable(String)
    }

    /// The real path of the events script `named` (as a manifest names it, from the scene file's
    /// folder) for the scene file that reads through `access`.
    /// - Throws: `Refusal` when it leads outside the scene's folders, does not exist, or is not a
    ///   regular file.
    static func manifestScript(_ named: String, access: ResourceAccess) throws(Refusal) -> String {
        let path = resolved(named, from: access.root)
        switch access.sandbox.resolve(FileSandbox.normalized(path)) {
        case .success(let found):
            if let kind = FileSandbox.kind(found.status) { throw .unreadable(FileSandbox.Refusal.notRegularFile(kind: kind).description) }
            return found.path
        case .failure(.outside):
            throw .outside
        case .failure(.missing):
            throw .missing(path)
        case .failure(let refusal):
            throw .unreadable(refusal.description)
        }
    }

    /// Why `manifestScript` would refuse `named`, or nil when it would play it.
    static func refusal(of named: String, access: ResourceAccess) -> Refusal? {
        do {
            _ = try manifestScript(named, access: access)
            return nil
        } catch {
            return error
        }
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
