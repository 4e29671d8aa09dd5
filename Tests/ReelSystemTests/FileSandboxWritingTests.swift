import Foundation
import Testing
@testable import ReelSystem

/// Writing and removing inside a folder Reel keeps, never through a link; the input rule for paths
/// handed to other programs; the folder lock.
@Suite struct FileSandboxWritingTests {
    /// `root/real/`, `root/linked → outside/`, `root/file`, and `outside/victim`.
    func makeTree() throws -> (root: String, outside: String) {
        let base = FileSandbox.folderPath(FileManager.default.temporaryDirectory.path) + "/reel-writing-\(UUID().uuidString)"
        let root = base + "/root", outside = base + "/outside"
        try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Data("victim".utf8).write(to: URL(fileURLWithPath: outside + "/victim"))
        try Data("file".utf8).write(to: URL(fileURLWithPath: root + "/file"))
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/real/victim", withDestinationPath: outside + "/victim")
        return (root, outside)
    }

    @Test func foldersAreCreatedInsideAndNeverReachedThroughALink() throws {
        let (root, _) = try makeTree()
        #expect(try FileSandbox.folderForWriting(root + "/real/new/deeper", inside: root, create: true) == root + "/real/new/deeper")
        #expect(FileManager.default.fileExists(atPath: root + "/real/new/deeper"))
        #expect(throws: FileSandbox.Refusal.throughLink(path: root + "/linked")) {
            try FileSandbox.folderForWriting(root + "/linked/sub", inside: root, create: true)
        }
        #expect(throws: FileSandbox.Refusal.notFolder) { try FileSandbox.folderForWriting(root + "/file/sub", inside: root, create: true) }
        #expect(throws: FileSandbox.Refusal.outside) { try FileSandbox.folderForWriting(root + "/../outside", inside: root, create: true) }
        #expect(throws: FileSandbox.Refusal.missing) { try FileSandbox.folderForWriting(root + "/none", inside: root, create: false) }
        // The root itself may be a link the user named.
        let named = root + "/../named"
        try FileManager.default.createSymbolicLink(atPath: named, withDestinationPath: root)
        #expect(try FileSandbox.folderForWriting(named + "/real", inside: named, create: false) == root + "/real")
        #expect(FileSandbox.Refusal.throughLink(path: "/g/Scene").description
                == "it lies behind the symbolic link /g/Scene; files are written and removed only in real folders, never through links")
    }

    /// The race the descriptors close: a folder checked for writing is swapped for a link out
    /// of the kept folder before the files are written and removed. Through the open folder,
    /// they are written and removed in the folder that was checked (now moved), never through
    /// the link; opening anew then refuses the link.
    @Test func aFolderSwappedForALinkAfterItsCheckIsNeverWrittenThrough() throws {
        let (root, outside) = try makeTree()
        try Data("old".utf8).write(to: URL(fileURLWithPath: root + "/real/old"))
        let folder = try FileSandbox.openFolderForWriting(root + "/real", inside: root, create: false)
        #expect(folder.path == root + "/real")
        // The swap, between the check and the writes.
        #expect(rename(root + "/real", root + "/moved") == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/real", withDestinationPath: outside)
        let descriptor = folder.createExclusively(".new")
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(folder.rename(".new", to: "victim"))
        try folder.remove("old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/moved").sorted() == ["victim"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["victim"])
        #expect(try String(contentsOfFile: outside + "/victim", encoding: .utf8) == "victim")
        #expect(throws: FileSandbox.Refusal.throughLink(path: root + "/real")) {
            try FileSandbox.openFolderForWriting(root + "/real/sub", inside: root, create: true)
        }
        #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a folder")) {
            try FileSandbox.openFolderForWriting(root, inside: root, create: false).remove("moved")
        }
    }

    @Test func removingTakesTheLinkNotWhatItNames() throws {
        let (root, outside) = try makeTree()
        try FileSandbox.removeFile("victim", inFolder: root + "/real", inside: root)
        #expect(!FileManager.default.fileExists(atPath: root + "/real/victim"))
        #expect(FileManager.default.fileExists(atPath: outside + "/victim"))
        #expect(throws: FileSandbox.Refusal.throughLink(path: root + "/linked")) {
            try FileSandbox.removeFile("victim", inFolder: root + "/linked", inside: root)
        }
        #expect(FileManager.default.fileExists(atPath: outside + "/victim"))
        try FileSandbox.removeFile("none", inFolder: root + "/missing", inside: root)   // nothing there: nothing to do
        #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a folder")) { try FileSandbox.removeFile("real", inFolder: root, inside: root) }
    }

    @Test func inputsMustBeRegularFilesBeforeAnythingOpensThem() throws {
        let (root, _) = try makeTree()
        #expect(mkfifo(root + "/fifo", 0o600) == 0)
        try FileSandbox.unconfined.checkInput(root + "/file")
        #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a FIFO")) { try FileSandbox.unconfined.checkInput(root + "/fifo") }
        #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a device")) { try FileSandbox.unconfined.checkInput("/dev/zero") }
        #expect(throws: FileSandbox.Refusal.notRegularFile(kind: "a folder")) { try FileSandbox.unconfined.checkInput(root) }
        #expect(throws: FileSandbox.Refusal.outside) { try FileSandbox(folders: [root]).checkInput(root + "/real/victim") }
    }

    /// Two locks on one folder are held one after the other, also within one process (each lock
    /// opens the folder anew).
    @Test func aFolderLockIsHeldByOneAtATime() throws {
        let (root, _) = try makeTree()
        let first = try FolderLock(folder: root)
        let descriptor = open(root, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK)
        first.unlock()
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        #expect(throws: FileSandbox.Refusal.missing) { try FolderLock(folder: root + "/none") }
        #expect(throws: FileSandbox.Refusal.notFolder) { try FolderLock(folder: root + "/file") }
    }
}
