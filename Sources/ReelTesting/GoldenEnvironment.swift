import Foundation
import ReelCairo

/// The environment a golden was drawn in, as the manifest records it: the versions of Cairo,
/// pixman, Pango, HarfBuzz and FreeType, the CPU architecture, and a digest of each font file the
/// system families resolve to (by file name, so the same fonts installed elsewhere compare equal)
/// and of each font file of the scene's module (`ModuleFonts`), named `module/` and its path in
/// the module (`module/Fonts/Inter.ttf`).
///
/// When a frame fails on a machine whose environment differs from its golden's, the report says
/// what differs and that it is the likely cause.
public struct GoldenEnvironment: Hashable, Sendable {
    /// Library versions by name: `cairo`, `pixman`, `pango`, `harfbuzz`, `freetype`.
    public var libraries: [String: String]
    /// The CPU architecture.
    public var architecture: String
    /// Font file digests by file name.
    public var fonts: [String: String]

    /// The library keys, in the order messages list them, with their display names.
    static let libraryNames: [(key: String, name: String)] = [
        ("cairo", "Cairo"), ("pixman", "pixman"), ("pango", "Pango"), ("harfbuzz", "HarfBuzz"), ("freetype", "FreeType"),
    ]

    /// An environment with the given parts.
    public init(libraries: [String: String], architecture: String, fonts: [String: String]) {
        self.libraries = libraries
        self.architecture = architecture
        self.fonts = fonts
    }

    /// The environment of this process (font files are read and digested once).
    public static let current: GoldenEnvironment = {
        let environment = RenderingEnvironment.current
        var fonts: [String: String] = [:]
        for path in environment.fontFiles {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            fonts[URL(fileURLWithPath: path).lastPathComponent] = data.withUnsafeBytes { PixelDigest(bytes: $0).description }
        }
        return GoldenEnvironment(
            libraries: ["cairo": environment.cairo, "pixman": environment.pixman, "pango": environment.pango,
                        "harfbuzz": environment.harfbuzz, "freetype": environment.freetype],
            architecture: environment.architecture, fonts: fonts)
    }()

    /// This process's environment with the digests of `moduleFonts`' files (read once per set of
    /// files) added: the environment of a scene drawn with a module's fonts.
    public static func current(including moduleFonts: ModuleFonts) -> GoldenEnvironment {
        if moduleFonts.isEmpty { return current }
        let key = moduleFonts.root + "\n" + moduleFonts.files.joined(separator: "\n")
        moduleLock.lock(); defer { moduleLock.unlock() }
        if let known = withModuleFonts[key] { return known }
        var environment = current
        for path in moduleFonts.files {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let name = path.hasPrefix(moduleFonts.root + "/") ? String(path.dropFirst(moduleFonts.root.count + 1)) : (path as NSString).lastPathComponent
            environment.fonts["module/" + name] = data.withUnsafeBytes { PixelDigest(bytes: $0).description }
        }
        withModuleFonts[key] = environment
        return environment
    }

    private static let moduleLock = NSLock()
    /// The environments made by `current(including:)`, by module root and files.
    nonisolated(unsafe) private static var withModuleFonts: [String: GoldenEnvironment] = [:]

    /// A short identifier: the first 16 hexadecimal digits of the digest of the record's JSON.
    public var identifier: String {
        let bytes = Array(json.text().utf8)
        return String(bytes.withUnsafeBytes { PixelDigest(bytes: $0) }.description.prefix(16))
    }

    /// The differences from `other` (this one first), one phrase each, such as
    /// `Cairo 1.16.0 here, 1.18.0 for the golden`; empty when they are the same.
    public func differences(from golden: GoldenEnvironment) -> [String] {
        var result: [String] = []
        for (key, name) in GoldenEnvironment.libraryNames where libraries[key] != golden.libraries[key] {
            result.append("\(name) \(libraries[key] ?? "missing") here, \(golden.libraries[key] ?? "missing") for the golden")
        }
        if architecture != golden.architecture {
            result.append("CPU architecture \(architecture) here, \(golden.architecture) for the golden")
        }
        for name in Set(fonts.keys).union(golden.fonts.keys).sorted() where fonts[name] != golden.fonts[name] {
            switch (fonts[name], golden.fonts[name]) {
            case (nil, _): result.append("font \(name) is not installed here")
            case (_, nil): result.append("font \(name) was not used for the golden")
            default: result.append("font \(name) differs from the golden's")
            }
        }
        return result
    }

    /// The record as the manifest writes it.
    var json: JSONValue {
        var fields = libraries.mapValues { JSONValue.string($0) }
        fields["architecture"] = .string(architecture)
        fields["fonts"] = .object(fonts.mapValues { .string($0) })
        return .object(fields)
    }

    /// Reads a record of the manifest.
    init(reading r: inout ObjectReader) throws(GoldenError) {
        var libraries: [String: String] = [:]
        for (key, _) in GoldenEnvironment.libraryNames {
            guard let version = try r.string(key) else { throw r.error(key, "is missing") }
            libraries[key] = version
        }
        guard let architecture = try r.string("architecture") else { throw r.error("architecture", "is missing") }
        var fonts: [String: String] = [:]
        if let fontReader = try r.object("fonts") {
            var f = fontReader
            for name in f.keys { fonts[name] = try f.string(name) }
            try f.finish()
        }
        self.init(libraries: libraries, architecture: architecture, fonts: fonts)
    }
}
