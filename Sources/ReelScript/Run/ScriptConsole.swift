import Foundation
import Reel

/// Where a scene file's `print(…)` goes: standard error, each line after the scene time it was
/// printed at (`[0.50 s] tapped`), so a scene's output reads against its timeline.
///
/// A frame must stay a pure function of its time, and the engine runs the same code more than
/// once (a body at every frame, a timeline again for a frame rendered alone, on several
/// threads): the console writes each (time, place, text) once per program, and writing never
/// changes what is drawn.
package final class ScriptConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var written: Set<String> = []
    /// Writes a finished line; standard error unless a test replaces it.
    package var write: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    /// An empty console.
    package init() {}

    /// Writes `text` (its terminator included) printed at `position`, after the scene time.
    func print(_ text: String, at position: ScriptPosition) {
        let time = SceneClock.evaluatedTime ?? 0
        let line = "[" + String(format: "%.2f", time) + " s] " + text
        let key = "\(position.offset) " + line
        lock.lock()
        let isNew = written.insert(key).inserted
        let write = self.write
        lock.unlock()
        if isNew { write(line) }
    }
}
