import Reel

/// One step of a memberwise initialiser: where the value of the next stored property comes from.
package enum MemberwiseStep {
    /// `@Namespace`: the identity of its declaration.
    case namespace(line: Int, column: Int)
    /// The argument at `index`, for property `property`.
    case argument(Int, property: Int)
    /// The property's initial value.
    case initializer(property: Int)
    /// `@Environment(\.key)`: the default environment's value until the engine resolves the view.
    case environment(String)
    /// The labels do not fit: the error.
    case failure(ScriptError.Kind, String, ScriptPosition)

    /// The steps of `type`'s memberwise initialiser for a call of `shape`.
    static func steps(for type: UserTypeCode, _ shape: CallShape) -> [MemberwiseStep] {
        var steps: [MemberwiseStep] = []
        var index = 0
        let arguments = shape.arguments
        for (number, property) in type.stored.enumerated() {
            if let position = type.namespaces[property.name] {
                steps.append(.namespace(line: position.line, column: position.column))
                continue
            }
            if let key = property.environmentKey {
                steps.append(.environment(key))
                continue
            }
            let canTake = !(property.isLet && property.initializerCode != nil)
            // A trailing closure skips the properties with defaults that take no closure, as
            // Swift's forward scan matches it (`Card(title: "x") { … }` after `var color = .blue`).
            let takesTrailingClosure = property.initializerCode == nil || property.takesClosure
            if canTake, index < arguments.count,
               arguments[index].label == property.name
                || (arguments[index].isTrailingClosure && index == arguments.count - 1 && takesTrailingClosure) {
                steps.append(.argument(index, property: number))
                index += 1
            } else if property.initializerCode != nil {
                steps.append(.initializer(property: number))
            } else {
                if index < arguments.count {
                    let given = arguments[index].label.map { "'\($0):'" } ?? "an unlabelled argument"
                    steps.append(.failure(.badArguments, "'\(type.name)' expects '\(property.name):' here, not \(given) (its properties in order: \(type.stored.map { $0.name + ":" }.joined(separator: " ")))",
                                          arguments[index].position))
                } else {
                    steps.append(.failure(.badArguments, "missing argument '\(property.name):' in call to '\(type.name)'", shape.position))
                }
                return steps
            }
        }
        if index < arguments.count {
            let label = arguments[index].label ?? "_"
            var message = "'\(type.name)' has no property '\(label)' to initialise here"
            if let suggestion = Suggestion.closest(to: label, in: type.stored.map(\.name)) { message += "; did you mean '\(suggestion):'?" }
            steps.append(.failure(.badArguments, message, arguments[index].position))
        }
        return steps
    }
}
