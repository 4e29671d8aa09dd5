#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import CPango
import Foundation

/// The libraries and font files that turn display lists into pixels on this machine.
///
/// Two machines with the same environment draw the same bytes; a change of Cairo, pixman (which
/// does Cairo's compositing), Pango, HarfBuzz (text shaping), FreeType (glyph outlines), a font
/// file or the CPU architecture can move anti-aliased edges and glyphs by a level or a pixel.
/// Golden-image tests record it beside their images, so a mismatch on another machine can be
/// blamed on the right cause.
///
/// The versions are read at run time from the libraries loaded into the process (pixman, HarfBuzz
/// and FreeType are looked up by symbol, as Cairo and Pango load them); a library whose version
/// cannot be read is reported as `unknown`.
public struct RenderingEnvironment: Hashable, Sendable {
    /// Cairo's version, such as `1.16.0`.
    public var cairo: String
    /// pixman's version.
    public var pixman: String
    /// Pango's version.
    public var pango: String
    /// HarfBuzz's version.
    public var harfbuzz: String
    /// FreeType's version.
    public var freetype: String
    /// The CPU architecture the code was compiled for: `x86_64`, `arm64`, ….
    public var architecture: String
    /// The font files the system families (Inter Display, Quicksand's light, medium and bold
    /// faces, Noto Serif, Noto Sans Mono, their bold faces, Noto Color Emoji, DejaVu Sans for other scripts' fallback, Material Icons
    /// for symbols) resolve to through fontconfig, as absolute paths, sorted.
    public var fontFiles: [String]

    /// An environment with the given parts.
    public init(cairo: String, pixman: String, pango: String, harfbuzz: String, freetype: String,
                architecture: String, fontFiles: [String]) {
        self.cairo = cairo
        self.pixman = pixman
        self.pango = pango
        self.harfbuzz = harfbuzz
        self.freetype = freetype
        self.architecture = architecture
        self.fontFiles = fontFiles
    }

    /// The version of the Cairo loaded into this process, such as `1.18.0`; `unknown` when it
    /// gives none.
    public static var cairoVersion: String { cairo_version_string().map { String(cString: $0) } ?? "unknown" }

    /// The version of the Pango loaded into this process, such as `1.52.1`; `unknown` when it
    /// gives none.
    public static var pangoVersion: String { pango_version_string().map { String(cString: $0) } ?? "unknown" }

    /// The environment of this process (read once).
    public static let current: RenderingEnvironment = RenderingEnvironment(
        cairo: cairoVersion,
        pixman: LoadedSymbols.versionString("pixman_version_string") ?? "unknown",
        pango: pangoVersion,
        harfbuzz: LoadedSymbols.versionString("hb_version_string") ?? "unknown",
        freetype: LoadedSymbols.freetypeVersion() ?? "unknown",
        architecture: compiledArchitecture,
        fontFiles: LoadedSymbols.fontFiles(for: fontPatterns))

    /// The fontconfig patterns of the families Reel draws system text with.
    public static let fontPatterns = ["Inter Display", "Inter Display:semibold", "Inter Display:bold", "Quicksand Light", "Quicksand Medium", "Quicksand:bold",
                                      "Noto Serif", "Noto Serif:bold", "Noto Sans Mono", "Noto Sans Mono:bold", "Noto Color Emoji",
                                      "DejaVu Sans", "DejaVu Sans:bold", "Material Icons"]

    private static var compiledArchitecture: String {
        #if arch(x86_64)
        return "x86_64"
        #elseif arch(arm64)
        return "arm64"
        #elseif arch(i386)
        return "i386"
        #elseif arch(arm)
        return "arm"
        #else
        return "other"
        #endif
    }
}

/// Functions of libraries Cairo and Pango load (pixman, HarfBuzz, FreeType, fontconfig), found by
/// name among the symbols of the running process, so Reel does not link them itself.
private enum LoadedSymbols {
    /// The process's own symbol scope: the executable and every library it loaded.
    nonisolated(unsafe) static let process = dlopen(nil, RTLD_NOW)

    static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let process, let symbol = dlsym(process, name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// The string returned by a `const char *name(void)` version function.
    static func versionString(_ name: String) -> String? {
        typealias Version = @convention(c) () -> UnsafePointer<CChar>?
        return function(name, as: Version.self)?().map { String(cString: $0) }
    }

    /// FreeType's version, from a library instance made for the question.
    static func freetypeVersion() -> String? {
        typealias Initialise = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias Version = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Void
        typealias Release = @convention(c) (OpaquePointer?) -> Int32
        guard let initialise = function("FT_Init_FreeType", as: Initialise.self),
              let version = function("FT_Library_Version", as: Version.self),
              let release = function("FT_Done_FreeType", as: Release.self) else { return nil }
        var library: OpaquePointer?
        guard initialise(&library) == 0, library != nil else { return nil }
        defer { _ = release(library) }
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The files fontconfig matches `patterns` to, sorted and without repeats.
    static func fontFiles(for patterns: [String]) -> [String] {
        typealias Parse = @convention(c) (UnsafePointer<UInt8>) -> OpaquePointer?
        typealias Substitute = @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
        typealias DefaultSubstitute = @convention(c) (OpaquePointer?) -> Void
        typealias Match = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>) -> OpaquePointer?
        typealias GetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
        typealias Destroy = @convention(c) (OpaquePointer?) -> Void
        guard let parse = function("FcNameParse", as: Parse.self),
              let substitute = function("FcConfigSubstitute", as: Substitute.self),
              let defaults = function("FcDefaultSubstitute", as: DefaultSubstitute.self),
              let match = function("FcFontMatch", as: Match.self),
              let getString = function("FcPatternGetString", as: GetString.self),
              let destroy = function("FcPatternDestroy", as: Destroy.self) else { return [] }
        var files: Set<String> = []
        for name in patterns {
            guard let pattern = name.withCString({ $0.withMemoryRebound(to: UInt8.self, capacity: name.utf8.count + 1) { parse($0) } }) else { continue }
            defer { destroy(pattern) }
            _ = substitute(nil, pattern, 0)   // FcMatchPattern
            defaults(pattern)
            var result: Int32 = 0
            guard let font = match(nil, pattern, &result) else { continue }
            defer { destroy(font) }
            var file: UnsafeMutablePointer<UInt8>?
            if getString(font, "file", 0, &file) == 0, let file {   // FcResultMatch
                files.insert(String(cString: file))
            }
        }
        return files.sorted()
    }
}
