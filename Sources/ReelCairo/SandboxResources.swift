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
        guard let names = try? sandbox.entries(ofFolder: path) else { return nil }
        return names.compactMap { name in
            guard case .success(let found) = sandbox.resolve(path + "/" + name) else { return nil }
            return ResourceEntry(name: name, isFolder: FileSandbox.kind(found.status) == "a folder")
        }
    }

    func contents(of path: String, limit: Int) -> Result<[UInt8], ResourceReadFailure> {
        do {
            let file = try sandbox.open(path)
            guard file.byteCount <= limit else {
                return .failure(ResourceReadFailure(reason: "it is \(file.byteCount) bytes, more than the limit of \(limit)"))
            }
            guard let bytes = file.read(upTo: limit + 1), bytes.count <= limit else {
                return .failure(ResourceReadFailure(reason: "it cannot be read"))
            }
            return .success(bytes)
        } catch {
            return .failure(ResourceReadFailure(reason: error.description))
        }
    }
}
