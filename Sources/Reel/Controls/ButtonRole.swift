import Foundation

/// What a button does, as SwiftUI's `ButtonRole`: a destructive button is drawn in red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// The button deletes or removes something: drawn in the system red.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels what is being done.
    public static let cancel = ButtonRole(name: "cancel")
}
