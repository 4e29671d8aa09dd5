import Foundation
import ReelSystem

/// The Swift files read as one module, as a Swift target compiles them: a folder's files, or
/// several files named together. A view may use the types, extensions, functions and constants
/// of any of them; previews are numbered across all of them in the module's order (files sorted
/// by path, then source order); errors name the file they are in.
///
/// A folder's files are found under it at any depth, sorted by their path relative to the folder.
/// Hidden files and folders (`.build`, `.git`, `.swiftpm`), folders named `Tests`, `Package.swift`
/// and files not ending in `.swift` are skipped, as are folders reached through a symbolic link.
/// The module root (the folder, or the deepest folder holding every file named) is where images,
/// asset catalogs and font files are found.
public struct ScriptModule: Sendable, Equatable {
    /// One file of the module.
    public struct File: Sendable, Equatable {
        /// The name errors give it: the folder as given joined with the file's path under it (no
        /// folder for `.`), or the path as given on the command line.
        public var name: String
        /// Where it is read from.
        public var path: String
    }

    /// Why a module cannot be read.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The message, a sentence naming the folder or file.
        public var description: String
    }

    /// The files, in the module's order.
    public var files: [File]
    /// The folder images, asset catalogs and fonts are found under.
    public var root: URL
    /// The module as given: the folder, or the first file.
    public var path: String

    /// The most files a module may have: far more than a view's module holds, few enough that
    /// reading them stays quick.
    public static let maximumFiles = 1_000

    /// How deep under its folder a module's files are looked for.
    public static let maximumDepth = 16

    /// The module of `paths`: one folder, or one or more Swift files (a single file is a module
    /// of one file).
    /// - Throws: `Failure` for a folder holding no Swift file, a path that does not exist or is
    ///   neither a folder nor a `.swift` file, or a folder given with other paths.
    public static func named(_ paths: [String]) throws(Failure) -> ScriptModule {
        guard let first = paths.first else { throw Failure(description: "no Swift file or folder is given") }
        if paths.count == 1, isFolder(first) { return try folder(first) }
        for path in paths where isFolder(path) {
            throw Failure(description: "\(path) is a folder; give one folder, or Swift files (a folder is a module of its own)")
        }
        return try files(paths)
    }

    /// Whether `path` names a folder (following links).
    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The module of the Swift files under the folder `path`.
    /// - Throws: `Failure` when the folder cannot be read, holds no Swift file, or holds more than
    ///   `maximumFiles`.
    public static func folder(_ path: String) throws(Failure) -> ScriptModule {
        let base = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        var relative: [String] = []
        try collect(base, under: "", depth: 0, into: &relative, folder: path)
        guard !relative.isEmpty else {
            throw Failure(description: "the folder \(path) holds no Swift files (hidden files, .build, Package.swift and Tests/ are skipped)")
        }
        relative.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let shown = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let files = relative.map { name in
            File(name: shown == "." ? name : shown + "/" + name, path: base.appendingPathComponent(name).path)
        }
        return ScriptModule(files: files, root: base, path: path)
    }

    /// The module of the Swift files `paths`, named as given, in the order of their paths; its
    /// root is the deepest folder holding all of them. A file named twice is read once.
    /// - Throws: `Failure` for a path that does not end in `.swift`, or more than `maximumFiles`.
    public static func files(_ paths: [String]) throws(Failure) -> ScriptModule {
        var seen: Set<String> = []
        var files: [File] = []
        for path in paths {
            guard path.hasSuffix(".swift") else {
                throw Failure(description: "\(path) is not a Swift file; a module is a folder or .swift files")
            }
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            if seen.insert(absolute).inserted { files.append(File(name: path, path: absolute)) }
        }
        guard files.count <= maximumFiles else { throw Failure(description: "\(files.count) Swift files are given, more than the limit of \(maximumFiles)") }
        files.sort { Array($0.name.utf8).lexicographicallyPrecedes(Array($1.name.utf8)) }
        var root = URL(fileURLWithPath: files[0].path).deletingLastPathComponent().pathComponents
        for file in files.dropFirst() {
            let folder = URL(fileURLWithPath: file.path).deletingLastPathComponent().pathComponents
            root = Array(zip(root, folder).prefix { $0 == $1 }.map(\.0))
        }
        let rootPath = root.count <= 1 ? "/" : "/" + root.dropFirst().joined(separator: "/")
        return ScriptModule(files: files, root: URL(fileURLWithPath: rootPath, isDirectory: true), path: paths[0])
    }

    /// Whether a folder entry named `name` is skipped: hidden, a `Tests` folder, `Package.swift`.
    static func skips(_ name: String, isFolder: Bool) -> Bool {
        if name.hasPrefix(".") { return true }
        return isFolder ? name == "Tests" : (name == "Package.swift" || !name.hasSuffix(".swift"))
    }

    /// Adds the Swift files under `folder` (named by their path `prefix` under the module's folder).
    private static func collect(_ folder: URL, under prefix: String, depth: Int, into found: inout [String], folder given: String) throws(Failure) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw Failure(description: "cannot read the folder \(prefix.isEmpty ? given : given + "/" + prefix): \(error.localizedDescription)")
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            let isLink = values?.isSymbolicLink ?? false
            let isFolder = isLink ? ScriptModule.isFolder(url.path) : values?.isDirectory ?? false
            if skips(name, isFolder: isFolder) { continue }
            if isFolder {
                // A linked folder may lead anywhere, even back up: only real folders are walked.
                if isLink || depth >= maximumDepth { continue }
                try collect(url, under: prefix + name + "/", depth: depth + 1, into: &found, folder: given)
            } else {
                found.append(prefix + name)
                if found.count > maximumFiles {
                    throw Failure(description: "the folder \(given) holds more than \(maximumFiles) Swift files")
                }
            }
        }
    }
}
