import Foundation
import Reel

/// The value a keyframe animator of a scene file animates: the file's value, with a writable
/// key path per animatable Swift type to each of its properties, so Reel's keyframe tracks read
/// and write it as they do a compiled scene's struct.
package struct ScriptKeyframeValue {
    /// The file's value.
    package var value: Value

    /// A property path inside the value.
    package struct Path: Hashable {
        /// The stored-property names, outermost first.
        package var components: [String]
    }

    /// The value at `path` inside `value`.
    static func read(_ value: Value, _ path: ArraySlice<String>) -> Value {
        guard let first = path.first else { return value }
        guard case .instance(let instance) = value, let index = instance.type.storedIndex(first) else { return .void }
        return read(instance.fields[index], path.dropFirst())
    }

    /// `value` with `new` at `path`.
    static func write(_ value: inout Value, _ path: ArraySlice<String>, _ new: Value) {
        guard let first = path.first else { value = new; return }
        guard case .instance(var instance) = value, let index = instance.type.storedIndex(first) else { return }
        write(&instance.fields[index], path.dropFirst(), new)
        value = .instance(instance)
    }

    /// The property at `path` as a `T`, or `fallback` when it has another type.
    func native<T>(_ path: Path, fallback: T) -> T {
        if let native = ScriptKeyframeValue.read(value, path.components[...]).native(as: T.self) { return native }
        return fallback
    }

    /// A `Double` (or `CGFloat`) property.
    package subscript(double path: Path) -> Double {
        get {
            switch ScriptKeyframeValue.read(value, path.components[...]) {
            case .double(let v): return v
            case .int(let v): return Double(v)
            default: return 0
            }
        }
        set { ScriptKeyframeValue.write(&value, path.components[...], .double(newValue)) }
    }
    /// An `Angle` property.
    package subscript(angle path: Path) -> Angle {
        get { native(path, fallback: Angle.zero) }
        set { ScriptKeyframeValue.write(&value, path.components[...], .native(newValue)) }
    }
    /// A `CGPoint` property.
    package subscript(point path: Path) -> CGPoint {
        get { native(path, fallback: CGPoint.zero) }
        set { ScriptKeyframeValue.write(&value, path.components[...], .native(newValue)) }
    }
    /// A `CGSize` property.
    package subscript(size path: Path) -> CGSize {
        get { native(path, fallback: CGSize.zero) }
        set { ScriptKeyframeValue.write(&value, path.components[...], .native(newValue)) }
    }
    /// A `CGRect` property.
    package subscript(rect path: Path) -> CGRect {
        get { native(path, fallback: CGRect.zero) }
        set { ScriptKeyframeValue.write(&value, path.components[...], .native(newValue)) }
    }
    /// A `Color` property.
    package subscript(color path: Path) -> Color {
        get { native(path, fallback: Color.clear) }
        set { ScriptKeyframeValue.write(&value, path.components[...], .native(newValue)) }
    }
    /// A `UnitPoint` property.
    package subscript(unitPoint path: Path) -> UnitPoint {
        get { native(path, fallback: UnitPoint.zero) }
        set { ScriptKeyframeValue.write(&value, path.components[...], .native(newValue)) }
    }

    /// Reel's tracks for the tracks a keyframes closure gave, typed by the properties of `root`
    /// they animate.
    static func tracks(_ values: [Value], root: Value, interpreter: Interpreter, at node: ScriptPosition) throws -> [AnyKeyframeTrack<ScriptKeyframeValue>] {
        try values.map { value in
            guard let track = value.native(as: ScriptKeyframeTrack.self) else {
                throw interpreter.error(.badArguments, node, "a keyframes closure holds KeyframeTrack(\\.property) { ... } tracks, not \(value.typeName)")
            }
            return try typed(track, root: root, interpreter: interpreter)
        }
    }

    /// One track, typed by the property it animates.
    static func typed(_ track: ScriptKeyframeTrack, root: Value, interpreter: Interpreter) throws -> AnyKeyframeTrack<ScriptKeyframeValue> {
        let path = Path(components: track.path)
        func make<T: Animatable>(_ keyPath: WritableKeyPath<ScriptKeyframeValue, T>) throws -> AnyKeyframeTrack<ScriptKeyframeValue> {
            AnyKeyframeTrack(KeyframeTrack(keyPath, keyframes: try track.keyframes.map { try $0.keyframe(as: T.self, interpreter: interpreter) }))
        }
        let current = read(root, path.components[...])
        switch current {
        case .double, .int: return try make(\ScriptKeyframeValue.[double: path])
        case _ where current.nativeValue is Angle: return try make(\ScriptKeyframeValue.[angle: path])
        case _ where current.nativeValue is CGPoint: return try make(\ScriptKeyframeValue.[point: path])
        case _ where current.nativeValue is CGSize: return try make(\ScriptKeyframeValue.[size: path])
        case _ where current.nativeValue is CGRect: return try make(\ScriptKeyframeValue.[rect: path])
        case _ where current.nativeValue is Color: return try make(\ScriptKeyframeValue.[color: path])
        case _ where current.nativeValue is UnitPoint: return try make(\ScriptKeyframeValue.[unitPoint: path])
        default:
            let name = track.path.isEmpty ? "the animated value" : "'\\." + track.path.joined(separator: ".") + "'"
            let what = current.typeName == "Void" ? "not a stored property of \(root.typeName)" : "a \(current.typeName)"
            throw interpreter.error(.badArguments, track.node,
                                    "\(name) is \(what); keyframes animate Double, CGFloat, Angle, CGPoint, CGSize, CGRect, Color and UnitPoint properties")
        }
    }

    /// The keyframes closure of a triggered animator, called with the value reached so far;
    /// failures are reported and give no tracks.
    static func tracksCallback(_ i: Invocation, _ name: String) throws -> (ScriptKeyframeValue) -> [AnyKeyframeTrack<ScriptKeyframeValue>] {
        let function = try i.function(name)
        let interpreter = i.interpreter
        let node = i.argument(name)!.node
        return { current in
            do {
                let values = try interpreter.collectBuilder(function, [current.value], at: node)
                return try tracks(values, root: current.value, interpreter: interpreter, at: node)
            } catch {
                interpreter.report(error, at: node)
                return []
            }
        }
    }
}
