import ArgumentParser
import Foundation
import Reel
import ReelExport
import ReelPreview
import ReelScript
import ReelSystem
import Synchronization

/// `reel preview`: serves a live preview of a scene file, view file or folder module to a browser,
/// reloading it when its files change (docs/Preview.md).
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a scene file to a browser: scrub its timeline, reload on save.",
        discussion: """
            Listens on 127.0.0.1 (--host to choose another address) and prints one line with the \
            address. The page shows the frame at the playhead, the scene's events, the view under \
            the pointer and the positioned errors of a file that does not load; the server reloads \
            the module when its files or the events script change. Stop it with Ctrl-C.
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "The port to listen on (0: a free one).")
    var port: Int = 7878

    @Option(help: ArgumentHelp("The address to listen on (default 127.0.0.1: this machine only).", valueName: "addr"))
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host needs an address, not an empty string") }
    }

    func run() throws {
        let names = sceneOptions.scenes
        guard !names.isEmpty else { throw ValidationError("Missing expected argument '<scene>'") }
        guard SceneLookup.namesSource(names) else {
            throw ValidationError("reel preview takes a scene file, a view file or a folder of Swift files (PATH.swift or DIR), not the compiled scene '\(names[0])'")
        }
        for name in names where !FileManager.default.fileExists(atPath: name) {
            throw ValidationError("\(name): no such file or folder")
        }
        let source = SceneFileSource(names: names, allowedPaths: sceneOptions.allowed.paths, preview: sceneOptions.preview,
                                     events: sceneOptions.events)
        let session = PreviewSession(source: source)
        let watcher = FileWatcher(onChange: { session.reload() })
        let files = source.files()
        for folder in files.watchedFolders {
            watcher.watch([folder.path], recursive: folder.recursive, skipped: PreviewWatchRules.skippedFolders)
        }
        let server = PreviewServer(session: session, host: host, port: port)
        let shown = names.joined(separator: " ")
        let result = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let hostText = host.contains(":") ? "[\(host)]" : host
        Task {
            do {
                try await server.run { port in
                    // Written at once, unbuffered: scripts wait for this line.
                    FileHandle.standardOutput.write(Data("Reel preview of \(shown) at http://\(hostText):\(port)/\n".utf8))
                }
            } catch {
                result.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = result.withLock({ $0 }) {
            throw UserFailure(message: "error: reel preview cannot listen on \(host):\(port): \(error)")
        }
    }
}
