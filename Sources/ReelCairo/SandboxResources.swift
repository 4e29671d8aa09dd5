import Foundation
import Reel
import ReelSystem

/// A module's resource files read through a `FileSandbox`: what the renderer gives the engine to
/// read asset catalogs with (`ResourceReading`), so nothing outside the folders the scene may
/// read is listed or opened.
struct SandboxResources: ResourceReading {
    /// Where files may be read.
    let sandbox: FileSandbox

    func entries(ofFolder path: String) -> [ResourceEntry]? {
        sandbox.readableEntries(ofFolder: path)?.map { ResourceEntry(name: $0.name, isFolder: $0.isFolder) }
    }

    func contents(of path: String, limit: Int) -> Result<[UInt8], ResourceReadFailure> {
        sandbox.contents(of: path, limit: limit).mapError { ResourceReadFailure(reason: $0.reason) }
    }
}
