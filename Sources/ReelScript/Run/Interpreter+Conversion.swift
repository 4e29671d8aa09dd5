import Foundation
import Reel

extension Interpreter {
    /// `value` as the Swift type `T`, converting as Swift's type checker would: integers to
    /// floating point, structs of the file to views, shapes and modifiers, and members written
    /// with a leading dot to the static member of `T` they name. A value of another type is a
    /// `Mismatch`.
    package func convert<T>(_ value: Value, to type: T.Type, at position: ScriptPosition) throws -> T {
        switch value {
        case .double(let v):
            if T.self == Double.self { return v as! T }
            if T.self == CGFloat.self { return CGFloat(v) as! T }
            if let result = v as? T { return result }
            if let result = CGFloat(v) as? T { return result }
            if let result = Float(v) as? T { return result }
        case .int(let v):
            if T.self == Int.self { return v as! T }
            if T.self == Double.self { return Double(v) as! T }
            if T.self == CGFloat.self { return CGFloat(Double(v)) as! T }
            if let result = v as? T { return result }
            if let result = Double(v) as? T { return result }
            if let result = CGFloat(Double(v)) as? T { return result }
        case .bool(let v):
            if let result = v as? T { return result }
        case .string(let v):
            if let result = v as? T { return result }
        case .object(let box):
            if let result = box.value(as: T.self) { return result }
        case .point(let point):
            if T.self == CGPoint.self { return point as! T }
            if let result = point as? T { return result }
        case .instance(let instance):
            switch instance.type.conformance {
            case .view:
                if let result = UserView(instance: instance, interpreter: self) as? T { return result }
            case .shape:
                if let result = fileShape(instance) as? T { return result }
            case .modifier:
                if let result = UserModifier(instance: instance, interpreter: self) as? T { return result }
            case .geometryEffect:
                if let result = UserGeometryEffect(instance: instance, interpreter: self) as? T { return result }
            case .layout:
                if let result = UserLayout(instance: instance, interpreter: self) as? T { return result }
            default: break
            }
        case .member(let member):
            if let table = member.table, let entry = table.entry(number: typeNumber(T.self)) {
                return try convert(try vocabulary.member(member, entry, ofType: entry.type, interpreter: self), to: T.self, at: position)
            }
            let key = typeKey(T.self)
            // A member `T` does not have is a mismatch (another form may take it); errors resolving
            // one it has (its arguments) are errors.
            guard vocabulary.hasMember(member, ofType: key) else {
                // `.none` is `Optional.none` where an optional is expected (`transaction.animation = .none`).
                if member.name == "none", member.call == nil, let result = Optional<Any>.none as? T { return result }
                throw Mismatch(message: self.vocabulary.unknownStaticMemberMessage(member.name, ofType: key), node: member.node,
                               isComplete: true, kind: .unknownName)
            }
            let resolved = try vocabulary.member(member, ofType: key, interpreter: self)
            return try convert(resolved, to: T.self, at: position)
        case .optional(let wrapped?):
            return try convert(wrapped, to: T.self, at: position)
        case .optional(nil):
            if let result = Optional<Any>.none as? T { return result }
        case .array(let items):
            if let result = items as? T { return result }
            if T.self == [Double].self, let result = try items.map({ try convert($0, to: Double.self, at: position) }) as? T { return result }
            if T.self == [CGFloat].self, let result = try items.map({ try convert($0, to: CGFloat.self, at: position) }) as? T { return result }
            if T.self == [Color].self, let result = try items.map({ try convert($0, to: Color.self, at: position) }) as? T { return result }
            if T.self == Edge.Set.self {
                // An option-set literal: `[.top, .leading]`.
                let set = try items.reduce(into: Edge.Set()) { $0.formUnion(try convert($1, to: Edge.Set.self, at: position)) }
                if let result = set as? T { return result }
            }
        case .function(let function):
            if let result = function as? T { return result }
        case .box(let box):
            return try convert(box.value, to: T.self, at: position)
        default:
            break
        }
        if T.self == Value.self { return value as! T }
        throw Mismatch(message: "\(Vocabulary.displayName(TypeKeys.key(T.self))), got \(value.typeName)", node: position)
    }
}
