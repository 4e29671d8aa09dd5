import Foundation
import Testing

/// Every construct the Swift of SwiftUI code uses appears in at least one file of the Swift
/// corpus (Corpora/Swift/), where it must validate cleanly and render as its compiled twin does.
/// Each construct is recognised by a pattern over the files' text.
@Suite struct SwiftCorpusCoverageTests {
    /// Constructs and the patterns that find them (regular expressions, anchored to lines where
    /// that matters).
    static let constructs: [(construct: String, pattern: String)] = [
        ("extension of View with helper modifiers", #"extension View \{"#),
        ("extension Animation with static members", #"extension Animation \{"#),
        ("extension AnyTransition", #"extension AnyTransition \{"#),
        ("extension Color", #"extension Color \{"#),
        ("extension of Int or Double", #"extension (Int|Double) \{"#),
        ("a conformance added by an extension", #"extension \w+: \w+"#),
        ("Bool.toggle()", #"\.toggle\(\)"#),
        ("a caseless enum as a namespace", #"enum \w+ \{\s*\n\s*static"#),
        ("an enum with raw values and CaseIterable", #"enum \w+: (Int|String|Double), CaseIterable"#),
        ("a nested enum", #"\n {4,}(private )?enum \w+"#),
        ("switch", #"switch \w+"#),
        ("an enum case with associated values", #"case \w+\(\w+: \w+"#),
        ("if case", #"if case "#),
        ("an implicit member initialiser", #"\.init\("#),
        ("Identifiable", #": Identifiable"#),
        ("Equatable", #"Equatable"#),
        ("Hashable", #"Hashable"#),
        ("an animatable modifier or view with animatableData", #"var animatableData"#),
        ("AnimatablePair", #"AnimatablePair<"#),
        ("inout parameters", #"inout "#),
        ("an explicit init", #"\n\s+init\("#),
        ("self.init delegation", #"self\.init\("#),
        ("a failable init", #"init\?\("#),
        ("withAnimation { } without arguments", #"withAnimation \{"#),
        ("forEach", #"\.forEach \{"#),
        ("a closure destructuring a tuple", #"\{ \(?\w+, \w+\)? in"#),
        ("an operator declared by a struct", #"static func [-+*/] \("#),
        ("Self.", #"Self\."#),
        ("repeat … while", #"repeat \{"#),
        ("Set", #"Set<"#),
        ("a generic function", #"func \w+<\w+"#),
        ("explicit generic specialisation", #"[A-Z]\w*<[A-Z]\w*>\("#),
        ("@ViewBuilder", #"@ViewBuilder"#),
        ("Date.now", #"Date\.now"#),
        ("Date arithmetic", #"addingTimeInterval|timeIntervalSince"#),
        ("Text(_:format:)", #"Text\([^)]*format: "#),
        ("@State in a child view", #"struct \w+: View \{[^}]*@State"#),
        ("@Binding", #"@Binding"#),
        ("onAppear", #"\.onAppear \{"#),
        ("onChange(of:)", #"\.onChange\(of: "#),
        ("DispatchQueue.main.asyncAfter with .now() + seconds", #"DispatchQueue\.main\.asyncAfter\(deadline: \.now\(\) \+ \d"#),
        ("DispatchTimeInterval", #"\.now\(\) \+ \.milliseconds\("#),
        ("DispatchQueue.main.async", #"DispatchQueue\.main\.async \{"#),
        ("a user Layout", #": Layout \{"#),
        ("a layout called with a trailing view builder", #"[A-Z]\w*Layout(\([^)]*\))? \{"#),
        ("AnyLayout", #"AnyLayout\("#),
        ("a user PreferenceKey", #": PreferenceKey \{"#),
        ("anchorPreference", #"\.anchorPreference\("#),
        ("overlayPreferenceValue", #"\.overlayPreferenceValue\("#),
        ("matchedGeometryEffect", #"\.matchedGeometryEffect\("#),
        ("a user GeometryEffect with effectValue(size:)", #": GeometryEffect \{[\s\S]*func effectValue\(size: CGSize\) -> ProjectionTransform"#),
        ("ProjectionTransform of a CGAffineTransform", #"ProjectionTransform\(CGAffineTransform\("#),
        ("ForEach over enumerated()", #"ForEach\(Array\(\w+\.enumerated\(\)\)"#),
        ("a private helper view", #"private struct \w+: View"#),
        ("an array of labelled tuples", #"\[\(\w+: \w+, \w+: \w+"#),
        ("a tuple's element by position", #"[a-z]\.[01]\b"#),
        ("a @State labelled tuple", #"@State (private )?var \w+ = \(\w+: "#),
        ("a function returning a tuple", #"-> \(\w+, \w+\)"#),
        ("a declaration destructuring a tuple", #"let \(\w+, \w+\) = "#),
        ("for over enumerated() with a tuple pattern", #"for \(\w+, \w+\) in \w+\.enumerated\(\)"#),
        ("switch over a tuple", #"switch \(\w"#),
        ("tuple patterns in case", #"case let \(\w+, \w+\)"#),
        ("== on tuples", #"\) == \("#),
        ("ForEach identified by a tuple element", #"id: \\\.0"#),
        ("a key path as a function", #"\.(map|filter|allSatisfy)\(\\\.\w+\)"#),
        ("an operator as a function", #"reduce\(0, \+\)"#),
        ("compactMap", #"\.compactMap[ (]"#),
        ("first(where:)", #"\.first\(where: "#),
        ("firstIndex(where:)", #"\.firstIndex\(where: "#),
        ("max(by:)", #"\.max\(by: "#),
        ("contains(where:)", #"\.contains\(where: "#),
        ("zip", #"zip\("#),
        ("append(contentsOf:)", #"\.append\(contentsOf: "#),
        ("a leading-dot .constant for a @Binding", #"\(\w+: \.constant\("#),
        ("Swift.max or Swift.min", #"Swift\.(max|min)\("#),
        ("String(format:)", #"String\(format: "#),
        ("an initialiser as a function", #"\([A-Z]\w*\.init\)"#),
        ("a memberwise initialiser as a function", #"\.map\(Segment\.init\)"#),
        ("an initialiser named by its labels", #"\.map\([A-Z]\w*\.init\(\w+:\)\)"#),
        ("a Layout's spacing(subviews:cache:)", #"func spacing\(subviews: Subviews, cache: inout \(\)\) -> ViewSpacing"#),
        ("ViewSpacing.formUnion(_:edges:)", #"\.formUnion\(\.zero, edges: "#),
        ("a user InsettableShape with inset(by:)", #": InsettableShape \{[\s\S]*func inset\(by amount: CGFloat\) -> some InsettableShape"#),
        ("strokeBorder with a line width", #"\.strokeBorder\([^)]*lineWidth: "#),
        ("strokeBorder(style:)", #"\.strokeBorder\(style: "#),
        ("inset(by:) then trim", #"\.inset\(by: [^)]+\)\s*\n\s*\.trim\("#),
        ("inset(by:) of a library shape", #"(Circle|Capsule|Rectangle|Ellipse)\(\)\s*\.inset\(by: "#),
        ("formatted(.percent)", #"\.formatted\(\.percent"#),
        ("formatted(.number.precision(.fractionLength(n)))", #"\.formatted\(\.number\.precision\(\.fractionLength\("#),
        ("formatted()", #"\.formatted\(\)"#),
        ("formatted(.number.grouping(.never))", #"\.formatted\(\.number\.grouping\(\.never\)\)"#),
        ("an optional chain with ??", #"\w\?\.\w+[^\n]*\?\? "#),
        ("randomElement()", #"\.randomElement\(\)"#),
        ("shuffled()", #"\.shuffled\(\)"#),
        ("Double.random(in:) in a Canvas", #"Canvas \{[^}]*Double\.random\(in: "#),
        ("Int.random(in:)", #"Int\.random\(in: "#),
        ("Bool.random()", #"Bool\.random\(\)"#),
        ("CGFloat.random(in:)", #"CGFloat\.random\(in: "#),
    ]

    @Test(arguments: constructs.map(\.construct))
    func appearsInTheCorpus(_ construct: String) throws {
        let pattern = try #require(Self.constructs.first { $0.construct == construct }?.pattern)
        let expression = try NSRegularExpression(pattern: pattern)
        let files = SwiftCorpusTests.names.map { SwiftCorpusTests.folder.appendingPathComponent($0 + ".swift") }
        let matching = try files.filter { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        #expect(!matching.isEmpty, "no corpus file uses \(construct) (/\(pattern)/)")
    }

    @Test func theCorpusHasFortyFiles() {
        #expect(SwiftCorpusTests.names.count >= 40)
    }
}
