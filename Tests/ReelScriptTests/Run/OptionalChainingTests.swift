import Foundation
import Reel
@testable import ReelScript
import Testing

/// Optional chaining gives an optional, as in Swift: the links after `?` see the plain value,
/// the whole chain's value is an optional (not wrapped twice when its last link is one already),
/// and nil anywhere makes the chain nil.
@Suite struct OptionalChainingTests {
    let language = SwiftLanguageTests()

    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try language.text(declarations, sourceLocation: sourceLocation)
    }

    @Test func aChainIsAnOptional() throws {
        // Swift: `"\([1].first?.magnitude)"` is "Optional(1)".
        #expect(try text("let x = \"\\([1].first?.magnitude)\"") == "Optional(1)")
        #expect(try text("let a: [Int] = []\nlet x = \"\\(a.first?.magnitude)\"") == "nil")
        #expect(try text("let x = [\"ab\"].first?.count") == "Optional(2)")
        #expect(try text("let x = \"\\([2.5].last?.rounded())\"") == "Optional(3.0)")
        #expect(try text("let x = [[4, 5]].first?.first") == "Optional(4)")
    }

    @Test func chainsOfStructsAndMethods() throws {
        let types = """
        struct Engine { var power = 120; func boosted() -> Int { power * 2 } }
        struct Car { var engine: Engine? = Engine(); var name = "kart" }
        let car: Car? = Car()
        let none: Car? = nil
        """
        #expect(try text(types + "\nlet x = car?.engine?.power") == "Optional(120)")
        #expect(try text(types + "\nlet x = car?.name.count") == "Optional(4)")
        #expect(try text(types + "\nlet x = car?.engine?.boosted()") == "Optional(240)")
        #expect(try text(types + "\nlet x = none?.engine?.power") == "nil")
        #expect(try text(types + "\nlet x = none?.name.count") == "nil")
        #expect(try text(types + "\nlet x = car?.engine?.power ?? 0") == "120")
        #expect(try text(types + "\nlet x = none?.engine?.power ?? 0") == "0")
        #expect(try text(types + "\nlet x = car?.engine!.power") == "Optional(120)")
        #expect(try text(types + "\nlet x = car?.engine?.power == 120") == "true")
        #expect(try text(types + "\nfunc f() -> String { if let p = car?.engine?.power { return \"\\(p)\" }; return \"none\" }\nlet x = f()") == "120")
        #expect(try text(types + "\nfunc f() -> String { guard let n = none?.name else { return \"none\" }; return n }\nlet x = f()") == "none")
    }

    @Test func assignmentsAndMutationsThroughAChain() throws {
        let types = """
        struct Counter { var count = 1; mutating func bump() { count += 1 } }
        var counter: Counter? = Counter()
        var missing: Counter? = nil
        """
        #expect(try text(types + "\nfunc f() -> Int { counter?.count = 5; return counter?.count ?? 0 }\nlet x = f()") == "5")
        #expect(try text(types + "\nfunc f() -> Int { counter?.bump(); return counter!.count }\nlet x = f()") == "2")
        #expect(try text(types + "\nfunc f() -> String { missing?.bump(); return \"\\(missing?.count)\" }\nlet x = f()") == "nil")
        #expect(try text(types + "\nfunc f() -> String { missing?.count = 3; return \"\\(missing?.count)\" }\nlet x = f()") == "nil")
        #expect(try text(types + "\nfunc f() -> String { counter?.count = 3; return \"\\(counter)\" }\nlet x = f()") == "Optional(Counter(count: 3))")
        #expect(try text("var rows: [Int]? = [1, 2]\nfunc f() -> String { rows?[1] = 7; return \"\\(rows)\" }\nlet x = f()") == "Optional([1, 7])")
        #expect(try text("var rows: [Int]? = nil\nfunc f() -> String { rows?[1] = 7; return \"\\(rows)\" }\nlet x = f()") == "nil")
    }

    @Test func aChainOfArraysAndSubscripts() throws {
        #expect(try text("let rows: [[Int]]? = [[1, 2], [3]]\nlet x = rows?[1].count") == "Optional(1)")
        #expect(try text("let rows: [[Int]]? = [[1, 2], [3]]\nlet x = rows?[0][1]") == "Optional(2)")
        #expect(try text("let words = [\"sun\", \"moon\"]\nlet x = words.first(where: { $0.count > 3 })?.uppercased()") == "Optional(\"MOON\")")
        #expect(try text("let words = [\"sun\"]\nlet x = words.first(where: { $0.count > 3 })?.uppercased() ?? \"-\"") == "-")
    }
}
