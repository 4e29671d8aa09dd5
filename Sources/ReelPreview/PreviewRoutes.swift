import Foundation
import Hummingbird

/// The HTTP contract of `reel preview` (docs/Preview.md): every route, its parameters and its
/// answers. Only the paths listed answer, only to their method; anything else is 404. No path
/// reaches the file system: the page is compiled in and every other answer is computed.
struct PreviewRoutes: Sendable {
    /// The state served.
    var session: PreviewSession
    /// How often the update stream sends a comment to keep the connection open.
    var keepAlive: Duration = .seconds(15)
    /// The largest body `POST /record` reads.
    static let recordBodyLimit = 16 << 10

    /// Whether only requests addressed to this machine by a loopback name are answered (the
    /// server listens on a loopback address): a page elsewhere that renames its own host to
    /// 127.0.0.1 (DNS rebinding) is refused.
    var loopbackOnly = true

    /// The host names a loopback server answers to.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    /// The answer to `request`.
    func respond(to request: Request) async -> Response {
        var request = request
        if loopbackOnly {
            let host = request.head.authority ?? ""
            let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
            guard Self.loopbackNames.contains(name.lowercased()) else {
                return Self.text(.forbidden, "Forbidden: this preview answers requests to 127.0.0.1 or localhost only\n", type: "text/plain; charset=utf-8")
            }
        }
        let query = PreviewQuery.parameters(request.uri.query)
        switch (request.method, request.uri.path) {
        case (.get, "/"):
            var page = Self.text(.ok, PreviewPage.html, type: "text/html; charset=utf-8")
            // The page loads nothing from elsewhere.
            page.headers[.contentSecurityPolicy] = "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; connect-src 'self'"
            return page
        case (.get, "/page.js"): return Self.text(.ok, PreviewPage.script, type: "text/javascript; charset=utf-8")
        case (.get, "/page.css"): return Self.text(.ok, PreviewPage.style, type: "text/css; charset=utf-8")
        case (.get, "/scene.json"): return sceneState()
        case (.get, "/frame.png"): return await answer { try frame(query) }
        case (.get, "/inspect.json"): return await answer { try computed(query) { document, t in try document.inspection(time: t) } }
        case (.get, "/curves.json"): return await answer { try computed(query) { document, t in try document.curves(time: t) } }
        case (.get, "/updates"): return updates()
        case (.post, "/record"):
            // JSON only: a form another site posts (text/plain, no preflight) records nothing.
            guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
                return Self.json(.unsupportedMediaType, ErrorBody(issues: [PreviewIssue(message: "POST /record takes Content-Type: application/json")]))
            }
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: Self.recordBodyLimit)
            } catch {
                return Self.json(.badRequest, ErrorBody(issues: [PreviewIssue(message: "the body of POST /record must be JSON of at most \(Self.recordBodyLimit) bytes")]))
            }
            let data = Data(body.readableBytesView)
            return await answer { try record(data) }
        default:
            return Self.text(.notFound, "Not found\n", type: "text/plain; charset=utf-8")
        }
    }

    private func sceneState() -> Response {
        let (generation, state, lastGood) = session.current
        let issues: [PreviewIssue]
        switch state {
        case .loaded: issues = []
        case .failed(let error): issues = error.issues
        }
        return Self.json(.ok, SceneState(generation: generation, issues: issues, summary: lastGood))
    }

    private func frame(_ query: [String: String]) throws -> Response {
        let time = try Self.time(query)
        var scale: Double?
        if let text = query["scale"] {
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw PreviewRequestError("scale must be a positive number, not '\(text)'")
            }
            scale = value
        }
        let bytes = try session.frame(time: time, scale: scale, variant: try Self.variant(query))
        return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The device and colour scheme a request asks for (`device=NAME`, `scheme=light|dark`).
    private static func variant(_ query: [String: String]) throws -> PreviewVariant {
        var variant = PreviewVariant(device: query["device"])
        if let scheme = query["scheme"] {
            guard scheme == "light" || scheme == "dark" else { throw PreviewRequestError("scheme takes light or dark, not '\(scheme)'") }
            variant.colorScheme = scheme
        }
        return variant
    }

    private func computed(_ query: [String: String], _ make: (any PreviewDocument, Double) throws -> [UInt8]) throws -> Response {
        let time = try Self.time(query)
        let (document, _) = try session.document(try Self.variant(query))
        return Self.bytes(.ok, try make(document, time), type: "application/json")
    }

    private func record(_ body: Data) throws -> Response {
        let interaction: PreviewInteraction
        do {
            interaction = try JSONDecoder().decode(PreviewInteraction.self, from: body)
        } catch {
            throw PreviewRequestError("POST /record takes JSON {\"kind\": \"tap\" or \"drag\", \"time\", \"x\", \"y\"} (and \"toX\", \"toY\" for a drag)")
        }
        guard interaction.kind == "tap" || interaction.kind == "drag" else {
            throw PreviewRequestError("kind must be tap or drag, not '\(interaction.kind)'")
        }
        guard interaction.time.isFinite, interaction.time >= 0 else { throw PreviewRequestError("time must be a number of seconds ≥ 0") }
        let points = [interaction.x, interaction.y, interaction.toX ?? 0, interaction.toY ?? 0]
        guard points.allSatisfy(\.isFinite) else { throw PreviewRequestError("x, y, toX and toY must be finite numbers of points") }
        if interaction.kind == "drag", interaction.toX == nil || interaction.toY == nil {
            throw PreviewRequestError("a drag needs toX and toY")
        }
        let (document, _) = try session.document(.standard)
        let line = try session.source.record(interaction, in: document)
        // The watcher reloads too; reloading here makes the answer's generation current at once.
        session.reload()
        return Self.json(.ok, ["line": line])
    }

    private func updates() -> Response {
        let stream = session.updates()
        let keepAlive = self.keepAlive
        let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            // Keep-alive comments come from a second task into the same stream of text.
            let (texts, sink) = AsyncStream<String>.makeStream()
            let forward = Task {
                for await update in stream { sink.yield(update.event) }
                sink.finish()
            }
            let ping = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: keepAlive)
                    sink.yield(": keep-alive\n\n")
                }
            }
            defer {
                forward.cancel()
                ping.cancel()
            }
            for await text in texts {
                try await writer.write(ByteBuffer(string: text))
            }
            try await writer.finish(nil)
        })
    }

    /// `t`, a number of seconds ≥ 0 (0 when absent).
    private static func time(_ query: [String: String]) throws -> Double {
        guard let text = query["t"] else { return 0 }
        guard let value = Double(text), value.isFinite, value >= 0 else {
            throw PreviewRequestError("t must be a number of seconds ≥ 0, not '\(text)'")
        }
        return value
    }

    /// Runs `body` off the server's threads (frames take tens of milliseconds of work), mapping
    /// its errors to answers: 400 for a bad request, 422 for a module that does not load.
    private func answer(_ body: @escaping @Sendable () throws -> Response) async -> Response {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let response: Response
                do {
                    response = try body()
                } catch let error as PreviewRequestError {
                    response = Self.json(.badRequest, ErrorBody(issues: [PreviewIssue(message: error.message)]))
                } catch let error as PreviewLoadError {
                    response = Self.json(.unprocessableContent, ErrorBody(issues: error.issues, ok: false))
                } catch {
                    response = Self.json(.internalServerError, ErrorBody(issues: [PreviewIssue(message: "\(error)")]))
                }
                continuation.resume(returning: response)
            }
        }
    }

    static func text(_ status: HTTPResponse.Status, _ text: String, type: String) -> Response {
        bytes(status, Array(text.utf8), type: type)
    }

    static func bytes(_ status: HTTPResponse.Status, _ bytes: [UInt8], type: String) -> Response {
        Response(status: status, headers: [.contentType: type, .cacheControl: "no-store", .xContentTypeOptions: "nosniff"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    static func json(_ status: HTTPResponse.Status, _ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return bytes(status, Array(data) + [0x0A], type: "application/json")
    }
}
