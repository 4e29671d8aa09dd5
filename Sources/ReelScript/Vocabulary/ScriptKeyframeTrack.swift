import Foundation
import Reel

/// A `KeyframeTrack` of a scene file: the property path it animates and its keyframes.
package struct ScriptKeyframeTrack {
    /// The stored-property names from the animated value to the animated property (empty for
    /// the value itself).
    package var path: [String]
    /// The keyframes in order.
    package var keyframes: [ScriptKeyframe]
    /// The track's call, for positions.
    package var node: ScriptPosition

    /// A track of `path` whose keyframes the `content` builder closure gives.
    static func make(_ i: Invocation, path: [String]) throws -> ScriptKeyframeTrack {
        let argument = i.argument("content")!
        let values = try i.interpreter.collectBuilder(try i.function("content"), [], at: argument.node)
        let keyframes = try values.map { value -> ScriptKeyframe in
            guard let keyframe = value.native(as: ScriptKeyframe.self) else {
                throw i.interpreter.error(.badArguments, argument.node,
                                          "a KeyframeTrack holds LinearKeyframe, CubicKeyframe, SpringKeyframe and MoveKeyframe, not \(value.typeName)")
            }
            return keyframe
        }
        return ScriptKeyframeTrack(path: path, keyframes: keyframes, node: i.node)
    }
}
