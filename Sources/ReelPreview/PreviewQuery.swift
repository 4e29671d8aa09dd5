import Foundation

/// The parameters of a request's query, read as browsers write them
/// (`application/x-www-form-urlencoded`): `+` is a space, `%XX` an escaped byte, a name given twice
/// counts once (the first time), and a pair that does not decode is left out.
package enum PreviewQuery {
    /// The parameters of `raw`, the query after `?` as it came (nil or empty: none).
    package static func parameters(_ raw: String?) -> [String: String] {
        var parameters: [String: String] = [:]
        for pair in (raw ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), !name.isEmpty,
                  let value = decode(parts.count > 1 ? parts[1] : ""), parameters[name] == nil else { continue }
            parameters[name] = value
        }
        return parameters
    }

    /// One name or value: `+` becomes a space before the escapes are decoded, so `%2B` stays `+`.
    private static func decode(_ text: Substring) -> String? {
        String(text).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
