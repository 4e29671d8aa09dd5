import ArgumentParser
import Foundation
import ReelExport

/// `reel concat`: joins the chunks of a sharded export without re-encoding.
struct ConcatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join the chunks of a sharded export (`reel export --shard I/N`) into one video, without re-encoding.")

    @Argument(help: "The joined video (.mp4, .ts, .mov or .webm).")
    var output: String

    @Argument(help: "The chunks written by `reel export --shard I/N` (in any order: they are joined in shard order).")
    var chunks: [String] = []

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        do {
            _ = try joining().container()
        } catch let error as ConcatError {
            throw ValidationError(error.description)
        }
    }

    func joining() -> ChunkConcatenation {
        ChunkConcatenation(output: URL(fileURLWithPath: output), chunks: chunks.map { URL(fileURLWithPath: $0) })
    }

    func run() throws {
        let result: SinkOutput
        do {
            result = try joining().run { note in
                if !quiet { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
            }
        } catch {
            throw UserFailure(message: "error: concat: \(error)")
        }
        if !quiet {
            print("Joined \(chunks.count) chunk\(chunks.count == 1 ? "" : "s") into \(result.url.relativePath) (\(RenderReport.size(result.bytes)))")
        }
    }
}
