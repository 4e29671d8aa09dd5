import Foundation
import Reel

extension Vocabulary {
    /// Sound: `Sound("click.wav")` (a file the scene may read, checked where it is named),
    /// `play(_:volume:)` in timeline events, and `Soundtrack` with its modifiers, for a scene's
    /// `soundtrack` property.
    mutating func registerSound() {
        initializer("Sound", "Sound(_name)") { i in
            let argument = i.argument("name")!
            let name = try i.get("name", as: String.self)
            switch i.interpreter.resources.checkSound(name) {
            case .success(let path):
                // Relative names stay relative, as images' do: the export resolves them against
                // the scene's folder through the same sandbox.
                return Sound(name.hasPrefix("/") ? path : name, position: i.place)
            case .failure(let denied):
                throw i.interpreter.error(denied.isUnreadable ? .invalidValue : .access, argument.node, denied.message)
            }
        }
        property("name", of: Sound.self) { $0.name }
        function("play(_sound volume:?)") { i in
            let sound = try i.get("sound", as: Sound.self)
            let volume = try i.get("volume", default: 1.0)
            if let problem = SoundPlayback.volumeProblem(volume) {
                throw i.interpreter.error(.invalidValue, i.argument("volume")!.node, problem)
            }
            if let collector = SoundPlayback.current {
                collector.record(sound, volume: volume, position: i.place)
            } else if !SoundPlayback.isReplaying {
                i.interpreter.warn(SoundPlayback.outsideEventMessage, at: i.node)
            }
            return .void
        }
        initializer("Soundtrack", "Soundtrack(_sound)") { i in Soundtrack(try i.get("sound", as: Sound.self)) }
        func soundtrack(_ i: inout Invocation) throws -> Soundtrack { try i.receiver(as: Soundtrack.self) }
        method("volume(_volume)") { i in .native(try soundtrack(&i).volume(try i.get("volume", as: Double.self))) }
        method("start(at:)") { i in .native(try soundtrack(&i).start(at: try i.get("at", as: Double.self))) }
        method("trim(from: to:?)") { i in
            .native(try soundtrack(&i).trim(from: try i.get("from", as: Double.self), to: try i.optional("to", as: Double.self)))
        }
        method("loops(_loops?)") { i in .native(try soundtrack(&i).loops(try i.get("loops", default: true))) }
        method("fadeIn(_seconds)") { i in .native(try soundtrack(&i).fadeIn(try i.get("seconds", as: Double.self))) }
        method("fadeOut(_seconds)") { i in .native(try soundtrack(&i).fadeOut(try i.get("seconds", as: Double.self))) }
        method("ducking(to: attack:? release:?)") { i in
            .native(try soundtrack(&i).ducking(to: try i.get("to", as: Double.self), attack: try i.get("attack", default: 0.05),
                                               release: try i.get("release", default: 0.3)))
        }
        property("sound", of: Soundtrack.self) { $0.sound }
    }
}
