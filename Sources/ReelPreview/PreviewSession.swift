import Foundation
import Synchronization

/// The state of a preview: the module's current generation, loaded or failed, the documents of
/// its variants, the frame cache, and the listeners of the update stream.
///
/// `reload()` (called by the file watcher, from its thread) hashes the module's files; when the
/// hash changed it loads the new generation and announces it to every listener, ok or not. The
/// last generation that loaded stays known (`lastGood`), so the page can keep its summary.
public final class PreviewSession: Sendable {
    /// What the current generation is.
    public enum State: Sendable {
        /// It loaded.
        case loaded(any PreviewDocument)
        /// It did not load.
        case failed(PreviewLoadError)
    }

    private struct Storage {
        var generation: PreviewGeneration
        var state: State
        var lastGood: PreviewSummary?
        var variants: [PreviewVariant: Result<any PreviewDocument, any Error>] = [:]
        var listeners: [Int: AsyncStream<PreviewUpdate>.Continuation] = [:]
        var nextListener = 0
        var reloads = 0
    }

    /// Where the module comes from.
    public let source: any PreviewSource
    /// Frames already drawn.
    public let frames: FrameCache
    private let storage: Mutex<Storage>
    /// Serialises reloads (the watcher's and a recording's).
    private let reloading = Mutex(())

    /// A session serving `source`, loaded now (a module that does not load still makes a session:
    /// the page shows its errors).
    public init(source: any PreviewSource, frames: FrameCache = FrameCache()) {
        self.source = source
        self.frames = frames
        let generation = PreviewGeneration(of: source.files())
        let state = Self.load(source, .standard)
        var storage = Storage(generation: generation, state: state)
        if case .loaded(let document) = state { storage.lastGood = document.summary }
        self.storage = Mutex(storage)
    }

    /// The generation served now.
    public var generation: PreviewGeneration { storage.withLock { $0.generation } }

    /// The current generation and whether it loaded.
    public var current: (generation: PreviewGeneration, state: State, lastGood: PreviewSummary?) {
        storage.withLock { ($0.generation, $0.state, $0.lastGood) }
    }

    /// How many reloads found a new generation since the session started.
    public var reloadCount: Int { storage.withLock { $0.reloads } }

    /// Hashes the module's files and, when they changed, loads the new generation, drops the
    /// frames of older ones and tells every listener. Returns whether there was a new generation.
    @discardableResult
    public func reload() -> Bool {
        reloading.withLock { _ in
            let generation = PreviewGeneration(of: source.files())
            guard generation != self.generation else { return false }
            let state = Self.load(source, .standard)
            let listeners = storage.withLock { s -> [AsyncStream<PreviewUpdate>.Continuation] in
                s.generation = generation
                s.state = state
                s.variants = [:]
                if case .loaded(let document) = state { s.lastGood = document.summary }
                s.reloads += 1
                return Array(s.listeners.values)
            }
            frames.keepOnly(generation)
            let update = PreviewUpdate(generation: generation, ok: state.isLoaded)
            for listener in listeners { listener.yield(update) }
            return true
        }
    }

    /// The document of the current generation in `variant` (loaded once per generation), with
    /// the generation it belongs to.
    /// - Throws: `PreviewLoadError` when the generation does not load; `PreviewRequestError` for
    ///   a variant that does not exist.
    public func document(_ variant: PreviewVariant) throws -> (any PreviewDocument, PreviewGeneration) {
        let (generation, state, known) = storage.withLock { ($0.generation, $0.state, $0.variants[variant]) }
        let standard: any PreviewDocument
        switch state {
        case .failed(let error): throw error
        case .loaded(let document): standard = document
        }
        if variant == .standard { return (standard, generation) }
        if let known { return (try known.get(), generation) }
        let result: Result<any PreviewDocument, any Error> = Result { try source.load(variant) }
        storage.withLock { s in if s.generation == generation { s.variants[variant] = result } }
        return (try result.get(), generation)
    }

    /// The PNG of the frame at `time`, `scale`, in `variant`: from the cache, else drawn and kept.
    public func frame(time: Double, scale: Double?, variant: PreviewVariant) throws -> [UInt8] {
        let (document, generation) = try document(variant)
        let key = FrameCache.Key(generation: generation, time: time, scale: scale, variant: variant)
        if let bytes = frames.frame(key) { return bytes }
        let bytes = try document.frame(time: time, scale: scale)
        frames.store(bytes, for: key)
        return bytes
    }

    /// A stream of updates: the current generation first, then one per reload until the
    /// listener goes away.
    public func updates() -> AsyncStream<PreviewUpdate> {
        let (stream, continuation) = AsyncStream<PreviewUpdate>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = storage.withLock { s -> Int in
            let id = s.nextListener
            s.nextListener += 1
            s.listeners[id] = continuation
            continuation.yield(PreviewUpdate(generation: s.generation, ok: s.state.isLoaded))
            return id
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.storage.withLock { $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Loads `variant` of `source`, turning any failure into a `PreviewLoadError`.
    private static func load(_ source: any PreviewSource, _ variant: PreviewVariant) -> State {
        do {
            return .loaded(try source.load(variant))
        } catch let error as PreviewLoadError {
            return .failed(error)
        } catch let error as PreviewRequestError {
            return .failed(PreviewLoadError(issues: [PreviewIssue(message: error.message)]))
        } catch {
            return .failed(PreviewLoadError(issues: [PreviewIssue(message: "\(error)")]))
        }
    }
}

extension PreviewSession.State {
    /// Whether the generation loaded.
    public var isLoaded: Bool {
        if case .loaded = self { return true }
        return false
    }
}
