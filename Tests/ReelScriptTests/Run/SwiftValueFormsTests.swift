import Foundation
import Reel
@testable import ReelScript
import Testing

/// Enum cases with associated values, failable and delegating initialisers, explicit generic
/// arguments, `Date` as the scene's clock and numbers written with `Text(_:format:)` or a
/// `printf` specifier, as scene files run them.
@Suite struct SwiftValueFormsTests {
    let language = SwiftLanguageTests()

    func text(_ declarations: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try language.text(declarations, sourceLocation: sourceLocation)
    }

    static let figure = """
    enum Figure: Equatable {
        case circle(radius: Double)
        case rect(width: Double, height: Double)
        case dot
        var area: Double {
            switch self {
            case .circle(let r): return 3 * r * r
            case let .rect(w, h): return w * h
            case .dot: return 0
            }
        }
    }
    """

    @Test func enumCasesCarryAssociatedValues() throws {
        let f = SwiftValueFormsTests.figure
        #expect(try text(f + "\nlet x = Figure.circle(radius: 2).area") == "12.0")
        #expect(try text(f + "\nlet s: Figure = .rect(width: 3, height: 4)\nlet x = s.area") == "12.0")
        #expect(try text(f + "\nlet x = Figure.rect(width: 3, height: 4)") == "rect(width: 3.0, height: 4.0)")
        // Patterns: labels, wildcards, values, `var`, `where`, a case matched without its values.
        let describe = """

        func describe(_ f: Figure) -> String {
            switch f {
            case .rect(width: let w, height: 0): return "flat \\(w)"
            case .rect(_, var h) where h > 10: h -= 10; return "tall \\(h)"
            case .rect: return "rect"
            case .circle(let r): return "circle \\(r)"
            case .dot: return "dot"
            }
        }
        """
        #expect(try text(f + describe + "\nlet x = describe(.rect(width: 5, height: 0))") == "flat 5.0")
        #expect(try text(f + describe + "\nlet x = describe(.rect(width: 5, height: 12))") == "tall 2.0")
        #expect(try text(f + describe + "\nlet x = describe(.rect(width: 5, height: 2))") == "rect")
        #expect(try text(f + describe + "\nlet x = describe(.dot)") == "dot")
        // `if case` and `guard case` bind the values.
        #expect(try text(f + "\nfunc r(_ f: Figure) -> Double { if case .circle(let r) = f { return r }; return -1 }\nlet x = [r(.circle(radius: 7)), r(.dot)]")
                == "[7.0, -1.0]")
        #expect(try text(f + "\nfunc w(_ f: Figure) -> Double { guard case let .rect(w, _) = f else { return -1 }; return w }\nlet x = w(.rect(width: 8, height: 1))")
                == "8.0")
        // Equality compares the case and its values, as Swift synthesises it.
        #expect(try text(f + "\nlet a = Figure.circle(radius: 1)\nlet x = [a == .circle(radius: 1), a == .circle(radius: 2), a == .dot, a != Figure.rect(width: 1, height: 1)]")
                == "[true, false, false, true]")
        // Assigning a case keeps the variable an enum; a case made by its function.
        #expect(try text(f + "\nvar s = Figure.dot\nfunc change() -> Double { s = .circle(radius: 3); return s.area }\nlet x = change()") == "27.0")
        #expect(try text(f + "\nlet make = Figure.circle\nlet x = make(1).area") == "3.0")
    }

    @Test func associatedValueMistakesArePositioned() {
        let f = SwiftValueFormsTests.figure
        #expect(language.errors(f, body: "Text(\"\\(Figure.circle(size: 2).area)\")")
                == ["4:49: associated value 1 of Figure.circle(radius:) takes 'radius:'"])
        #expect(language.errors(f, body: "Text(\"\\(Figure.rect(width: 2).area)\")")
                == ["4:42: Figure.rect(width:height:) takes 2 associated values, got 1"])
        #expect(language.errors("enum E { case a(Int) }\nfunc f(_ e: E) -> Int { switch e { case .a(let x, let y): return x + y } }", body: "Text(\"\\(f(.a(1)))\")")
                == ["7:42: the case 'a' of 'E' has 1 associated value; the pattern has 2"])
        #expect(language.errors("enum E { case a(Int) = 1 }") .first?.hasPrefix("6:") == true)
    }

    @Test func failableAndDelegatingInitialisers() throws {
        let level = """
        struct Level {
            var value: Int
            init?(raw: String) {
                guard let v = Int(raw), v >= 0 else { return nil }
                self.init(value: v)
            }
            init?(twice raw: String) {
                self.init(raw: raw)
                value *= 2
            }
            init(value: Int) { self.value = value }
        }
        """
        #expect(try text(level + "\nlet x = Level(raw: \"12\")?.value ?? -1") == "12")
        #expect(try text(level + "\nlet x = Level(raw: \"x\")?.value ?? -1") == "-1")
        #expect(try text(level + "\nlet x = Level(raw: \"-3\") == nil") == "true")
        #expect(try text(level + "\nfunc v(_ s: String) -> Int { if let l = Level(raw: s) { return l.value }; return 0 }\nlet x = [v(\"4\"), v(\"no\")]") == "[4, 0]")
        // A failing `self.init` makes the delegating initialiser fail too.
        #expect(try text(level + "\nlet x = [Level(twice: \"5\")?.value ?? -1, Level(twice: \"z\")?.value ?? -1]") == "[10, -1]")
        #expect(try text(level + "\nlet x = Level(value: 3).value") == "3")
        // Initialisers in an extension keep the memberwise one, which they may delegate to.
        let tag = "struct Tag { var name: String; var size: Int }\nextension Tag { init(short name: String) { self.init(name: name, size: 1) } }"
        #expect(try text(tag + "\nlet x = [Tag(short: \"a\").size, Tag(name: \"b\", size: 5).size]") == "[1, 5]")
    }

    @Test func explicitGenericArguments() throws {
        let box = "struct Box<Content> { var content: Content }"
        #expect(try text(box + "\nlet x = Box<Int>(content: 4).content") == "4")
        #expect(try text("var a = Array<Int>()\nfunc f() -> Int { a.append(3); return a.count }\nlet x = f()") == "1")
        #expect(try text("let x = Set<Int>([1, 1, 2]).count") == "2")
    }

    @Test func datesAreTheScenesClock() throws {
        // Outside any evaluation, now is the scene's start: the reference date.
        #expect(try text("let x = Date.now.timeIntervalSinceReferenceDate") == "0.0")
        #expect(try text("let d = Date(timeIntervalSinceReferenceDate: 10)\nlet x = [(d + 5).timeIntervalSinceReferenceDate, (d - 2.5).timeIntervalSinceReferenceDate, d.addingTimeInterval(1).timeIntervalSince(d)]")
                == "[15.0, 7.5, 1.0]")
        #expect(try text("let a = Date(timeIntervalSinceReferenceDate: 1)\nlet b = a + 1\nlet x = [a < b, a >= b, b > a, a == a, (b - a) == 1]")
                == "[true, false, true, true, true]")
        // While the engine evaluates time t, now is the reference date plus t.
        #expect(SceneClock.at(2.5) { SceneClock.now } == Date(timeIntervalSinceReferenceDate: 2.5))
        #expect(SceneClock.now == SceneClock.referenceDate)
    }

    @Test func numbersAreWrittenWithoutTheLocale() throws {
        #expect(NumberFormatStyle.number.format(1234.5678) == "1,234.5678")
        #expect(NumberFormatStyle.number.format(-0.5) == "-0.5")
        #expect(NumberFormatStyle.number.format(-0.0001) == "-0.0001")
        #expect(NumberFormatStyle.number.format(1234567) == "1,234,567")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(3.14159) == "3.14")
        #expect(NumberFormatStyle.number.precision(.fractionLength(2)).format(3) == "3.00")
        #expect(NumberFormatStyle.number.precision(.fractionLength(0...1)).format(2.25) == "2.2")
        #expect(NumberFormatStyle.number.grouping(.never).format(98765.4) == "98765.4")
        #expect(NumberFormatStyle.percent.format(0.256) == "25.6%")
        #expect(NumberFormatStyle.percent.format(25) == "25%")
        #expect(FormatSpecifier("%.1f")?.format(3.25) == "3.2")
        #expect(FormatSpecifier("%05.1f km")?.format(3.25) == "003.2 km")
        #expect(FormatSpecifier("%d%%")?.format(42) == "42%")
        #expect(FormatSpecifier("%d")?.format(2.9) == "2")
        #expect(FormatSpecifier("%x")?.format(255) == "ff")
        #expect(FormatSpecifier("%@") == nil)
        #expect(FormatSpecifier("%s") == nil)
        #expect(FormatSpecifier("%d %d") == nil)
        #expect(FormatSpecifier("no conversion") == nil)
        // The same in interpolations of scene files, and in Swift's own.
        let speed = 12.345
        #expect(try text("let speed = 12.345\nlet x = \"\\(speed, specifier: \"%.2f\") km/h\"") == "\(speed, specifier: "%.2f") km/h")
        #expect(try text("let x = \"\\(7, specifier: \"%03d\")\"") == "007")
        #expect(language.errors("let s = 2.0", body: "Text(\"\\(s, specifier: \"%@\")\")")
                == ["4:49: '%@' is not a number specifier Reel writes; use one conversion such as %d, %.2f, %e or %g (with flags, width and precision)"])
    }
}
