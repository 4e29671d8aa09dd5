/// A case of an enum of the file as a static member (without holding the enum strongly, which
/// holds its static members).
package final class EnumCaseReference {
    /// The enum.
    package unowned let type: UserTypeCode
    /// The case's index; nil for `allCases`.
    package let index: Int?

    init(type: UserTypeCode, index: Int?) {
        self.type = type
        self.index = index
    }

    /// The case's value, or the array of every case.
    package var value: Value {
        if let index { return type.caseValue(index) }
        return .array((type.cases ?? []).indices.map(type.caseValue))
    }
}
