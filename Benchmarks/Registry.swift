extension Benchmark {
    /// Every benchmark, in the order they run. Add new ones here.
    static let all: [Benchmark] = [
        .png,
        .pngSettings,
        .animator,
        .layout,
        .timeline,
        .timelineParts,
        .sceneFile,
        .export,
        .golden,
        .particles,
        .script,
        .mixSilence,
        .mixShortSoundtrack,
        .mixSoundtrack,
    ]
}
