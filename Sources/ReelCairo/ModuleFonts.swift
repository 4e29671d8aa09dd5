import CFontconfig
import Foundation
import Reel
import ReelSystem

/// The font files of a module (`.ttf`, `.otf`, `.ttc` under the module root, found as
/// `ResourceScan` finds resources) and the fontconfig configuration that draws with them.
///
/// Fonts are registered per module, never process-wide: the configuration is the system's
/// (`FcInitLoadConfigAndFonts`) with the module's files added as application fonts in path
/// order, and only the text engines of renderers whose resource root is that module use it
/// (`PangoTextEngine`), so one scene's fonts never change another's text. One configuration is
/// made per module and set of files (each file's path, size and modification time) and shared,
/// read-only, by every rendering thread: it is complete before any thread uses it, and its
/// rescanning is turned off, so every thread sees the same fonts in the same order.
///
/// A font is named in `Font.custom(_:size:)` by a family name or a PostScript name of any of
/// its faces (`PangoTextEngine` resolves a PostScript name to its face's family, weight and
/// slant).
public final class ModuleFonts: @unchecked Sendable {
    /// The most font files a module's configuration takes.
    public static let maximumFiles = 64
    /// The largest font file registered, in bytes.
    public static let maximumFileBytes = 64 << 20

    /// A face of a module font file.
    public struct Face: Hashable, Sendable {
        /// The families it belongs to (fontconfig lists the typographic family and the legacy one).
        public var families: [String]
        /// Its PostScript name.
        public var postScriptName: String
        /// Its OpenType weight (400 regular, 700 bold).
        public var weight: Int
        /// Whether it is italic or oblique.
        public var isItalic: Bool
        /// The file it is in.
        public var file: String
    }

    /// The module root (its real path).
    public let root: String
    /// The font files registered, real paths in path order.
    public let files: [String]
    /// The faces of the files, in file order.
    public let faces: [Face]
    /// Files found that could not be registered, with the reason, for warnings.
    public let problems: [String]
    /// The configuration with the module's fonts; nil when the module has none.
    let config: OpaquePointer?

    /// A module without fonts.
    public static let none = ModuleFonts(root: "", files: [], faces: [], problems: [], config: nil)

    private init(root: String, files: [String], faces: [Face], problems: [String], config: OpaquePointer?) {
        self.root = root
        self.files = files
        self.faces = faces
        self.problems = problems
        self.config = config
    }

    deinit { if let config { FcConfigDestroy(config) } }

    /// Whether the module has fonts.
    public var isEmpty: Bool { config == nil }

    /// The families and PostScript names of the module's faces, sorted, each once.
    public var names: [String] {
        Array(Set(faces.flatMap { $0.families + [$0.postScriptName] })).sorted()
    }

    /// The face whose PostScript name is `name` (exactly, or else ignoring case).
    public func face(postScriptName name: String) -> Face? {
        faces.first { $0.postScriptName == name } ?? faces.first { $0.postScriptName.lowercased() == name.lowercased() }
    }

    // MARK: Finding a module's fonts

    private static let lock = NSLock()
    /// The fonts made so far, by module root and files (path, size, modification time).
    nonisolated(unsafe) private static var made: [String: ModuleFonts] = [:]

    /// The fonts of the module whose root is `root`, read where `sandbox` allows.
    public static func of(root: URL, sandbox: FileSandbox = .unconfined) -> ModuleFonts {
        let rootPath = FileSandbox.folderPath(root.path)
        let reading = SandboxResources(sandbox: sandbox)
        let scan = ResourceScan(root: rootPath, reading: reading)
        let found = scan.find { !$0.isFolder && ["ttf", "otf", "ttc"].contains(($0.name as NSString).pathExtension.lowercased()) }
        if found.isEmpty { return .none }
        var files: [(path: String, size: Int, modified: Int)] = []
        var problems: [String] = []
        for path in found {
            guard case .success(let resolved) = sandbox.resolve(path) else { continue }
            let size = Int(resolved.status.st_size)
            if files.count == maximumFiles {
                problems.append("\(scan.relative(path)): the module has more than \(maximumFiles) font files; the rest are not used")
                break
            }
            if size > maximumFileBytes {
                problems.append("\(scan.relative(path)): it is \(size) bytes, more than the limit of \(maximumFileBytes)")
                continue
            }
            files.append((resolved.path, size, Int(resolved.status.st_mtim.tv_sec)))
        }
        let key = rootPath + "\n" + files.map { "\($0.path)\t\($0.size)\t\($0.modified)" }.joined(separator: "\n")
        lock.lock(); defer { lock.unlock() }
        if let known = made[key] { return known }
        let fonts = make(root: rootPath, files: files.map(\.path), problems: problems, scan: scan)
        made[key] = fonts
        return fonts
    }

    /// The configuration of `files`: the system's, with each file added.
    private static func make(root: String, files: [String], problems found: [String], scan: ResourceScan) -> ModuleFonts {
        var problems = found
        var faces: [Face] = []
        var registered: [String] = []
        guard let config = FcInitLoadConfigAndFonts() else {
            return ModuleFonts(root: root, files: [], faces: [], problems: ["fontconfig could not load its configuration; the module's fonts are not used"], config: nil)
        }
        _ = FcConfigSetRescanInterval(config, 0)
        for file in files {
            let fileFaces = query(file)
            guard !fileFaces.isEmpty, FcConfigAppFontAddFile(config, file) != 0 else {
                problems.append("\(scan.relative(file)): it holds no font that FreeType can read")
                continue
            }
            registered.append(file)
            faces += fileFaces
        }
        if registered.isEmpty {
            FcConfigDestroy(config)
            return ModuleFonts(root: root, files: [], faces: [], problems: problems, config: nil)
        }
        return ModuleFonts(root: root, files: registered, faces: faces, problems: problems, config: config)
    }

    /// The faces of the font file at `path`.
    private static func query(_ path: String) -> [Face] {
        guard let set = FcFontSetCreate() else { return [] }
        defer { FcFontSetDestroy(set) }
        var count: Int32 = 0
        _ = path.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcFreeTypeQueryAll($0, UInt32.max, nil, &count, set)
            }
        }
        var faces: [Face] = []
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            let families = strings(pattern, "family")
            guard !families.isEmpty else { continue }
            var weight = 400
            var fcWeight: Double = 0
            var integer: Int32 = 0
            if FcPatternGetDouble(pattern, "weight", 0, &fcWeight) == FcResultMatch {
                weight = Int(FcWeightToOpenTypeDouble(fcWeight).rounded())
            } else if FcPatternGetInteger(pattern, "weight", 0, &integer) == FcResultMatch {
                weight = Int(FcWeightToOpenTypeDouble(Double(integer)).rounded())
            }
            var slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, "slant", 0, &slant)
            faces.append(Face(families: families, postScriptName: strings(pattern, "postscriptname").first ?? families[0],
                              weight: weight, isItalic: slant != 0, file: path))
        }
        return faces
    }

    /// Every string value of `object` in `pattern`.
    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var result: [String] = []
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value {
            result.append(String(cString: value))
            index += 1
        }
        return result
    }
}
