import Foundation
import Testing
@testable import ReelSystem

/// Files opened on a scene's behalf: links resolved within the allowed folders and never followed
/// out of them (whatever exists outside), only regular files, identities shared by hard links.
@Suite struct FileSandboxTests {
    /// A folder `scene` holding a file and links of every kind, beside a file `secret.txt`:
    ///
    ///     scene/dot.bin            a regular file
    ///     scene/hard.bin           a hard link to it
    ///     scene/copy.bin           a copy of it
    ///     scene/inside             → dot.bin
    ///     scene/sub/back           → ../dot.bin
    ///     scene/sub/folder         → ..  (the scene folder)
    ///     scene/up                 → ../secret.txt
    ///     scene/out                → /…/secret.txt (absolute)
    ///     scene/root               → /
    ///     scene/loop1 ↔ loop2
    ///     scene/fifo               a FIFO
    static func makeTree() throws -> (folder: URL, scene: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-sandbox-\(UUID().uuidString)")
        let scene = folder.appendingPathComponent("scene")
        let manager = FileManager.default
        try manager.createDirectory(at: scene.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("dot".utf8).write(to: scene.appendingPathComponent("dot.bin"))
        try Data("dot".utf8).write(to: scene.appendingPathComponent("copy.bin"))
        try Data("secret".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        try manager.linkItem(atPath: scene.appendingPathComponent("dot.bin").path, toPath: scene.appendingPathComponent("hard.bin").path)
        let links = ["inside": "dot.bin", "sub/back": "../dot.bin", "sub/folder": "..", "up": "../secret.txt",
                     "out": folder.appendingPathComponent("secret.txt").path, "root": "/", "loop1": "loop2", "loop2": "loop1"]
        for (name, target) in links {
            try manager.createSymbolicLink(atPath: scene.appendingPathComponent(name).path, withDestinationPath: target)
        }
        #expect(mkfifo(scene.appendingPathComponent("fifo").path, 0o600) == 0)
        return (folder, FileSandbox.folderPath(scene.path))
    }

    @Test func linksInsideTheFolderAreFollowed() throws {
        let (_, scene) = try Self.makeTree()
        let sandbox = FileSandbox(folders: [scene])
        for name in ["dot.bin", "inside", "sub/back", "sub/folder/dot.bin", "sub/folder/sub/folder/inside", "./sub/../dot.bin"] {
            let resolved = try sandbox.resolve(scene + "/" + name).get()
            #expect(resolved.path == scene + "/dot.bin", "\(name)")
            #expect(try sandbox.open(scene + "/" + name).read(upTo: 10) == Array("dot".utf8), "\(name)")
        }
    }

    /// Every way out ends in `.outside` before anything outside is examined, so a missing file
    /// behind a link to `/` gets the same answer as an existing one.
    @Test func linksLeadingOutAreRefusedAlike() throws {
        let (_, scene) = try Self.makeTree()
        let sandbox = FileSandbox(folders: [scene])
        for name in ["up", "out", "root/etc/passwd", "root/no/such/file", "root", "sub/folder/../secret.txt", "../secret.txt"] {
            #expect(throws: FileSandbox.Refusal.outside, "\(name)") { try sandbox.open(scene + "/" + name) }
        }
        #expect(throws: FileSandbox.Refusal.outside) { try sandbox.open("/etc/passwd") }
        // Unconfined, the same links are followed.
        #expect(try FileSandbox.unconfined.open(scene + "/up").read(upTo: 10) == Array("secret".utf8))
    }

    @Test func whatIsNotARegularFileIsRefusedWithoutOpeningIt() throws {
        let (_, scene) = try Self.makeTree()
        for sandbox in [FileSandbox(folders: [scene]), .unconfined] {
            // A FIFO without a writer would block an open for reading: it is never opened.
            #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a FIFO")) { try sandbox.open(scene + "/fifo") }
            #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a folder")) { try sandbox.open(scene + "/sub") }
            #expect(throws: FileSandbox.Refusal.missing) { try sandbox.open(scene + "/nothing.bin") }
            #expect(throws: FileSandbox.Refusal.missing) { try sandbox.open(scene + "/dot.bin/x") }
            #expect(throws: FileSandbox.Refusal.tooManyLinks) { try sandbox.open(scene + "/loop1") }
        }
        #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a device")) { try FileSandbox.unconfined.open("/dev/zero") }
        #expect(FileSandbox.Refusal.notRegularFile(kind: "a FIFO").description == "it is a FIFO, not a regular file")
    }

    @Test func hardLinksShareAnIdentity() throws {
        let (_, scene) = try Self.makeTree()
        let sandbox = FileSandbox(folders: [scene])
        let dot = try sandbox.open(scene + "/dot.bin")
        #expect(try sandbox.open(scene + "/hard.bin").identity == dot.identity)
        #expect(try sandbox.open(scene + "/inside").identity == dot.identity)
        #expect(try sandbox.open(scene + "/copy.bin").identity != dot.identity)
        #expect(dot.byteCount == 3)
    }

    @Test func foldersAreKeptByTheirRealPaths() throws {
        let (folder, scene) = try Self.makeTree()
        let link = folder.appendingPathComponent("alias")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: scene)
        let sandbox = FileSandbox(folders: [link.path])
        #expect(sandbox.folders == [scene])
        #expect(try sandbox.resolve(scene + "/inside").get().path == scene + "/dot.bin")
        // A path through the alias passes outside the folder on its way: it is named by its real path.
        #expect(throws: FileSandbox.Refusal.outside) { try sandbox.open(link.path + "/dot.bin") }
        #expect(FileSandbox(folders: [folder.path + "/no/such/../place"]).folders == [FileSandbox.folderPath(folder.path) + "/no/place"])
    }
}
