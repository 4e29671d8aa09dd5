import Foundation
import ReelScript
import Synchronization

/// The corpus and gallery scene files, each loaded (read, parsed, checked, lowered) once per test
/// run however many tests render it: a `SceneFile` is an immutable value that makes a new scene
/// instance for every render, so sharing it between tests shares nothing a render changes.
enum CorpusFiles {
    /// The files loaded so far, by path.
    private static let loaded = Mutex<[String: SceneFile]>([:])

    /// The scene file at `path`, loaded on first use. Two tests asking for the same file at once may
    /// both load it; the first to finish is kept.
    static func load(_ path: String) throws -> SceneFile {
        if let file = loaded.withLock({ $0[path] }) { return file }
        let file = try SceneFile.load(path: path)
        return loaded.withLock { files in
            if let earlier = files[path] { return earlier }
            files[path] = file
            return file
        }
    }
}
