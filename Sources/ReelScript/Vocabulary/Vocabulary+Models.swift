import Foundation
import Reel

extension Vocabulary {
    /// Model objects in the environment: `.environment(model)` for an `@Observable` class and
    /// `.environmentObject(store)` for an `ObservableObject`, read below by
    /// `@Environment(Model.self)` and `@EnvironmentObject`.
    mutating func registerModels() {
        modifier("environment(_object)") { v, i in try Vocabulary.environmentModel(v, &i, form: "environment(_:)") }
        modifier("environmentObject(_object)") { v, i in try Vocabulary.environmentModel(v, &i, form: "environmentObject(_:)") }
    }

    /// `view` with the object argument of `i` in its environment, under its class's name.
    private static func environmentModel(_ view: AnyView, _ i: inout Invocation, form: String) throws -> any View {
        guard let argument = i.argument("object") else { throw Mismatch(message: "missing the object", node: i.node) }
        guard case .instance(let instance) = argument.value.unwrapped, instance.object != nil else {
            throw i.interpreter.error(.badArguments, argument.node,
                                      "\(form) takes an object of a class of the file (a model), not \(argument.value.typeName)")
        }
        var model = instance
        model.isProjection = false
        let name = instance.type.name
        return view.environmentUpdate { $0.models[name] = Value.instance(model) }
    }
}
