import Foundation
import Testing

/// `Reel`, the model and the engine, imports no C: no C library (Glibc, Darwin, Musl, ...), none
/// of Foundation's C shims and no system-library target (`CCairo`, ...). Platform code lives in
/// `ReelSystem`, so that the model stays portable and knows nothing of a backend.
@Suite struct CImportTests {
    static let reel = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Reel")

    /// The modules that are C, or wrap C, by name: the C libraries of each platform and
    /// Foundation's shims over them.
    static let cModules: Set<String> = [
        "Glibc", "SwiftGlibc", "Musl", "Darwin", "Bionic", "Android", "WASILibc", "WinSDK", "ucrt", "CRT",
        "CoreFoundation", "_FoundationCShims", "_CFXMLInterface", "_CFURLSessionInterface",
    ]

    /// Whether `module` is a C module: one of `cModules`, a system-library target (`C` and a
    /// capital, as `CCairo`), or a shim (`...Shims`).
    static func isC(_ module: String) -> Bool {
        if cModules.contains(module) || module.hasSuffix("Shims") { return true }
        let letters = Array(module)
        return letters.count > 1 && letters[0] == "C" && letters[1].isUppercase
    }

    /// The module each `import` line of `text` names (after attributes such as `@_exported`, and
    /// a kind such as `func` in `import func Glibc.open`), with its line number.
    static func imports(_ text: String) -> [(line: Int, module: String)] {
        let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        var result: [(Int, String)] = []
        for (i, line) in text.components(separatedBy: "\n").enumerated() {
            var words = line.split(whereSeparator: \.isWhitespace)[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            result.append((i + 1, String(path.split(separator: ".").first ?? path)))
        }
        return result
    }

    @Test func theRuleRecognisesCModules() {
        for module in ["Glibc", "Darwin", "Musl", "CCairo", "CZlib", "_FoundationCShims", "CoreFoundation"] {
            #expect(Self.isC(module), "\(module)")
        }
        for module in ["Foundation", "Synchronization", "Testing", "Reel", "Combine"] {
            #expect(!Self.isC(module), "\(module)")
        }
        #expect(Self.imports("@_exported import Foundation\n  import func Glibc.open\n// import Darwin").map(\.module)
                == ["Foundation", "Glibc"])
    }

    @Test func reelImportsNoCModule() throws {
        var checked = 0
        var found: [String] = []
        let enumerator = try #require(FileManager.default.enumerator(at: Self.reel, includingPropertiesForKeys: nil))
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        for file in files {
            for (line, module) in Self.imports(try String(contentsOf: file, encoding: .utf8)) {
                checked += 1
                if Self.isC(module) { found.append("\(file.lastPathComponent):\(line): import \(module)") }
            }
        }
        #expect(checked > 100, "found only \(checked) imports: is Sources/Reel where it should be?")
        #expect(found.isEmpty, "Reel imports C (platform code belongs in ReelSystem):\n\(found.joined(separator: "\n"))")
    }
}
