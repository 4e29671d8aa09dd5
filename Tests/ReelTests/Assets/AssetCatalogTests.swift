import Foundation
import Reel
import Testing

/// Files kept in memory, read as a module's resources: paths to contents, folders implied.
struct MemoryResources: ResourceReading {
    var files: [String: String]

    func entries(ofFolder path: String) -> [ResourceEntry]? {
        let prefix = path + "/"
        var entries: [String: Bool] = [:]
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            let name = String(rest.prefix { $0 != "/" })
            entries[name] = (entries[name] ?? false) || rest.contains("/")
        }
        if entries.isEmpty { return nil }
        return entries.keys.sorted().map { ResourceEntry(name: $0, isFolder: entries[$0]!) }
    }

    func contents(of path: String, limit: Int) -> Result<[UInt8], ResourceReadFailure> {
        guard let text = files[path] else { return .failure(ResourceReadFailure(reason: "no such file")) }
        return .success(Array(text.utf8))
    }
}

/// Asset catalogs read as Xcode writes them: colour sets in every component form and colour
/// space, image sets and the variant each display scale takes, namespaces, and the errors.
@Suite struct AssetCatalogTests {
    /// A colour set's Contents.json with one entry per (appearance, color) pair.
    static func colorSet(_ colors: [(appearance: String?, space: String, components: String)]) -> String {
        let entries = colors.map { c in
            let appearance = c.appearance.map { #""appearances": [{"appearance": "luminosity", "value": "\#($0)"}], "# } ?? ""
            return #"{ \#(appearance)"color": {"color-space": "\#(c.space)", "components": {\#(c.components)}}, "idiom": "universal" }"#
        }
        return #"{ "colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1} }"#
    }

    /// The catalog of `files` (paths under /m/Assets.xcassets).
    static func catalog(_ files: [String: String]) -> AssetCatalog {
        var all: [String: String] = ["/m/Assets.xcassets/Contents.json": #"{"info": {"version": 1}}"#]
        for (path, text) in files { all["/m/Assets.xcassets/" + path] = text }
        return AssetCatalog(root: "/m", reading: MemoryResources(files: all))
    }

    static func color(_ components: String, space: String = "srgb") throws -> Color {
        try catalog(["C.colorset/Contents.json": colorSet([(nil, space, components)])]).color(named: "C").get()
    }

    static func expectClose(_ a: Color, _ rgba: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let got = [a.red, a.green, a.blue, a.alpha]
        #expect(zip(got, rgba).allSatisfy { abs($0 - $1) < 1e-9 }, "\(got) is not \(rgba)", sourceLocation: sourceLocation)
    }

    @Test func componentsInEveryFormXcodeWrites() throws {
        Self.expectClose(try Self.color(#""red": "0.500", "green": "0.250", "blue": "1.000", "alpha": "1.000""#), [0.5, 0.25, 1, 1])
        Self.expectClose(try Self.color(#""red": "128", "green": "0", "blue": "255", "alpha": "0.500""#), [128.0 / 255, 0, 1, 0.5])
        Self.expectClose(try Self.color(#""red": "0x80", "green": "0xFF", "blue": "0x00", "alpha": "1.000""#), [128.0 / 255, 1, 0, 1])
        // JSON numbers are floating point; an integer alpha of 1 is opaque.
        Self.expectClose(try Self.color(#""red": 0.5, "green": 1, "blue": 0, "alpha": "1""#), [0.5, 1, 0, 1])
        // No alpha: opaque.
        Self.expectClose(try Self.color(#""red": "0.1", "green": "0.2", "blue": "0.3""#), [0.1, 0.2, 0.3, 1])
        // Extended sRGB keeps values outside 0...1.
        Self.expectClose(try Self.color(#""red": "1.200", "green": "-0.100", "blue": "0.000", "alpha": "1.000""#, space: "extended-srgb"), [1.2, -0.1, 0, 1])
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // Expected values computed with CSS Color 4's published P3 -> XYZ and XYZ -> sRGB matrices.
        Self.expectClose(try Self.color(#""red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#, space: "display-p3"),
                         [1.0930663624351615, -0.22674197356975417, -0.15013458093711937, 1])
        let c = try Self.color(#""red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000""#, space: "display-p3")
        #expect(abs(c.red - 0.10405649654579507) < 1e-6 && abs(c.green - 0.40593247414535527) < 1e-6 && abs(c.blue - 0.6170019532400821) < 1e-6)
        // White and grey stay put: both spaces have the D65 white point.
        let white = try Self.color(#""red": "1", "green": "1", "blue": "1", "alpha": "1""#.replacingOccurrences(of: #""1""#, with: #""1.0""#), space: "display-p3")
        #expect(abs(white.red - 1) < 1e-9 && abs(white.green - 1) < 1e-9 && abs(white.blue - 1) < 1e-9)
        let matrix = Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(matrix.red - 0.5) < 1e-9 && abs(matrix.green - 0.5) < 1e-9 && abs(matrix.blue - 0.5) < 1e-9)
    }

    @Test func linearAndGreyColourSpaces() throws {
        Self.expectClose(try Self.color(#""red": "0.214041", "green": "0", "blue": "1.0", "alpha": "1.0""#, space: "extended-linear-srgb"),
                         [Color(.sRGBLinear, red: 0.214041, green: 0, blue: 1).red, 0, 1, 1])
        let grey = try Self.color(#""white": "0.500", "alpha": "0.500""#, space: "gray-gamma-22")
        Self.expectClose(grey, [0.5038667822745281, 0.5038667822745281, 0.5038667822745281, 0.5])
    }

    @Test func darkAppearanceMakesADynamicColour() throws {
        let catalog = Self.catalog(["Brand.colorset/Contents.json": Self.colorSet([
            (nil, "srgb", #""red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000""#),
            ("dark", "srgb", #""red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "0.500""#),
        ])])
        let brand = try catalog.color(named: "Brand").get()
        #expect(brand.isDynamic)
        Self.expectClose(brand.resolved(for: .light), [1, 0, 0, 1])
        Self.expectClose(brand.resolved(for: .dark), [0, 0, 1, 0.5])
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        Self.expectClose(brand.resolved(in: dark), [0, 0, 1, 0.5])
        // "Any, Light, Dark": the light entry is the light appearance.
        let three = Self.catalog(["T.colorset/Contents.json": Self.colorSet([
            (nil, "srgb", #""red": "0.5", "green": "0.5", "blue": "0.5""#),
            ("light", "srgb", #""red": "1.0", "green": "1.0", "blue": "1.0""#),
            ("dark", "srgb", #""red": "0.0", "green": "0.0", "blue": "0.0""#),
        ])])
        Self.expectClose(try three.color(named: "T").get().resolved(for: .light), [1, 1, 1, 1])
        // A colour without a dark entry is the same in both.
        #expect(!(try Self.color(#""red": "0.1", "green": "0.2", "blue": "0.3""#).isDynamic))
    }

    @Test func namespacesFollowProvidesNamespace() throws {
        let set = Self.colorSet([(nil, "srgb", #""red": "1.0", "green": "1.0", "blue": "1.0""#)])
        let catalog = Self.catalog([
            "Icons/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "Icons/Accent.colorset/Contents.json": set,
            "Icons/Nested/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "Icons/Nested/Deep.colorset/Contents.json": set,
            "Palette/Contents.json": #"{"info": {"version": 1}}"#,
            "Palette/Flat.colorset/Contents.json": set,
            "Loose/Free.colorset/Contents.json": set,
        ])
        #expect(catalog.colorNames == ["Flat", "Free", "Icons/Accent", "Icons/Nested/Deep"])
        #expect(catalog.catalogs == ["Assets.xcassets"])
    }

    /// The image set of the given Contents.json entries.
    static func imageSet(_ images: String) throws -> ImageSet {
        try catalog(["I.imageset/Contents.json": #"{"images": [\#(images)]}"#]).imageSet(named: "I").get()
    }

    static func chosen(_ set: ImageSet, _ scale: Double, _ scheme: ColorScheme = .light) -> String {
        switch set.variant(for: scale, colorScheme: scheme) {
        case .success(let variant): return variant.fileName
        case .failure(let error): return error.message
        }
    }

    @Test func theVariantIsTheSmallestAtOrAboveTheScaleElseTheLargest() throws {
        let all = try Self.imageSet(#"""
            {"filename": "a.png", "idiom": "universal", "scale": "1x"},
            {"filename": "b.png", "idiom": "universal", "scale": "2x"},
            {"filename": "c.png", "idiom": "universal", "scale": "3x"}
            """#)
        #expect([1, 1.5, 2, 2.5, 3, 4].map { Self.chosen(all, $0) } == ["a.png", "b.png", "b.png", "c.png", "c.png", "c.png"])
        #expect(Self.chosen(all, 0.5) == "a.png")
        let low = try Self.imageSet(#"""
            {"filename": "a.png", "idiom": "universal", "scale": "1x"},
            {"filename": "b.png", "idiom": "universal", "scale": "2x"},
            {"idiom": "universal", "scale": "3x"}
            """#)
        #expect([1, 2, 3].map { Self.chosen(low, $0) } == ["a.png", "b.png", "b.png"])
        let high = try Self.imageSet(#"{"filename": "c.png", "idiom": "universal", "scale": "3x"}"#)
        #expect([1, 2, 3].map { Self.chosen(high, $0) } == ["c.png", "c.png", "c.png"])
        let single = try Self.imageSet(#"{"filename": "s.png", "idiom": "universal"}"#)
        #expect(single.variant(for: 3).map(\.scale) == .success(nil))
    }

    @Test func idiomsAppearancesAndVectorFiles() throws {
        let set = try Self.imageSet(#"""
            {"filename": "u.png", "idiom": "universal", "scale": "2x"},
            {"filename": "p.png", "idiom": "iphone", "scale": "2x"},
            {"filename": "i.png", "idiom": "ipad", "scale": "2x"},
            {"filename": "d.png", "idiom": "iphone", "scale": "2x", "appearances": [{"appearance": "luminosity", "value": "dark"}]},
            {"filename": "h.png", "idiom": "iphone", "scale": "2x", "appearances": [{"appearance": "contrast", "value": "high"}]}
            """#)
        #expect(Self.chosen(set, 2) == "p.png")
        #expect(Self.chosen(set, 2, .dark) == "d.png")
        let mixed = try Self.imageSet(#"""
            {"filename": "v.pdf", "idiom": "universal"},
            {"filename": "r.png", "idiom": "universal", "scale": "1x"}
            """#)
        #expect(Self.chosen(mixed, 2) == "r.png")
        // SVG, PDF and JPEG files are drawn (issue 25); other formats are not.
        let vector = try Self.imageSet(#"{"filename": "v.svg", "idiom": "universal"}"#)
        #expect(Self.chosen(vector, 2) == "v.svg")
        let photo = try Self.imageSet(#"{"filename": "p.jpg", "idiom": "universal", "scale": "2x"}"#)
        #expect(Self.chosen(photo, 2) == "p.jpg")
        let photos = try Self.imageSet(#"""
            {"filename": "a.jpeg", "idiom": "universal", "scale": "1x"},
            {"filename": "b.JPG", "idiom": "universal", "scale": "3x"}
            """#)
        #expect(Self.chosen(photos, 1) == "a.jpeg")
        #expect(Self.chosen(photos, 2) == "b.JPG")
        let pdf = try Self.imageSet(#"{"filename": "v.pdf", "idiom": "universal"}"#)
        #expect(Self.chosen(pdf, 2) == "v.pdf")
        let heic = try Self.imageSet(#"{"filename": "p.heic", "idiom": "universal", "scale": "2x"}"#)
        #expect(Self.chosen(heic, 2) == "the image set 'I' has no PNG, JPEG, SVG or PDF image (p.heic); Reel draws those: add PNG files at 1x, 2x and 3x to Assets.xcassets/I.imageset")
        let empty = try Self.imageSet(#"{"idiom": "universal", "scale": "1x"}"#)
        #expect(Self.chosen(empty, 1) == "the image set 'I' has no image files (Assets.xcassets/I.imageset/Contents.json names none)")
    }

    @Test func errorsNameTheSetTheFileAndWhatIsWrong() {
        let catalog = Self.catalog([
            "Broken.colorset/Contents.json": "{ not json",
            "NoColors.colorset/Contents.json": #"{"info": {}}"#,
            "Bad.colorset/Contents.json": Self.colorSet([(nil, "srgb", #""red": "lots", "green": "0", "blue": "0""#)]),
            "Space.colorset/Contents.json": Self.colorSet([(nil, "cmyk", #""red": "1.0", "green": "0", "blue": "0""#)]),
            "System.colorset/Contents.json": #"{"colors": [{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}]}"#,
            "Scale.imageset/Contents.json": #"{"images": [{"filename": "a.png", "idiom": "universal", "scale": "4x"}]}"#,
            "Empty.colorset/Keep": "",
            "Avatar.imageset/Contents.json": #"{"images": []}"#,
            "Logo.imageset/Contents.json": #"{"images": []}"#,
            "Sym.symbolset/Contents.json": "{}",
        ])
        func message<T>(_ result: Result<T, AssetError>) -> String {
            if case .failure(let error) = result { return error.message }
            return "found"
        }
        #expect(message(catalog.color(named: "Broken")) == "the colour set 'Broken' cannot be read: Assets.xcassets/Broken.colorset/Contents.json is not valid JSON")
        #expect(message(catalog.color(named: "NoColors")) == "the colour set 'NoColors' cannot be read: Assets.xcassets/NoColors.colorset/Contents.json has no \"colors\" list")
        #expect(message(catalog.color(named: "Bad")) == "the colour set 'Bad' cannot be read: Assets.xcassets/Bad.colorset/Contents.json has a colour (number 1) whose component \"red\" is \"lots\", not a number such as \"0.500\", \"128\" or \"0x80\"")
        #expect(message(catalog.color(named: "Space")) == "the colour set 'Space' cannot be read: Assets.xcassets/Space.colorset/Contents.json has a colour (number 1) whose colour space is \"cmyk\"; Reel reads srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22 and extended-gray")
        #expect(message(catalog.color(named: "System")) == "the colour set 'System' cannot be read: Assets.xcassets/System.colorset/Contents.json refers to a system colour (systemBlueColor); Reel reads colours given by components: pick the colour's components in Xcode's colour panel")
        #expect(message(catalog.color(named: "Empty")) == "the colour set 'Empty' cannot be read: Assets.xcassets/Empty.colorset/Contents.json: no such file")
        #expect(message(catalog.imageSet(named: "Scale")) == "the image set 'Scale' cannot be read: Assets.xcassets/Scale.imageset/Contents.json gives the image \"a.png\" the scale \"4x\"; scales are \"1x\", \"2x\" and \"3x\"")
        #expect(message(catalog.imageSet(named: "Avatr")) == "no image named 'Avatr' in Assets.xcassets; did you mean 'Avatar'? (image sets: Avatar, Scale, Logo)")
        #expect(message(catalog.imageSet(named: "Sym")) == "'Sym' is a symbol set in Assets.xcassets, not an image set; Reel reads image sets and colour sets")
        #expect(message(catalog.color(named: "Brand")) == "no colour named 'Brand' in Assets.xcassets; did you mean 'Bad'? (colour sets: Bad, Broken, Space, Empty, System, NoColors)")
        #expect(message(AssetCatalog(root: "/none", reading: MemoryResources(files: [:])).color(named: "Brand"))
                == "no colour named 'Brand': the module (/none) has no asset catalog (an .xcassets folder)")
    }

    @Test func catalogsAreFoundUnderTheModuleRootWithinBounds() {
        let set = Self.colorSet([(nil, "srgb", #""red": "1.0", "green": "1.0", "blue": "1.0""#)])
        let catalog = AssetCatalog(root: "/m", reading: MemoryResources(files: [
            "/m/Assets.xcassets/A.colorset/Contents.json": set,
            "/m/Sources/Shared/More.xcassets/B.colorset/Contents.json": set,
            "/m/Sources/Shared/Deeper/Far.xcassets/C.colorset/Contents.json": set,
            "/m/.hidden/Hidden.xcassets/D.colorset/Contents.json": set,
            "/m/build/Built.xcassets/E.colorset/Contents.json": set,
            "/m/Z.xcassets/A.colorset/Contents.json": Self.colorSet([(nil, "srgb", #""red": "0.0", "green": "0.0", "blue": "0.0""#)]),
        ]))
        #expect(catalog.catalogs == ["Assets.xcassets", "Sources/Shared/More.xcassets", "Z.xcassets"])
        #expect(catalog.colorNames == ["A", "B"])
        // The first catalog in path order wins a name both have.
        #expect((try? catalog.color(named: "A").get())?.red == 1)
        #expect(catalog.shownCatalogs == "Assets.xcassets, Sources/Shared/More.xcassets and Z.xcassets")
    }
}
