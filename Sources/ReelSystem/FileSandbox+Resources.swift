extension FileSandbox {
    /// The entries of the folder at `path` that may be read, sorted, each with whether it is a
    /// folder; entries that lead out of the sandbox are left out. Nil when the folder itself may
    /// not be listed.
    public func readableEntries(ofFolder path: String) -> [(name: String, isFolder: Bool)]? {
        guard let names = try? entries(ofFolder: path) else { return nil }
        return names.compactMap { name in
            guard case .success(let found) = resolve(path + "/" + name) else { return nil }
            return (name, FileSandbox.kind(found.status) == "a folder")
        }
    }

    /// The bytes of the file at `path` when it may be read and has at most `limit` of them;
    /// otherwise why not, as a sentence.
    public func contents(of path: String, limit: Int) -> Result<[UInt8], ContentsFailure> {
        do {
            let file = try open(path)
            guard file.byteCount <= limit else {
                return .failure(ContentsFailure(reason: "it is \(file.byteCount) bytes, more than the limit of \(limit)"))
            }
            guard let bytes = file.read(upTo: limit + 1), bytes.count <= limit else {
                return .failure(ContentsFailure(reason: "it cannot be read"))
            }
            return .success(bytes)
        } catch {
            return .failure(ContentsFailure(reason: error.description))
        }
    }

    /// Why `contents(of:limit:)` gave no bytes.
    public struct ContentsFailure: Error, Sendable {
        /// The reason, as a sentence.
        public var reason: String
    }
}
