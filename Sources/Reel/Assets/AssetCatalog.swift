import Foundation

/// The asset catalogs of a module: every `.xcassets` folder under the module root (found by
/// `ResourceScan`), read as Xcode reads them, with their image sets and colour sets by name.
///
/// Inside a catalog, sets are found at any depth of folders (at most `maximumFolderDepth`). A
/// folder's sets are named with the folder's name in front (`Icons/star`) when the folder's
/// `Contents.json` says `"provides-namespace": true` (Xcode's "Provides Namespace"), and by their
/// own names otherwise. When two sets have the same name, the first in path order is used. A set
/// whose `Contents.json` is missing or malformed is an error where its name is used, not before.
///
/// `Image("name")` and `Color("name")` look names up here: a scene file when the call is
/// evaluated (a missing name is a positioned error listing the names the catalogs have); a
/// compiled scene when the renderer draws it (the renderer makes the catalog of its resource
/// root `current` while it evaluates frames).
public struct AssetCatalog: Sendable {
    /// The most folders nested inside a catalog that are searched for sets.
    public static let maximumFolderDepth = 8
    /// The most sets read from a module's catalogs.
    public static let maximumSets = 10_000

    /// The catalogs' folders relative to the module root, in path order (`Assets.xcassets`).
    public private(set) var catalogs: [String] = []
    /// The module root the catalogs were found under.
    public private(set) var root: String = ""
    /// The image sets by name: each set, or why it cannot be read.
    private var images: [String: Result<ImageSet, AssetError>] = [:]
    /// The colour sets by name: each set, or why it cannot be read.
    private var colors: [String: Result<ColorSet, AssetError>] = [:]
    /// The names of sets of kinds Reel does not draw (symbol sets, data sets), with their kind.
    private var otherSets: [String: String] = [:]

    /// No catalogs.
    public static let empty = AssetCatalog()

    private init() {}

    /// The catalogs under the module `root` (an absolute real path), read through `reading`.
    public init(root: String, reading: any ResourceReading) {
        self.root = root
        let scan = ResourceScan(root: root, reading: reading)
        let found = scan.find { $0.isFolder && $0.name.lowercased().hasSuffix(".xcassets") }
        catalogs = found.map(scan.relative)
        var budget = Self.maximumSets
        for catalog in found {
            read(folder: catalog, prefix: "", depth: 0, scan: scan, budget: &budget)
        }
    }

    /// The catalog made `current` while a compiled scene's frames are evaluated, for
    /// `Color(_:bundle:)` and `Image(_:bundle:)`; nil outside a renderer.
    @TaskLocal public static var current: AssetCatalog?

    /// Whether the module has no catalog.
    public var isEmpty: Bool { catalogs.isEmpty }
    /// The names of the image sets, sorted.
    public var imageNames: [String] { images.keys.sorted() }
    /// The names of the colour sets, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Whether an image set of this name exists (readable or not).
    public func hasImage(named name: String) -> Bool { images[name] != nil }

    /// The image set `name`, or why there is none.
    public func imageSet(named name: String) -> Result<ImageSet, AssetError> {
        if let found = images[name] { return found }
        return .failure(missing("image", name, names: imageNames))
    }

    /// The colour set `name`, or why there is none.
    public func colorSet(named name: String) -> Result<ColorSet, AssetError> {
        if let found = colors[name] { return found }
        return .failure(missing("colour", name, names: colorNames))
    }

    /// The colour of the colour set `name` (dynamic when it has a dark appearance), or why there
    /// is none.
    public func color(named name: String) -> Result<Color, AssetError> {
        colorSet(named: name).map(\.color)
    }

    /// The error for a missing `kind` named `name`.
    private func missing(_ kind: String, _ name: String, names: [String]) -> AssetError {
        if let other = otherSets[name] {
            return AssetError(message: "'\(name)' is a \(other) in \(shownCatalogs), not a\(kind == "image" ? "n" : "") \(kind) set; Reel reads image sets and colour sets", isMissing: true)
        }
        if catalogs.isEmpty {
            return AssetError(message: "no \(kind) named '\(name)': the module (\(root)) has no asset catalog (an .xcassets folder)", isMissing: true)
        }
        return AssetError.missing(kind, name, catalogs: shownCatalogs, names: names)
    }

    /// The catalogs as messages name them: `Assets.xcassets`, `A.xcassets and B.xcassets`.
    public var shownCatalogs: String {
        switch catalogs.count {
        case 0: return "no asset catalog"
        case 1: return catalogs[0]
        default: return catalogs.dropLast().joined(separator: ", ") + " and " + catalogs.last!
        }
    }

    // MARK: Reading

    /// Reads the sets in `folder` (a catalog or a folder inside one), naming them `prefix` + name.
    private mutating func read(folder: String, prefix: String, depth: Int, scan: ResourceScan, budget: inout Int) {
        guard let entries = scan.reading.entries(ofFolder: folder) else { return }
        for entry in entries where entry.isFolder && !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            let base = (entry.name as NSString).deletingPathExtension
            let kind = (entry.name as NSString).pathExtension.lowercased()
            let name = prefix + base
            switch kind {
            case "imageset", "colorset":
                guard budget > 0 else { return }
                budget -= 1
                let shown = scan.relative(path)
                let contents = scan.reading.contents(of: path + "/Contents.json", limit: AssetJSON.maximumBytes)
                if kind == "imageset" {
                    guard images[name] == nil else { continue }
                    images[name] = contents.mapError { AssetError(message: "the image set '\(name)' cannot be read: \(shown)/Contents.json: \($0.reason)") }
                        .flatMap { data in Result { () throws(AssetError) in try ImageSet(name: name, folder: path, shownFolder: shown, contents: data) } }
                } else {
                    guard colors[name] == nil else { continue }
                    colors[name] = contents.mapError { AssetError(message: "the colour set '\(name)' cannot be read: \(shown)/Contents.json: \($0.reason)") }
                        .flatMap { data in Result { () throws(AssetError) in try ColorSet(name: name, contents: data, file: shown + "/Contents.json") } }
                }
            case "symbolset": otherSets[name] = otherSets[name] ?? "symbol set"
            case "dataset": otherSets[name] = otherSets[name] ?? "data set"
            case "appiconset", "launchimage", "imagestack", "brandassets", "textureset", "cubetextureset",
                 "arresourcegroup", "complicationset", "iconset", "mipmapset", "sticker", "stickerpack", "stickersequence":
                continue
            default:
                guard depth < Self.maximumFolderDepth else { continue }
                let group = scan.reading.contents(of: path + "/Contents.json", limit: AssetJSON.maximumBytes)
                var namespaced = false
                if case .success(let data) = group, let json = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
                   let properties = json["properties"] as? [String: Any] {
                    namespaced = (properties["provides-namespace"] as? Bool) == true
                        || (properties["provides-namespace"] as? NSNumber)?.boolValue == true
                }
                read(folder: path, prefix: namespaced ? name + "/" : prefix, depth: depth + 1, scan: scan, budget: &budget)
            }
        }
    }
}
