import Foundation
import Reel
import ReelScript
import ReelTestSupport
import Testing

/// Fuzzing of the scene-file loader: 5,200 mutants of the gallery files, made with a fixed seed
/// (deleted, duplicated and swapped tokens, extreme numbers, truncation, random bytes, deep
/// nesting, long operator, modifier and else-if chains, endless loops and recursion), each loaded
/// and validated with small limits. None may crash or run on past the limits, and every failure
/// must be an error with a message and a position inside the file. Each shard prints its slowest
/// mutant, for a person to read: time is not asserted, since it depends on the machine's load.
///
/// Mutant `i` depends only on the seed and `i`, so any one can be replayed. A release build
/// (`swift test -c release`) checks all of them; a debug build, where swift-syntax's parser is
/// some fifty times slower, checks an evenly spread sample of `debugSample` (160 mutants in the
/// full test tier, `REEL_TESTS=full`; 40 in the default tier) unless
/// `REEL_FUZZ_ALL=1` is set. `REEL_FUZZ_ONLY=I,J` checks mutants I and J only;
/// `REEL_FUZZ_TRACE=DIR` writes each mutant to DIR before it runs and names it on standard error,
/// to find one that crashes; `REEL_FUZZ_WRITE=DIR` writes all of them out.
@Suite struct SceneFuzzTests {
    /// The seed all mutants derive from.
    static let seed: UInt64 = 0x5CE7_E000_F022
    /// How many mutants there are.
    static let mutants = 5_200
    /// Shards run as separate test cases, in parallel; mutant `i` belongs to shard `i % shards`.
    static let shards = 8
    /// How many mutants a debug build checks: 160 in the full test tier, 40 in the default tier.
    static let debugSample = TestTier.pick(fast: 40, full: 160)
    /// Limits small enough that every mutant is cheap to check (the gallery stays well inside them).
    static let limits = ScriptLimits(steps: 50_000, callDepth: 100, collectionSize: 100_000, views: 10_000, pixels: 4_096 * 4_096)

    /// The mutants this build checks.
    static var checked: [Int] {
        if let only = ProcessInfo.processInfo.environment["REEL_FUZZ_ONLY"] {
            return only.split(separator: ",").compactMap { Int($0) }
        }
        #if DEBUG
        if ProcessInfo.processInfo.environment["REEL_FUZZ_ALL"] == nil {
            return (0..<debugSample).map { $0 * mutants / debugSample }
        }
        #endif
        return Array(0..<mutants)
    }

    /// The gallery folder.
    static let scenesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// The gallery files, tokenized.
    static let sources: [FuzzSource] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: scenesFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") && $0 != "SceneCatalog.swift" }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: scenesFolder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return FuzzSource(name: name, text: text)
        }
    }()

    /// Mutant `index`: its text and a description of how it was made.
    static func mutant(_ index: Int) -> (text: String, label: String) {
        var random = FuzzRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        let source = sources[random.below(sources.count)]
        var tokens = source.tokens
        var applied: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            applied.append(FuzzMutation.apply(to: &tokens, in: source, random: &random))
        }
        var text = tokens.joined()
        if random.below(20) == 0 {
            // Truncation, anywhere (possibly inside a character: the rest is repaired as UTF-8).
            let cut = random.below(text.utf8.count + 1)
            text = String(decoding: text.utf8.prefix(cut), as: UTF8.self)
            applied.append("truncate")
        }
        return (text, "mutant \(index) of \(source.name) [\(applied.joined(separator: ", "))]")
    }

    /// A mutant depends only on the seed and its index, and is not its source unchanged. With
    /// `REEL_FUZZ_WRITE=DIR`, every mutant is also written to DIR as `fuzz-I.swift` (to feed
    /// `reel validate`, which draws each state's first frame as well).
    @Test func mutantsAreReproducible() throws {
        for index in [0, 1, 977, 5_199] {
            let (text, label) = SceneFuzzTests.mutant(index)
            #expect(SceneFuzzTests.mutant(index).text == text, "\(label)")
            #expect(!SceneFuzzTests.sources.contains { $0.tokens.joined() == text }, "\(label) is unchanged")
        }
        guard let folder = ProcessInfo.processInfo.environment["REEL_FUZZ_WRITE"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<SceneFuzzTests.mutants {
            try SceneFuzzTests.mutant(index).text.write(toFile: folder + "/fuzz-\(index).swift", atomically: false, encoding: .utf8)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count >= SceneFuzzTests.mutants)
    }

    @Test func theGalleryPassesTheFuzzLimits() throws {
        #expect(SceneFuzzTests.sources.count >= 7)
        #expect(SceneFuzzTests.mutants >= 5_000)
        for source in SceneFuzzTests.sources {
            let file = try SceneFile(text: source.tokens.joined(), fileName: source.name,
                                     access: ResourceAccess(root: SceneFuzzTests.scenesFolder), limits: SceneFuzzTests.limits)
            #expect(file.validate().map(\.description) == [], "\(source.name)")
        }
    }

    @Test(arguments: 0..<SceneFuzzTests.shards)
    func mutantsFailWithPositionedErrors(shard: Int) throws {
        try #require(!SceneFuzzTests.sources.isEmpty)
        let access = ResourceAccess(root: SceneFuzzTests.scenesFolder)
        let trace = ProcessInfo.processInfo.environment["REEL_FUZZ_TRACE"]
        var counts: [String: Int] = [:]
        var accepted = 0
        var slowest = (seconds: 0.0, mutant: "")
        let clock = ContinuousClock()
        let started = clock.now
        let indices = SceneFuzzTests.checked.filter { $0 % SceneFuzzTests.shards == shard }
        for index in indices {
            let (text, label) = SceneFuzzTests.mutant(index)
            let fileName = "fuzz-\(index).swift"
            if let trace {
                FileHandle.standardError.write(Data("fuzz: \(label)\n".utf8))
                try? text.write(toFile: trace + "/" + fileName, atomically: false, encoding: .utf8)
            }
            let start = clock.now
            let errors: [ScriptError]
            do {
                errors = try SceneFile(text: text, fileName: fileName, access: access, limits: SceneFuzzTests.limits).validate()
            } catch let failure as SceneFileError {
                errors = failure.errors
            }
            let seconds = SceneFuzzTests.seconds(clock.now - start)
            if seconds > slowest.seconds { slowest = (seconds, label) }
            if errors.isEmpty { accepted += 1 }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for error in errors {
                counts["\(error.kind)", default: 0] += 1
                #expect(!error.message.isEmpty, "\(label): an error without a message")
                #expect(error.fileName == fileName, "\(label): \(error)")
                let lineLength = (error.line >= 1 && error.line <= lines.count) ? lines[error.line - 1].utf8.count : -1
                #expect(lineLength >= 0, "\(label): the line of \(error) is outside the file of \(lines.count) lines")
                #expect(error.column >= 1 && error.column <= lineLength + 1, "\(label): the column of \(error) is outside its line")
            }
        }
        let summary = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("fuzz shard \(shard): \(indices.count) mutants in \(String(format: "%.1f", SceneFuzzTests.seconds(clock.now - started))) s, "
              + "\(accepted) accepted; errors: \(summary); slowest \(String(format: "%.2f", slowest.seconds)) s (\(slowest.mutant))")
    }

    /// A duration in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}

/// A gallery file cut into tokens: each token keeps the whitespace and comments before it, so
/// joining the tokens gives the file back.
struct FuzzSource {
    /// The file's name.
    let name: String
    /// The tokens, trivia attached.
    let tokens: [String]
    /// The identifiers of the file, to swap in.
    let identifiers: [String]
    /// Indices of the number tokens.
    let numbers: [Int]
    /// Indices of `{` tokens (places where statements may be inserted).
    let openBraces: [Int]
    /// Indices of `)` tokens (places where modifiers may be chained).
    let closeParens: [Int]

    init(name: String, text: String) {
        self.name = name
        tokens = FuzzSource.tokenize(text)
        let trimmed = tokens.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        identifiers = Array(Set(trimmed.filter { $0.first.map { $0.isLetter || $0 == "_" } ?? false })).sorted()
        numbers = trimmed.indices.filter { trimmed[$0].first?.isNumber ?? false }
        openBraces = trimmed.indices.filter { trimmed[$0] == "{" }
        closeParens = trimmed.indices.filter { trimmed[$0] == ")" }
    }

    /// Splits Swift source into identifiers, numbers, string literals, comments-with-whitespace and
    /// single punctuation characters (a simple lexer: good enough to mutate by).
    static func tokenize(_ text: String) -> [String] {
        let characters = Array(text.unicodeScalars)
        var tokens: [String] = []
        var trivia = ""
        var i = 0
        func isIdentifier(_ c: Unicode.Scalar) -> Bool { CharacterSet.alphanumerics.contains(c) || c == "_" }
        while i < characters.count {
            let c = characters[i]
            var j = i + 1
            if CharacterSet.whitespacesAndNewlines.contains(c) {
                trivia.unicodeScalars.append(c)
                i += 1
                continue
            }
            if c == "/", i + 1 < characters.count, characters[i + 1] == "/" {
                while j < characters.count, characters[j] != "\n" { j += 1 }
                trivia.unicodeScalars.append(contentsOf: characters[i..<j])
                i = j
                continue
            }
            if isIdentifier(c) {
                let isNumber = CharacterSet.decimalDigits.contains(c)
                while j < characters.count, isIdentifier(characters[j]) || (isNumber && characters[j] == ".") { j += 1 }
            } else if c == "\"" {
                while j < characters.count, characters[j] != "\"", characters[j] != "\n" {
                    j += characters[j] == "\\" ? 2 : 1
                }
                j = min(j + 1, characters.count)
            }
            var token = trivia
            token.unicodeScalars.append(contentsOf: characters[i..<j])
            tokens.append(token)
            trivia = ""
            i = j
        }
        if !trivia.isEmpty { tokens.append(trivia) }
        return tokens
    }
}

/// The mutations, each applied to a token list in place; each returns its name.
enum FuzzMutation {
    /// Numbers that break arithmetic, conversions and sizes.
    static let extremeNumbers = [
        "0", "-1", "1e308", "-1e308", "1e-320", "9223372036854775807", "-9223372036854775808", "99999999999999999999",
        "Double.infinity", "-Double.infinity", "Double.nan", ".nan", "0x7FFFFFFFFFFFFFFF", "1_000_000_000", "-0.0",
        "Int.max", "Int.min", "(0.0 / 0.0)", "(1 / 0)", "1e19", "-4611686018427387904",
    ]

    /// Statements that never end, or ask for too much.
    static let runaways = [
        "while true {}",
        "while true { let _ = 1 }",
        "let _ = fuzzRecurse(0)",
        "FuzzLoop()",
        "ForEach(0..<Int.max) { _ in Circle() }",
        "ForEach(0..<100_000_000) { i in Text(\"\\(i)\") }",
        "let _ = Array(repeating: 0, count: Int.max)",
        "let _ = (0..<Int.max).map { $0 * 2 }",
        "let _ = String(repeating: \"x\", count: 1_000_000_000)",
        "for i in 0..<Int.max { let _ = i }",
        "let _ = stride(from: 0.0, to: 1e300, by: 1e-300)",
        "Canvas { context, size in while true {} }",
        "TimelineView(.animation) { context in fuzzView(context.date.timeIntervalSinceReferenceDate) }",
    ]

    /// Declarations the runaway statements use, appended to the file.
    static let runawayDeclarations = """

        func fuzzRecurse(_ n: Int) -> Int { fuzzRecurse(n + 1) + 1 }
        struct FuzzLoop: View { var body: some View { VStack { FuzzLoop() } } }
        func fuzzView(_ t: Double) -> some View { Circle().opacity(t) }
        """

    /// Applies one random mutation.
    static func apply(to tokens: inout [String], in source: FuzzSource, random: inout FuzzRandom) -> String {
        guard !tokens.isEmpty else { return "none" }
        let at = random.below(tokens.count)
        switch random.below(16) {
        case 0:
            tokens.remove(at: at)
            return "delete"
        case 1:
            tokens.insert(tokens[at], at: at)
            return "duplicate"
        case 2:
            let other = random.below(tokens.count)
            tokens.swapAt(at, other)
            return "swap"
        case 3:
            if at + 1 < tokens.count { tokens.swapAt(at, at + 1) }
            return "swap neighbours"
        case 4, 5:
            guard !source.numbers.isEmpty else { return "none" }
            let index = source.numbers[random.below(source.numbers.count)]
            guard index < tokens.count else { return "none" }
            tokens[index] = leading(tokens[index]) + extremeNumbers[random.below(extremeNumbers.count)]
            return "extreme number"
        case 6:
            guard !source.identifiers.isEmpty else { return "none" }
            tokens[at] = leading(tokens[at]) + source.identifiers[random.below(source.identifiers.count)]
            return "replace with identifier"
        case 7:
            var bytes = ""
            for _ in 0..<(1 + random.below(8)) {
                let scalars: [UInt32] = [0, 7, 0x1B, 0x7F, 0x22, 0x5C, 0x7B, 0x7D, 0x28, 0x29, 0x24, 0x23, 0x40, 0x60, 0xA0, 0x200B, 0xFEFF, 0x1F600, 0xE9]
                let value = random.below(2) == 0 ? scalars[random.below(scalars.count)] : UInt32(32 + random.below(95))
                bytes.unicodeScalars.append(Unicode.Scalar(value) ?? "?")
            }
            tokens.insert(bytes, at: at)
            return "random bytes"
        case 8:
            let depth = 50 + random.below(3_000)
            tokens[at] = leading(tokens[at]) + String(repeating: "(", count: depth) + trimmed(tokens[at]) + String(repeating: ")", count: depth)
            return "deep parentheses \(depth)"
        case 9:
            let depth = 20 + random.below(1_500)
            let pairs = [("ZStack { ", " }"), ("VStack { ", " }"), ("[", "]"), ("{ ", " }"), ("Group { ", " }"), ("-(", ")"),
                         ("!(", ")"), ("f(", ")"), ("\"\\(", ")\""), ("Circle().overlay(", ")"), ("x ? ", " : 1")]
            let (opener, closer) = pairs[random.below(pairs.count)]
            tokens.insert(String(repeating: opener, count: depth) + "Circle()" + String(repeating: closer, count: depth), at: at)
            return "deep nesting \(depth) of \(opener)"
        case 10:
            guard !source.numbers.isEmpty else { return "none" }
            let index = source.numbers[random.below(source.numbers.count)]
            guard index < tokens.count else { return "none" }
            let length = 100 + random.below(20_000)
            let ops = [" + 1", " - 1", " * 1", " / 1", " ?? 1", " == 1", " < 1", " && true", " ..< 2"]
            tokens[index] = leading(tokens[index]) + "(1" + String(repeating: ops[random.below(ops.count)], count: length) + ")"
            return "long operator sequence \(length)"
        case 11:
            guard !source.closeParens.isEmpty else { return "none" }
            let index = source.closeParens[random.below(source.closeParens.count)]
            guard index < tokens.count else { return "none" }
            let length = 100 + random.below(5_000)
            let links = [".padding(1)", ".opacity(0.5)", ".offset(x: 1)", ".frame(width: 1e308, height: -1)", ".scaleEffect(0)"]
            tokens[index] += String(repeating: links[random.below(links.count)], count: length)
            return "long modifier chain \(length)"
        case 12:
            guard !source.openBraces.isEmpty else { return "none" }
            let index = source.openBraces[random.below(source.openBraces.count)]
            guard index < tokens.count else { return "none" }
            let length = 50 + random.below(3_000)
            tokens[index] += " if false { Circle() }" + String(repeating: " else if false { Circle() }", count: length) + " else { Circle() } "
            return "long else-if chain \(length)"
        case 13, 14:
            guard !source.openBraces.isEmpty else { return "none" }
            let index = source.openBraces[random.below(source.openBraces.count)]
            guard index < tokens.count else { return "none" }
            let runaway = runaways[random.below(runaways.count)]
            tokens[index] += "\n" + runaway + "\n"
            tokens.append(runawayDeclarations)
            return "runaway '\(runaway)'"
        default:
            let operators = ["+", "-", "*", "/", "%", "..<", "...", "==", "&&", "??", "=", "<<", ">>", "!", "?", ":", ".", ",", "$0", "nil", "self", "_"]
            tokens.insert(" " + operators[random.below(operators.count)] + " ", at: at)
            return "insert operator"
        }
    }

    /// The whitespace and comments before a token.
    static func leading(_ token: String) -> String {
        String(token.prefix { $0.isWhitespace })
    }

    /// A token without the whitespace before it.
    static func trimmed(_ token: String) -> String {
        String(token.drop { $0.isWhitespace })
    }
}

/// A seeded generator with a fixed formula for picking below a bound, so the mutants are the same
/// on every platform and toolchain.
struct FuzzRandom {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(generator.next() % UInt64(max(1, bound)))
    }
}
