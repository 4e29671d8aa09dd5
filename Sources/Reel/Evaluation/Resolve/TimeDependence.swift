/// Whether a state's tree depends on the time it is resolved at, not only on the state: a
/// `TimelineView`, a `KeyframeAnimator`, `Date.now` in a body. Such a tree differs at every frame
/// of its state, so a check that lays out only the first frame of each state (`reel validate`)
/// must lay out every frame of it to meet what a render meets.
package enum TimeDependence {
    /// `body` resolved with `context` at `time` (the scene clock set to it), and whether
    /// resolving it read the time.
    package static func resolve<T>(_ context: inout ResolveContext, at time: Double,
                                   _ body: (inout ResolveContext) -> T) -> (value: T, readsTime: Bool) {
        let reads = TimeReadRecorder()
        let saved = context.timeReads
        context.timeReads = reads
        defer { context.timeReads = saved }
        let value = SceneClock.at(time, reads: reads) { body(&context) }
        return (value, reads.readsTime)
    }
}
