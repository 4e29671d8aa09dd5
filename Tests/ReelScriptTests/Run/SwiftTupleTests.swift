import Foundation
import Reel
@testable import ReelScript
import Testing

/// Tuples, key paths and operators used as functions, and the sequence algorithms SwiftUI code
/// calls every day, as scene files run them: each result as Swift gives it.
@Suite struct SwiftTupleTests {
    let language = SwiftLanguageTests()

    /// The value of the file-scope constant `x` after evaluating `declarations`, as Swift's string
    /// interpolation prints it.
    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try language.text(declarations, sourceLocation: sourceLocation)
    }

    /// The errors of a scene file with `declarations`, as `line:column: message` (the scene takes
    /// lines 1 to 5).
    func errors(_ declarations: String) -> [String] {
        language.errors(declarations)
    }

    // MARK: Tuples

    @Test func tuplesAreValuesWithElementsByPositionAndLabel() throws {
        #expect(try text("let x = (1, \"a\", 2.5)") == "(1, \"a\", 2.5)")
        #expect(try text("let p = (3, 4)\nlet x = p.0 * 10 + p.1") == "34")
        #expect(try text("let p = (name: \"Sun\", size: 2.0)\nlet x = p.name + \" \\(p.size) \\(p.1)\"") == "Sun 2.0 2.0")
        #expect(try text("let x = (name: \"Sun\", size: 2)") == "(name: \"Sun\", size: 2)")
        #expect(try text("let p: (glowRadius: Double, hue: Double) = (1, 2)\nlet q = (brightnessLevel: 3, 4)\nlet x = p.glowRadius + p.hue + Double(q.brightnessLevel)") == "6.0")
        // Nested, and through an optional.
        #expect(try text("let p = (1, (2, 3))\nlet x = p.1.0 + p.1.1") == "5")
        #expect(try text("let p: (Int, Int)? = (7, 8)\nlet x = p?.1 ?? 0") == "8")
    }

    @Test func declaredTupleTypesConvertAndLabelTheirElements() throws {
        #expect(try text("let x: (Double, Double) = (1, 2)") == "(1.0, 2.0)")
        #expect(try text("let p: (width: Double, height: Double) = (3, 4)\nlet x = p.width * p.height") == "12.0")
        #expect(try text("let x: [(String, Double)] = [(\"a\", 1), (\"b\", 2)]") == "[(\"a\", 1.0), (\"b\", 2.0)]")
        // Leading-dot members take the element's type.
        #expect(try text("let items: [(String, Color)] = [(\"Red\", .red)]\nlet x = items[0].1 == Color.red") == "true")
    }

    @Test func functionsReturnTuplesAndDeclarationsDestructureThem() throws {
        let size = "func size() -> (width: Double, height: Double) { (4, 5) }\n"
        #expect(try text(size + "let x = size().width + size().1") == "9.0")
        #expect(try text(size + "func area() -> Double { let (w, h) = size(); return w * h }\nlet x = area()") == "20.0")
        #expect(try text("func f() -> Int { let (a, (b, _)) = (1, (2, 3)); var (c, d) = (a, b); c += d; return c * 10 + d }\nlet x = f()") == "32")
    }

    @Test func loopsAndClosuresDestructureTuples() throws {
        #expect(try text("func f() -> String { var s = \"\"; for (i, v) in [\"a\", \"b\"].enumerated() { s += \"\\(i)\\(v)\" }; return s }\nlet x = f()")
                == "0a1b")
        #expect(try text("func f() -> Int { var s = 0; for (n, (a, b)) in [(1, (2, 3)), (4, (5, 6))] { s += n * a + b }; return s }\nlet x = f()")
                == "31")
        #expect(try text("let x = [(\"a\", 1), (\"b\", 2)].map { name, n in name + String(n) }") == "[\"a1\", \"b2\"]")
        #expect(try text("let x = [(\"a\", 1), (\"b\", 2)].map { $0.0 + String($0.1) }") == "[\"a1\", \"b2\"]")
        // `enumerated()`'s elements are labelled tuples.
        #expect(try text("let x = [5, 6].enumerated().map { $0.offset * 10 + $0.element }") == "[5, 16]")
        #expect(try text("let x = [5, 6].enumerated().map { $0 }") == "[(offset: 0, element: 5), (offset: 1, element: 6)]")
    }

    @Test func tuplesCompareAsSwiftComparesThem() throws {
        #expect(try text("let x = (1, \"a\") == (1, \"a\")") == "true")
        #expect(try text("let x = (1, \"a\") != (1, \"b\")") == "true")
        #expect(try text("let x = (1, 2) < (1, 3) && (2, 0) > (1, 9) && (1, 1) <= (1, 1)") == "true")
        #expect(try text("let x = [(2, \"b\"), (1, \"z\"), (2, \"a\")].sorted(by: <)") == "[(1, \"z\"), (2, \"a\"), (2, \"b\")]")
    }

    @Test func switchMatchesTuples() throws {
        let classify = """
        func classify(_ x: Int, _ y: Int) -> String {
            switch (x, y) {
            case (0, 0): return "origin"
            case (let a, 0): return "x\\(a)"
            case (0, _): return "y"
            case let (a, b) where a == b: return "diagonal\\(a)"
            default: return "other"
            }
        }
        """
        #expect(try text(classify + "\nlet x = [classify(0, 0), classify(3, 0), classify(0, 2), classify(4, 4), classify(1, 2)]")
                == "[\"origin\", \"x3\", \"y\", \"diagonal4\", \"other\"]")
    }

    @Test func tupleMistakesArePositioned() {
        #expect(errors("let p = (1, 2)\nlet x = p.2") == ["7:11: the tuple (Int, Int) has no element 2"])
        #expect(errors("let p = (name: \"a\", size: 1)\nlet x = p.nam") == ["7:11: unknown property 'nam'; did you mean 'name'?"])
        // A label of another tuple is a known name: the tuple's own labels are suggested when running.
        #expect(errors("let p = (glowRadius: 1, hue: 2)\nlet q = (glowRadiux: 1, hue: 2)\nlet x = p.glowRadiux")
                == ["8:11: the tuple (glowRadius: Int, hue: Int) has no element 'glowRadiux'; did you mean 'glowRadius'?"])
        #expect(errors("func f() -> Int { let (a, b) = (1, 2, 3); return a + b }\nlet x = f()")
                == ["6:23: a tuple pattern of 2 elements cannot bind (Int, Int, Int)"])
        #expect(errors("let n = 3\nlet x = n.0") == ["7:11: '.0' is an element of a tuple, not of Int"])
    }

    // MARK: Key paths and operators as functions

    @Test func keyPathsAreFunctions() throws {
        let item = "struct Item { var name: String; var isOn: Bool; var size: Double\n var area: Double { size * size } }\n"
            + "let items = [Item(name: \"a\", isOn: true, size: 2), Item(name: \"b\", isOn: false, size: 3), Item(name: \"c\", isOn: true, size: 1)]\n"
        #expect(try text(item + "let x = items.map(\\.name)") == "[\"a\", \"b\", \"c\"]")
        #expect(try text(item + "let x = items.filter(\\.isOn).map(\\.area)") == "[4.0, 1.0]")
        #expect(try text(item + "let x = items.map(\\.name.count)") == "[1, 1, 1]")
        #expect(try text("let x = [(\"a\", 1), (\"b\", 2)].map(\\.1)") == "[1, 2]")
        #expect(try text("let x = [\"ab\", \"c\"].map(\\.count)") == "[2, 1]")
    }

    @Test func initialisersAreFunctions() throws {
        #expect(try text("let x = [1, 2].map(String.init)") == "[\"1\", \"2\"]")
        #expect(try text("let x = [\"4\", \"a\", \"2\"].compactMap(Int.init)") == "[4, 2]")
        #expect(try text("struct Cell { let n: Int\n init(_ n: Int) { self.n = n } }\nlet x = [3, 5].map(Cell.init).map(\\.n)") == "[3, 5]")
        // As a function an initialiser drops its labels: the memberwise one's are its properties.
        #expect(try text("struct Cell { let n: Int }\nlet x = [3, 5].map(Cell.init).map(\\.n)") == "[3, 5]")
        #expect(try text("struct P { var x: Int; var y = 0; let z = 9 }\nlet x = zip([1, 2], [3, 4]).map(P.init).map { $0.x * 10 + $0.y + $0.z }") == "[22, 33]")
        #expect(try text("struct Cell { let n: Int }\nlet x = [3].map(Cell.init(n:)).map(\\.n)") == "[3]")
        #expect(try text("struct Cell { let n: Int\n init(n: Int) { self.n = n * 2 } }\nlet x = [3].map(Cell.init).map(\\.n)") == "[6]")
        // Of several, the labels name one; without them, the only one taking as many arguments.
        let two = "struct Cell { var n: Int\n init(n: Int) { self.n = n }\n init(twice m: Int) { self.n = 2 * m }\n init(a: Int, b: Int) { self.n = a + b } }\n"
        #expect(try text(two + "let x = [3].map(Cell.init(twice:)).map(\\.n)") == "[6]")
        #expect(try text(two + "let x = zip([1], [2]).map(Cell.init).map(\\.n)") == "[3]")
        #expect(try text("enum Suit: String { case hearts, spades }\nlet x = [\"spades\", \"x\"].compactMap(Suit.init).count") == "1")
        #expect(errors(two + "let x = [3].map(Cell.init)") == ["10:17: 'Cell.init' is ambiguous: init(n:), init(twice:) each take 1; name one, as in 'Cell.init(n:)'"])
        #expect(errors(two + "let x = [3].map(Cell.init(m:))") == ["10:17: 'Cell' has no init(m:); its initialisers: init(n:), init(twice:), init(a:b:)"])
        #expect(errors("struct Cell { let n: Int; let m: Int }\nlet x = [1].map(Cell.init)") == ["7:17: no initialiser of 'Cell' takes 1 argument (init(n:m:))"])
    }

    @Test func operatorsAreFunctions() throws {
        #expect(try text("let x = [1, 2, 3, 4].reduce(0, +)") == "10")
        #expect(errors("let x = [1, 2].reduce(0, +)") == [])
        #expect(errors("let x = [true].reduce(false, &&)") == ["6:30: the operator '&&' cannot be used as a function in scene files; write a closure"])
        #expect(try text("let x = [1.5, 2.5].reduce(1, *)") == "3.75")
        #expect(try text("let x = [3, 1, 2].sorted(by: >)") == "[3, 2, 1]")
        #expect(try text("let x = [\"b\", \"a\"].sorted(by: <)") == "[\"a\", \"b\"]")
        // The file's operators too.
        #expect(try text("struct V { var a: Int\n static func + (l: V, r: V) -> V { V(a: l.a + r.a) } }\nlet x = [V(a: 1), V(a: 2)].reduce(V(a: 10), +).a") == "13")
    }

    // MARK: Sequence algorithms

    @Test func sequenceAlgorithmsFollowSwift() throws {
        #expect(try text("let x = [\"1\", \"a\", \"3\"].compactMap { Int($0) }") == "[1, 3]")
        #expect(try text("let x = [[1, 2], [3]].flatMap { $0 }") == "[1, 2, 3]")
        #expect(try text("let x = [1, 2].flatMap { [$0, $0 * 10] }") == "[1, 10, 2, 20]")
        #expect(try text("let x = [1, 5, 3].contains(where: { $0 > 4 })") == "true")
        #expect(try text("let x = [1, 5, 3].contains { $0 > 9 }") == "false")
        #expect(try text("let x = [1, 5, 3].allSatisfy { $0 > 0 }") == "true")
        #expect(try text("let x = [1, 5, 3, 7].first(where: { $0 > 2 })") == "Optional(5)")
        #expect(try text("let x = [1, 5, 3, 7].last(where: { $0 > 2 })") == "Optional(7)")
        #expect(try text("let x = [1, 5, 3].first(where: { $0 > 9 })") == "nil")
        #expect(try text("let x = [\"a\", \"b\", \"b\"].firstIndex(of: \"b\")") == "Optional(1)")
        #expect(try text("let x = [4, 5, 6].firstIndex(where: { $0 % 2 == 1 })") == "Optional(1)")
        #expect(try text("let x = [4, 5, 6].firstIndex(of: 9)") == "nil")
        // Optionals compare by their values, as Swift compares them.
        #expect(try text("let x = [4, 5].max() == 5 && [4, 5].first(where: { $0 > 4 }) == [5].first && [Int]().max() != 5") == "true")
        // `min(by:)` keeps the first of equal minimums, `max(by:)` the last of equal maximums.
        #expect(try text("let x = [(1, \"a\"), (0, \"b\"), (0, \"c\")].min(by: { $0.0 < $1.0 })!.1") == "b")
        #expect(try text("let x = [(1, \"a\"), (2, \"b\"), (2, \"c\")].max(by: { $0.0 < $1.0 })!.1") == "c")
        #expect(try text("let x = [3, 9, 4].max(by: <)") == "Optional(9)")
        #expect(try text("func f() -> [Int] { var a = [1]; a.append(contentsOf: [2, 3]); a.append(contentsOf: 4...5); return a }\nlet x = f()")
                == "[1, 2, 3, 4, 5]")
        #expect(try text("let x = zip([1, 2, 3], [\"a\", \"b\"]).map { n, s in s + String(n) }") == "[\"a1\", \"b2\"]")
        #expect(try text("let x = Array(zip([1, 2], [3, 4]))") == "[(1, 3), (2, 4)]")
    }

    // MARK: Standard library names

    @Test func standardLibraryNamesAndFormats() throws {
        // `Swift.max` reaches the free function past a member of the same name.
        #expect(try text("struct Box { let max = 3\n func clamp(_ v: Int) -> Int { Swift.min(Swift.max(v, 0), max) } }\nlet x = [Box().clamp(7), Box().clamp(-2), Box().clamp(2)]")
                == "[3, 0, 2]")
        #expect(try text("let x = String(format: \"%.1f%% of %d\", 42.25, 7)") == "42.2% of 7")
        #expect(try text("let x = String(format: \"%05.2f|%x|%@\", 3.14159, 255, \"ok\")") == "03.14|ff|ok")
        #expect(try text("let x = String(format: \"no conversions\")") == "no conversions")
        #expect(errors("let x = String(format: \"%d and %d\", 1)") == ["6:9: '%d and %d' has more conversions than arguments"])
        #expect(errors("let x = String(format: \"%d\", \"a\")") == ["6:30: '%d' formats a number, not String"])
    }

    @Test func aConstantBindingIsWrittenWithALeadingDot() throws {
        let lamp = "struct Lamp: View { @Binding var isLit: Bool\n var body: some View { EmptyView() } }\n"
        #expect(try text(lamp + "let x = Lamp(isLit: .constant(true)).isLit") == "true")
    }
}
