import Foundation

/// How the engine reads the files of a module's resources (its asset catalogs) without knowing
/// the platform: the renderer and the scene-file interpreter implement it with the file sandbox,
/// so nothing outside the folders a scene may read is ever listed or opened.
public protocol ResourceReading: Sendable {
    /// The entries of the folder at the absolute `path`, sorted by name (the same order on every
    /// machine); nil when it is not a folder that may be read. Entries that lead outside the
    /// folders that may be read (a symbolic link out) are left out.
    func entries(ofFolder path: String) -> [ResourceEntry]?
    /// The bytes of the regular file at the absolute `path`, if it has at most `limit` of them.
    func contents(of path: String, limit: Int) -> Result<[UInt8], ResourceReadFailure>
}

/// An entry of a folder of resources.
public struct ResourceEntry: Hashable, Sendable {
    /// The entry's name in its folder.
    public var name: String
    /// Whether it is a folder (after following a symbolic link that stays inside).
    public var isFolder: Bool

    /// An entry.
    public init(name: String, isFolder: Bool) {
        self.name = name
        self.isFolder = isFolder
    }
}

/// Why a resource file could not be read: `reason` in words (`no such file`, `it is 3000000
/// bytes, more than the limit of 1048576`).
public struct ResourceReadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, in words.
    public var reason: String
    /// A failure for `reason`.
    public init(reason: String) { self.reason = reason }
    /// The reason.
    public var description: String { reason }
}
