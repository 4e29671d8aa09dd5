import Foundation
import Reel
import ReelCairo
@testable import ReelScript
import Testing

/// The Swift that public SwiftUI examples use and scene files once refused (issue 27): optional
/// `var`s without `= nil`, partial ranges, `format:` interpolation, trailing closures after
/// defaulted properties, `Hashable` types with their own `hash(into:)`, conformances and
/// `mutating` members added in extensions, a bare `.pi`, `print`, and string methods; each as
/// Swift (and Foundation on iOS, in `en_US`) gives it.
@Suite struct LanguageGapTests {
    static let header = """
    import Reel
    struct Probe: AnimatedScene {
        var format = SceneFormat(width: 10, height: 10)
        var body: some View { EmptyView() }
    }

    """

    /// The interpreter of a file whose scene is empty, with `declarations`, its file constants made.
    func interpreter(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Interpreter {
        let program = LoweredText(text: Self.header + declarations, fileName: "probe.swift")
        #expect(program.errors.map(\.description) == [], sourceLocation: sourceLocation)
        let interpreter = Interpreter(program: program.code, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        try interpreter.declareFileConstants()
        return interpreter
    }

    /// The printed value of the file constant `x` after `declarations`.
    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let interpreter = try interpreter(declarations, sourceLocation: sourceLocation)
        return try #require(interpreter.fileConstant("x"), sourceLocation: sourceLocation).interpolated
    }

    /// The errors of validating a scene file whose scene's body is `body`, drawing its first
    /// frame, as `line:column: message`.
    func errors(_ declarations: String, body: String = "EmptyView()") -> [String] {
        let text = """
        import Reel
        struct Probe: AnimatedScene {
            var format = SceneFormat(width: 10, height: 10)
            var body: some View { \(body) }
        }
        \(declarations)
        """
        do {
            let file = try SceneFile(text: text, fileName: "probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
            let renderer = FrameRenderer()
            return file.validate(drawing: renderer.diagnostics) { scene, _ in _ = try? renderer.displayList(for: scene, frame: 0) }
                .map { "\($0.line):\($0.column): \($0.message)" }
        } catch let failure as SceneFileError {
            return failure.errors.map { "\($0.line):\($0.column): \($0.message)" }
        } catch {
            return ["\(error)"]
        }
    }

    // MARK: Optional properties

    @Test func optionalVarsStartAsNilAndMayBeLeftOut() throws {
        let item = "struct Item { var name: String; var note: String?; var rank: Optional<Int>; var badge: Int! }\n"
        #expect(try text(item + "let x = Item(name: \"a\").note == nil") == "true")
        #expect(try text(item + "let x = Item(name: \"a\").rank == nil") == "true")
        #expect(try text(item + "let x = Item(name: \"a\", note: \"n\").note ?? \"-\"") == "n")
        #expect(try text(item + "let x = Item(name: \"a\", rank: 3).rank ?? 0") == "3")
        // A `let` has no implied value: Swift's memberwise initialiser asks for it.
        #expect(errors("struct Item { let name: String; let note: String? }\nlet x = Item(name: \"a\")", body: "Text(x.name)")
                == ["7:9: missing argument 'note:' in call to 'Item'"])
        // `@State var selection: Int?` in a view, and one given by the view's caller.
        #expect(errors("struct Row: View { @State private var picked: Int?\n var body: some View { Text(picked == nil ? \"none\" : \"some\") } }",
                       body: "Row()") == [])
    }

    // MARK: Partial ranges

    @Test func partialRangesMatchInSwitchesAndContains() throws {
        let label = """
        func label(_ n: Int) -> String {
            switch n {
            case ..<0: return "negative"
            case ...9: return "digit"
            case 1_000...: return "large"
            default: return "medium"
            }
        }

        """
        #expect(try text(label + "let x = [-5, 0, 9, 10, 999, 1_000, 50_000].map(label).joined(separator: \" \")")
                == "negative digit digit medium medium large large")
        let size = "func size(_ v: Double) -> String { switch v { case ..<0.5: return \"s\"; case 0.5...: return \"l\"; default: return \"?\" } }\n"
        #expect(try text(size + "let x = size(0.49) + size(0.5) + size(7.0)") == "sll")
        #expect(try text("let x = [(1...).contains(1), (1...).contains(0), (..<3).contains(3), (...3).contains(3)]")
                == "[true, false, false, true]")
        #expect(try text("let x = [(..<3) ~= 2, (10...) ~= 9, 4 ~= 4, (0.0...1.0) ~= 0.5]") == "[true, false, true, true]")
        #expect(try text("let x = \"\\(5...) \\(..<3) \\(...2.5)\"") == "5... ..<3 ...2.5")
    }

    @Test func rangesSliceArrays() throws {
        #expect(try text("let x = [1, 2, 3, 4][2...]") == "[3, 4]")
        #expect(try text("let x = [1, 2, 3, 4][..<2]") == "[1, 2]")
        #expect(try text("let x = [1, 2, 3, 4][...1]") == "[1, 2]")
        #expect(try text("let x = [1, 2, 3, 4][1..<3]") == "[2, 3]")
        #expect(errors("let x = [1, 2][1...4]", body: "Text(\"\\(x)\")") == ["6:16: the range 1...4 is out of range 0..<2"])
    }

    // MARK: Format styles in interpolation

    @Test func interpolationWritesNumbersInFormatStyles() throws {
        #expect(try text("let x = \"\\(3.14159, format: .number.precision(.fractionLength(1)))\"") == "3.1")
        #expect(try text("let x = \"\\(0.256, format: .percent)\"") == "25.6%")
        #expect(try text("let v = 12_345\nlet x = \"Score: \\(v, format: .number)\"") == "Score: 12,345")
        #expect(try text("let x = \"\\(0.5, format: .percent.precision(.fractionLength(1)))\"") == "50.0%")
        #expect(errors("let x = \"\\(\"a\", format: .number)\"", body: "Text(x)") == ["6:12: 'format:' formats a number, not String"])
    }

    /// `.currency(code:)` as swift-foundation writes it on Linux in the `en_US` locale (run with
    /// Swift 6.3.1: `1234.5.formatted(.currency(code: c).locale(Locale(identifier: "en_US")))`),
    /// which is what an iPhone set to US English shows. (Linux's default locale, `en_001`, writes
    /// "US$" for dollars; Reel follows the phone.)
    @Test func currenciesAreWrittenAsEnglishUSWritesThem() throws {
        func currency(_ value: String, _ code: String) throws -> String {
            try text("let x = \"\\(\(value), format: .currency(code: \"\(code)\"))\"")
        }
        #expect(try currency("1234.5", "USD") == "$1,234.50")
        #expect(try currency("1234.5", "EUR") == "€1,234.50")
        #expect(try currency("-0.5", "EUR") == "-€0.50")
        #expect(try currency("1234.5", "GBP") == "£1,234.50")
        #expect(try currency("1234.5", "JPY") == "¥1,234")
        #expect(try currency("1234.5", "KRW") == "₩1,234")
        #expect(try currency("1234.5", "CAD") == "CA$1,234.50")
        #expect(try currency("1234.5", "CHF") == "CHF\u{00A0}1,234.50")
        #expect(try currency("1234.5", "KWD") == "KWD\u{00A0}1,234.500")
        #expect(try currency("12", "USD") == "$12.00")
        #expect(try currency("0.125", "USD") == "$0.12")
        #expect(try currency("1234567", "USD") == "$1,234,567.00")
        #expect(try text("let x = 1234.5.formatted(.currency(code: \"USD\").precision(.fractionLength(0)))") == "$1,234")
        #expect(try text("let x = 1234.5.formatted(.currency(code: \"USD\").grouping(.never))") == "$1234.50")
    }

    // MARK: Memberwise initialisers

    @Test func aTrailingClosureSkipsDefaultedPropertiesThatTakeNoClosure() throws {
        let card = "struct Card { var title: String; var count = 2; var spacing: Double = 4; var make: () -> Int }\n"
        #expect(try text(card + "let x = Card(title: \"a\") { 40 }.make() + 2") == "42")
        #expect(try text(card + "let x = Card(title: \"a\", count: 5) { 1 }.count") == "5")
        // A defaulted closure property still takes it.
        #expect(try text("struct Card { var title: String; var make: () -> Int = { 0 } }\nlet x = Card(title: \"a\") { 7 }.make()") == "7")
        // `@ViewBuilder var content: () -> Content` after a defaulted property, called as `content()`.
        let row = """
        struct Row<Content: View>: View {
            var title: String
            var padding: Double = 8
            @ViewBuilder var content: () -> Content
            var body: some View { VStack { Text(title); content() }.padding(padding) }
        }
        """
        #expect(errors(row, body: "Row(title: \"r\") { Text(\"inside\") }") == [])
    }

    // MARK: Hashable

    static let tag = """
    struct Tag: Hashable {
        let text: String
        let weight: Int
        func hash(into hasher: inout Hasher) { hasher.combine(text) }
        static func == (a: Tag, b: Tag) -> Bool { a.text == b.text }
    }

    """

    @Test func aTypesOwnEqualityDecidesSetsAndContains() throws {
        #expect(try text(Self.tag + "let s: Set<Tag> = [Tag(text: \"a\", weight: 1), Tag(text: \"a\", weight: 2), Tag(text: \"b\", weight: 1)]\nlet x = s.count") == "2")
        #expect(try text(Self.tag + "let x = [Tag(text: \"a\", weight: 1)].contains(Tag(text: \"a\", weight: 9))") == "true")
    }

    @Test func hashIntoIdentifiesByTheCombinedValues() throws {
        let interpreter = try interpreter(Self.tag + "let a = Tag(text: \"a\", weight: 1)\nlet b = Tag(text: \"a\", weight: 2)\nlet c = Tag(text: \"c\", weight: 1)")
        func identity(_ name: String) throws -> AnyHashable {
            try Vocabulary.identity(of: try #require(interpreter.fileConstant(name)), keyPath: nil, interpreter: interpreter, at: .start)
        }
        #expect(try identity("a") == identity("b"))
        #expect(try identity("a") != identity("c"))
        #expect(try "\(identity("a"))" == "[\"Tag\", \"a\"]")
    }

    @Test func dictionariesKeyedByHashableValues() throws {
        #expect(try text("let d = [\"a\": 1, \"b\": 2]\nlet x = [d[\"a\"] ?? 0, d[\"z\"] ?? 0, d[\"z\", default: 9], d.count]") == "[1, 0, 9, 2]")
        #expect(try text("let x: [String: Int] = [:]") == "[:]")
        #expect(try text("let x = [\"a\": 1, \"b\": 2]") == "[\"a\": 1, \"b\": 2]")
        #expect(try text("func f() -> [String: Int] { var d = [\"a\": 1]; d[\"b\"] = 2; d[\"a\"] = nil; d[\"b\"] = 3; return d }\nlet x = f()") == "[\"b\": 3]")
        #expect(try text("let d = [\"b\": 2, \"a\": 1]\nlet x = d.keys.sorted() + d.values.map { String($0) }") == "[\"a\", \"b\", \"2\", \"1\"]")
        #expect(try text("let d = [\"b\": 2, \"a\": 1]\nlet x = d.sorted { $0.key < $1.key }.map { \"\\($0.key)=\\($0.value)\" }") == "[\"a=1\", \"b=2\"]")
        #expect(try text("func f() -> Int { var total = 0; for (_, v) in [\"a\": 1, \"b\": 2] { total += v }; return total }\nlet x = f()") == "3")
        #expect(try text("let x = Dictionary(grouping: [\"apple\", \"avocado\", \"banana\"], by: { String($0.prefix(1)) })") == "[\"a\": [\"apple\", \"avocado\"], \"b\": [\"banana\"]]")
        #expect(try text("let x = Dictionary(uniqueKeysWithValues: [(1, \"one\"), (2, \"two\")])[2] ?? \"\"") == "two")
        #expect(try text("func f() -> Int? { var d = [1: 10]; return d.removeValue(forKey: 1) }\nlet x = f()") == "Optional(10)")
        #expect(try text("let x = [\"a\": 1].mapValues { $0 * 10 }") == "[\"a\": 10]")
        // A type of the file with its own `==` and `hash(into:)` as the key.
        #expect(try text(Self.tag + "let d = [Tag(text: \"z\", weight: 1): 4]\nlet x = d[Tag(text: \"z\", weight: 9)] ?? 0") == "4")
    }

    @Test func hasherFinalizesTheSameNumberEveryRun() throws {
        let code = "func hashed(_ s: String) -> Int { var h = Hasher(); h.combine(s); h.combine(2); return h.finalize() }\n"
        let first = try text(code + "let x = hashed(\"a\")")
        #expect(first == (try text(code + "let x = hashed(\"a\")")))
        #expect(first != (try text(code + "let x = hashed(\"b\")")))
    }

    // MARK: Extensions

    @Test func extensionsAddMutatingMethodsToLibraryTypes() throws {
        #expect(try text("extension Int { mutating func bump() { self += 1 } }\nfunc f() -> Int { var n = 1; n.bump(); n.bump(); return n }\nlet x = f()") == "3")
        let scale = "extension Array where Element == Double { mutating func scale(by r: Double) { for i in indices { self[i] *= r } } }\n"
        #expect(try text(scale + "func f() -> [Double] { var v = [1.0, 2.0]; v.scale(by: 2); return v }\nlet x = f()") == "[2.0, 4.0]")
        #expect(errors("extension Int { mutating func bump() { self += 1 } }\nlet x = 1", body: "Text(\"\\(x)\")") == [])
    }

    static let hex = """
    struct Hex: Equatable { var q: Double; var r: Double }
    extension Hex: AdditiveArithmetic {
        static var zero: Hex { Hex(q: 0, r: 0) }
        static func + (a: Hex, b: Hex) -> Hex { Hex(q: a.q + b.q, r: a.r + b.r) }
        static func - (a: Hex, b: Hex) -> Hex { Hex(q: a.q - b.q, r: a.r - b.r) }
    }
    extension Hex: VectorArithmetic {
        mutating func scale(by rhs: Double) { q *= rhs; r *= rhs }
        var magnitudeSquared: Double { q * q + r * r }
    }

    """

    @Test func extensionsAddVectorConformancesToTheFilesStructs() throws {
        #expect(errors(Self.hex) == [])
        let interpreter = try interpreter(Self.hex + "let a = Hex(q: 1, r: 2)\nlet b = Hex(q: 4, r: 6)")
        guard case .instance(let a)? = interpreter.fileConstant("a"), case .instance(let b)? = interpreter.fileConstant("b") else {
            Issue.record("not instances")
            return
        }
        #expect(UserVector.isVector(a))
        let u = UserVector(instance: a, interpreter: interpreter), v = UserVector(instance: b, interpreter: interpreter)
        let halfway = u + (v - u).scaled(by: 0.5)
        #expect(halfway.instance.map { Value.instance($0).interpolated } == "Hex(q: 2.5, r: 4.0)")
        #expect((v - u).magnitudeSquared == 25)
        #expect(u + .zero == u && .zero + u == u && u - .zero == u)
        #expect((UserVector.zero - u).instance.map { Value.instance($0).interpolated } == "Hex(q: -1.0, r: -2.0)")
    }

    /// A shape whose `animatableData` is the struct: halfway through a linear animation the dot is
    /// halfway, as SwiftUI interpolates `from + (to - from) × progress` with the struct's members.
    @Test func aVectorStructAnimatesAsAnimatableData() throws {
        let text = Self.header.replacingOccurrences(of: "var body: some View { EmptyView() }", with: """
            @State private var spot = Hex(q: 0, r: 0)
            var body: some View {
                Dot(spot: spot).fill(.red)
                    .onAppear { withAnimation(.linear(duration: 1)) { spot = Hex(q: 40, r: 60) } }
            }
        """).replacingOccurrences(of: "SceneFormat(width: 10, height: 10)", with: "SceneFormat(width: 100, height: 100, fps: 10, duration: 1)")
            + Self.hex + """
            struct Dot: Shape {
                var spot: Hex
                var animatableData: Hex { get { spot } set { spot = newValue } }
                func path(in rect: CGRect) -> Path { Path(CGRect(x: spot.q, y: spot.r, width: 10, height: 10)) }
            }
            """
        let file = try SceneFile(text: text, fileName: "probe.swift", access: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        let probe = SceneCorpusTests.Probe(scene: try file.makeScene(), scale: 1)
        try probe.expect(5, 5, is: .red, at: 0)
        try probe.expect(25, 35, is: .red, at: 0.5)
        try probe.expect(5, 5, is: .white, at: 0.5)
        try probe.expect(15, 25, is: .white, at: 0.5)
    }

    // MARK: Leading-dot members, transactions

    @Test func aBarePiTakesTheVariablesNumberType() throws {
        #expect(try text("func f() -> Double { var angle = 0.0; angle = .pi; return angle }\nlet x = f()") == "3.141592653589793")
        #expect(try text("func f() -> Double { var angle: Double = 0; angle = .pi / 2; return angle }\nlet x = f()") == "1.5707963267948966")
        #expect(try text("func f() -> Int { var n = 0; n = .max; return n }\nlet x = f() == Int.max") == "true")
    }

    @Test func transactionsTakeNilAndNoneAndNoInternalTypeIsPrinted() {
        #expect(errors("", body: "Circle().transaction { $0.animation = .none }") == [])
        #expect(errors("", body: "Circle().transaction { t in t.animation = nil }") == [])
        let wrong = errors("", body: "Circle().transaction { $0.animation = .bogus }")
        #expect(wrong == ["4:66: unknown member '.bogus'"])
        #expect(!wrong.joined().contains("Mismatch") && !wrong.joined().contains("ReelScript."))
    }

    // MARK: print

    final class Captured: @unchecked Sendable {
        let lock = NSLock()
        var lines: [String] = []
        func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    }

    @Test func printWritesAfterTheSceneTimeOncePerPlace() throws {
        let program = LoweredText(text: Self.header + "func say(_ n: Int) -> Int { print(\"n is\", n, 2.5, separator: \", \"); return n }\nlet x = say(1) + say(1) + say(2)",
                                  fileName: "probe.swift")
        let captured = Captured()
        program.code.console.write = { captured.append($0) }
        let interpreter = Interpreter(program: program.code, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        try interpreter.declareFileConstants()
        #expect(interpreter.fileConstant("x")?.interpolated == "4")
        #expect(captured.lines == ["[0.00 s] n is, 1, 2.5\n", "[0.00 s] n is, 2, 2.5\n"])
        // Evaluated while the scene is at 0.5 s.
        let late = LoweredText(text: Self.header + "let x = { print(\"late\"); return 1 }()", fileName: "probe.swift")
        late.code.console.write = { captured.append($0) }
        let lateInterpreter = Interpreter(program: late.code, resources: ResourceAccess(root: URL(fileURLWithPath: "/tmp")))
        try SceneClock.at(0.5) { try lateInterpreter.declareFileConstants() }
        #expect(captured.lines.last == "[0.50 s] late\n")
    }

    // MARK: Strings

    @Test func stringMethodsAsSwiftAndFoundationGiveThem() throws {
        let s = "let s = \"hello world  swift\"\n"
        #expect(try text(s + "let x = s.capitalized") == "Hello World  Swift")
        #expect(try text(s + "let x = String(s.dropFirst(2)) + \"|\" + String(s.dropFirst())") == "llo world  swift|ello world  swift")
        #expect(try text(s + "let x = String(s.dropLast(3))") == "hello world  sw")
        #expect(try text(s + "let x = String(s.suffix(5)) + String(s.prefix(5))") == "swifthello")
        #expect(try text(s + "let x = s.split(separator: \" \")") == "[\"hello\", \"world\", \"swift\"]")
        #expect(try text(s + "let x = s.split(separator: \" \", omittingEmptySubsequences: false).count") == "4")
        #expect(try text(s + "let x = s.split(separator: \" \", maxSplits: 1)") == "[\"hello\", \"world  swift\"]")
        #expect(try text(s + "let x = s.components(separatedBy: \" \")") == "[\"hello\", \"world\", \"\", \"swift\"]")
        #expect(try text(s + "let x = s.components(separatedBy: \"world\")") == "[\"hello \", \"  swift\"]")
        #expect(try text("let x = \"a1b2\".components(separatedBy: .decimalDigits)") == "[\"a\", \"b\", \"\"]")
        #expect(try text("let x = \"  padded \\n\".trimmingCharacters(in: .whitespacesAndNewlines)") == "padded")
        #expect(try text("let x = \"  padded \".trimmingCharacters(in: .whitespaces) + \"|\"") == "padded|")
        #expect(try text(s + "let x = [s.hasPrefix(\"he\"), s.hasSuffix(\"ft\"), s.hasSuffix(\"x\")]") == "[true, true, false]")
        #expect(try text(s + "let x = s.uppercased() + s.lowercased()") == "HELLO WORLD  SWIFThello world  swift")
        #expect(try text(s + "let x = s.replacingOccurrences(of: \"  \", with: \" \")") == "hello world swift")
        #expect(try text(s + "let x = (s.first ?? \"?\") + (s.last ?? \"?\")") == "ht")
        #expect(try text("let x = [1, 2, 3, 4].dropFirst().dropLast()") == "[2, 3]")
        #expect(try text("let x = [1, 2, 3, 4].suffix(2)") == "[3, 4]")
        #expect(try text("let x = \"swiftui\".split(separator: \"i\").map(String.init).joined(separator: \"-\")") == "sw-ftu")
        #expect(errors("let x = \"abc\".dropFirst(-1)", body: "Text(x)") == ["6:25: dropFirst takes a count of at least 0, not -1"])
    }
}
