/// A keyframe track of any property type, applied to a whole value.
public struct AnyKeyframeTrack<Root> {
    /// The track's duration.
    public let duration: Double
    let resolve: (Root) -> (inout Root, Double) -> Void
    let apply: (inout Root, Double) -> Void

    /// Erases the type of the track's property.
    public init<Value: Animatable>(_ track: KeyframeTrack<Root, Value>) {
        duration = track.duration
        resolve = { root in
            let resolved = track.resolved(from: root[keyPath: track.keyPath])
            let keyPath = track.keyPath
            return { value, time in value[keyPath: keyPath] = resolved.value(at: time) }
        }
        apply = { _, _ in }
    }

    private init(duration: Double, resolve: @escaping (Root) -> (inout Root, Double) -> Void,
                 apply: @escaping (inout Root, Double) -> Void) {
        self.duration = duration
        self.resolve = resolve
        self.apply = apply
    }

    /// The track with its segments resolved against `initialValue`.
    func resolving(from initialValue: Root) -> AnyKeyframeTrack<Root> {
        AnyKeyframeTrack(duration: duration, resolve: resolve, apply: resolve(initialValue))
    }
}
