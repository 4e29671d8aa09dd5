import Foundation
import Reel
import SwiftSyntax

extension Vocabulary {
    /// Animations, timing curves and step positions, taken from `AnimationLibrary`'s tables (the
    /// same tables `reel curve` reads), so both places accept exactly the same forms.
    mutating func registerAnimations() {
        for (name, make) in AnimationLibrary.constructors.properties {
            type("Animation") { $0.staticProperties[name] = { _ in .native(make(())) } }
        }
        for (_, forms) in AnimationLibrary.constructors.signatures {
            for form in forms {
                let signature = Vocabulary.bridge(form) { invocation, arguments in
                    .native(try form.build((), arguments))
                }
                type("Animation") { $0.staticMethods[form.name, default: []].append(signature) }
            }
        }
        for (_, forms) in AnimationLibrary.modifiers.signatures {
            for form in forms {
                var signature = Vocabulary.bridge(form) { invocation, arguments in
                    .native(try form.build(try invocation.receiver(as: Animation.self), arguments))
                }
                // The receiver is checked before the arguments, so that another type's method of
                // the same name (an emitter's `speed`) is tried when the receiver is not an
                // animation, instead of this form reporting its argument.
                let build = signature.build
                signature.build = { invocation in
                    _ = try invocation.receiver(as: Animation.self)
                    return try build(&invocation)
                }
                methods[form.name, default: []].append(signature)
            }
        }
        for (name, make) in AnimationLibrary.modifiers.properties {
            properties[name, default: []].append(Property(get: { value, _ in
                guard case .native(let animation as Animation) = value else { return nil }
                return .native(make(animation))
            }, set: nil))
        }
        for scriptType in [ScriptType.unitCurve, .stepPosition] {
            for (name, value) in scriptType.members {
                let native: Any
                switch value {
                case .unitCurve(let curve): native = curve
                case .stepPosition(let position): native = position
                default: continue
                }
                type(scriptType.description) { $0.staticProperties[name] = { _ in .native(native) } }
            }
        }
    }

    /// A `Signature` for a form of an `AnimationLibrary` table: arguments are converted to the
    /// table's parameter types, and its range errors point at the argument.
    static func bridge<R>(_ form: CallSignature<R, Animation>,
                          _ build: @escaping (inout Invocation, ScriptArguments) throws -> Value) -> Signature {
        let text = form.name + "(" + form.parameters.map { parameter in
            (parameter.label.map { $0 + ":" } ?? "_" + parameter.name) + (parameter.defaultValue == nil ? "" : "?")
        }.joined(separator: " ") + ")"
        return Signature(text) { invocation in
            var values: [String: ScriptValue] = [:]
            for parameter in form.parameters {
                let key = parameter.label ?? parameter.name
                guard let argument = invocation.argument(key) else {
                    values[parameter.name] = parameter.defaultValue
                    continue
                }
                switch parameter.type {
                case .double:
                    let value = try invocation.get(key, as: Double.self)
                    guard value.isFinite else {
                        throw invocation.interpreter.error(.invalidValue, argument.node, "\(parameter.label ?? parameter.name) must be a finite number")
                    }
                    values[parameter.name] = .number(value)
                case .int: values[parameter.name] = .integer(try invocation.get(key, as: Int.self))
                case .bool: values[parameter.name] = .bool(try invocation.get(key, as: Bool.self))
                case .unitCurve: values[parameter.name] = .unitCurve(try invocation.get(key, as: UnitCurve.self))
                case .stepPosition: values[parameter.name] = .stepPosition(try invocation.get(key, as: StepPosition.self))
                }
            }
            if form.name == "timingCurve" { warnAboutClampedControlPoints(invocation, values) }
            do {
                return try build(&invocation, ScriptArguments(values: values))
            } catch let error as AnimationError {
                let parameter = form.parameters.first { $0.name == error.parameter || $0.label == error.parameter }
                let node = parameter.flatMap { invocation.argument($0.label ?? $0.name) }.map { Syntax($0.node) } ?? invocation.node
                throw invocation.interpreter.error(.invalidValue, node, "\(error.parameter) \(error.message)")
            }
        }
    }

    /// A timing curve's x control points outside 0...1 are clamped into it, as SwiftUI does; the
    /// scene file gets a warning at the argument.
    private static func warnAboutClampedControlPoints(_ invocation: Invocation, _ values: [String: ScriptValue]) {
        for name in ["c0x", "c1x"] {
            guard case .number(let x)? = values[name], !(0...1).contains(x), let argument = invocation.argument(name) else { continue }
            invocation.interpreter.warn("\(name) \(AnimationError.format(x)) lies outside 0...1; it is clamped to \(AnimationError.format(min(max(x, 0), 1))), as SwiftUI clamps timing curves",
                                        at: argument.node)
        }
    }
}
