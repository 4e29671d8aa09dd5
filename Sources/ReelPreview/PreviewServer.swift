import Foundation
import Hummingbird
import Logging

/// The HTTP server of `reel preview`, on Hummingbird: serves `PreviewRoutes` for a session.
public struct PreviewServer: Sendable {
    /// The state served.
    public var session: PreviewSession
    /// The address to listen on (127.0.0.1 unless told otherwise).
    public var host: String
    /// The port, or 0 for a free one.
    public var port: Int

    /// A server for `session` on `host:port`.
    public init(session: PreviewSession, host: String = "127.0.0.1", port: Int = 0) {
        self.session = session
        self.host = host
        self.port = port
    }

    /// Listens and serves until the task is cancelled; `onListening` receives the port once the
    /// server accepts connections.
    /// - Throws: when the address cannot be bound.
    public func run(onListening: @escaping @Sendable (Int) -> Void) async throws {
        var answering = PreviewRoutes(session: session)
        answering.loopbackOnly = ["127.0.0.1", "localhost", "::1"].contains(host.lowercased()) || host.hasPrefix("127.")
        let routes = answering
        var logger = Logger(label: "reel-preview")
        logger.logLevel = .critical
        let app = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in await routes.respond(to: request) },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.run()
    }
}
