import Foundation
import Reel
import SwiftSyntax

extension Interpreter {
    /// `value` as the Swift type `T`, converting as Swift's type checker would: integers to
    /// floating point, structs of the file to views, shapes and modifiers, and members written
    /// with a leading dot to the static member of `T` they name. A value of another type is a
    /// `Mismatch`.
    package func convert<T>(_ value: Value, to type: T.Type, at node: some SyntaxProtocol) throws -> T {
        switch value {
        case .double(let v):
            if let result = v as? T { return result }
            if let result = CGFloat(v) as? T { return result }
            if let result = Float(v) as? T { return result }
        case .int(let v):
            if let result = v as? T { return result }
            if let result = Double(v) as? T { return result }
            if let result = CGFloat(Double(v)) as? T { return result }
        case .bool(let v):
            if let result = v as? T { return result }
        case .string(let v):
            if let result = v as? T { return result }
        case .native(let native):
            if let result = native as? T { return result }
        case .instance(let instance):
            switch instance.type.conformance {
            case .view:
                if let result = UserView(instance: instance, interpreter: self) as? T { return result }
            case .shape:
                if let result = UserShape(instance: instance, interpreter: self) as? T { return result }
            case .modifier:
                if let result = UserModifier(instance: instance, interpreter: self) as? T { return result }
            default: break
            }
        case .member(let member):
            let key = Interpreter.typeKey(T.self)
            let resolved: Value
            do {
                resolved = try vocabulary.staticMember(member.name, ofType: key, call: member.call, interpreter: self, at: member.node)
            } catch let failure as ScriptError where failure.kind == .unknownName {
                throw Mismatch(message: failure.message, node: member.node, isComplete: true)
            }
            return try convert(resolved, to: T.self, at: node)
        case .optional(let wrapped?):
            return try convert(wrapped, to: T.self, at: node)
        case .optional(nil):
            if let result = Optional<Any>.none as? T { return result }
        case .array(let items):
            if let result = items as? T { return result }
            if T.self == [Double].self, let result = try items.map({ try convert($0, to: Double.self, at: node) }) as? T { return result }
            if T.self == [CGFloat].self, let result = try items.map({ try convert($0, to: CGFloat.self, at: node) }) as? T { return result }
            if T.self == [Color].self, let result = try items.map({ try convert($0, to: Color.self, at: node) }) as? T { return result }
            if T.self == Edge.Set.self {
                // An option-set literal: `[.top, .leading]`.
                let set = try items.reduce(into: Edge.Set()) { $0.formUnion(try convert($1, to: Edge.Set.self, at: node)) }
                if let result = set as? T { return result }
            }
        case .function(let function):
            if let result = function as? T { return result }
        default:
            break
        }
        if T.self == Value.self { return value as! T }
        throw Mismatch(message: "\(Vocabulary.displayName(Interpreter.typeKey(T.self))), got \(value.typeName)", node: Syntax(node))
    }

    /// The name implicit members of `T` are registered under: `Color`, `Angle`, `any ShapeStyle`.
    static func typeKey(_ type: Any.Type) -> String {
        var name = String(reflecting: type)
        // The standard library's `replacing`, not Foundation's (which bridges through NSString and
        // showed in profiles of scene loading).
        for module in ["Swift.", "Reel.", "Foundation.", "CoreFoundation.", "ReelScript."] where name.contains(module) {
            name = name.replacing(module, with: "")
        }
        if name.hasPrefix("Optional<") { name = String(name.dropFirst(9).dropLast()) }
        if name == "CGFloat" { return "Double" }
        return name
    }
}
