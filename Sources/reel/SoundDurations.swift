import Foundation
import Reel
import ReelExport
import Synchronization

/// The lengths of the sounds `reel inspect` lists, read from their files with ffprobe (once per
/// file and modification in a run: the preview asks again for every frame), so that it lists the
/// sounds still playing at its time.
enum SoundDurations {
    private struct Key: Hashable {
        var path: String
        var modified: Double
        var size: Int
    }
    private static let known = Mutex<[Key: Double?]>([:])

    /// `inspection` with each sound's length, keeping those still playing at its time: begun at or
    /// before it and not yet run out. A sound whose file `path` cannot find or ffprobe cannot read
    /// stays listed, without a length.
    static func playing(_ inspection: SceneInspection, path: (String) -> String?) -> SceneInspection {
        guard let sounds = inspection.sounds else { return inspection }
        var result = inspection
        let kept = sounds.compactMap { sound -> InspectedSound? in
            var sound = sound
            sound.duration = path(sound.name).flatMap(duration(of:))
            if let duration = sound.duration, inspection.time >= sound.time + duration { return nil }
            return sound
        }
        result.sounds = kept.isEmpty ? nil : kept
        return result
    }

    /// The length in seconds of the audio file at `path`, nil when ffprobe cannot tell.
    static func duration(of path: String) -> Double? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        let key = Key(path: path, modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
                      size: (attributes[.size] as? Int) ?? 0)
        if let found = known.withLock({ $0[key] }) { return found }
        let found = (try? AudioStreamProbe.probe(URL(fileURLWithPath: path)))?.duration
        known.withLock { $0[key] = found }
        return found
    }
}
