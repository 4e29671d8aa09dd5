/// A value of one of the file's structs: its type and the values of its stored properties.
package struct Instance: CustomStringConvertible {
    /// The struct.
    package let type: UserTypeCode
    /// The stored properties, in declaration order (for an object of a class, each one's
    /// `ModelField`).
    package var fields: [Value]
    /// For an object of a class of the file: which one.
    package var object: ObjectIdentity? = nil
    /// Whether this is `$model` of a model property: its properties read as bindings.
    package var isProjection = false

    /// A printable form, as Swift prints a struct (an enum's case by its name, with its
    /// associated values as Swift prints them: `circle(radius: 2.0)`).
    package var description: String {
        // An object prints as Swift prints an instance of a class without a description: its type.
        if object != nil { return type.name }
        if let cases = type.cases, case .int(let index)? = fields.first, cases.indices.contains(index) {
            guard let parameters = cases[index].parameters else { return cases[index].name }
            let values = zip(parameters, fields.dropFirst()).map { ($0.label.map { $0 + ": " } ?? "") + $1.debugText }
            return cases[index].name + "(" + values.joined(separator: ", ") + ")"
        }
        return type.name + "(" + zip(type.stored, fields).map { property, value in
            "\(property.name): " + (property.declaredType.name == "Float" ? value.interpolatedAsFloat : value.debugText)
        }.joined(separator: ", ") + ")"
    }
}
