import Foundation
import Reel

/// A view struct of a scene file: resolving it evaluates its `body` in the interpreter, as the
/// engine evaluates a compiled view's `body`.
struct UserView: View, PrimitiveView {
    /// The struct's value.
    let instance: Instance
    /// The interpreter that runs its code.
    let interpreter: Interpreter

    /// Never evaluated: the engine resolves the view through `makeNode`.
    var body: Never { fatalError("UserView is resolved by the engine") }

    func makeNode(in context: ResolveContext) -> ViewNode {
        guard instance.type.computed["body"] != nil else { return ViewNode(.group) }
        let position = instance.type.namePosition
        // Checked a little before the engine's own limit, which cannot name the file's view.
        let depthLimit = ResolveContext.maximumDepth * 9 / 10
        guard context.depth < depthLimit else {
            interpreter.report(interpreter.error(.limit, position,
                                                 "views are nested more than \(depthLimit) levels deep; does '\(instance.type.name)' contain itself without end?"),
                               at: position)
            return ViewNode(.group)
        }
        if context.bindState(instance.stateBoxes, type: ObjectIdentifier(instance.type)), interpreter.objectHeap != nil {
            interpreter.renewObjects(ownedBy: instance)
        }
        if let missing = instance.missingModel(in: context.environment) {
            interpreter.report(interpreter.error(.badArguments, missing.position, missing.message), at: missing.position)
            return ViewNode(.group)
        }
        let view = UserView(instance: instance.readingEnvironment(context.environment), interpreter: interpreter)
        if instance.type.animatableData != nil {
            return view.animatableNode(in: context)
        }
        return view.bodyNode(in: context)
    }

    /// The node of the view's body.
    private func bodyNode(in context: ResolveContext) -> ViewNode {
        guard let body = instance.type.computed["body"] else { return ViewNode(.group) }
        let position = instance.type.namePosition
        // Objects the body makes are named in this view's scope (`ObjectIdentity`).
        return interpreter.inObjectScope(context.objectScopeKey(of: instance.type)) {
            do {
                let value = try interpreter.evaluateComputedFromLibrary(body, owner: SelfBinding(instance), at: position)
                return context.resolve(try interpreter.view(value, at: position))
            } catch {
                interpreter.report(error, at: position)
                return ViewNode(.group)
            }
        }
    }

    /// A view that declares `animatableData` is animatable, as a compiled `Animatable` view is:
    /// its body inside a node that keeps the data and rebuilds the body with the view's data set
    /// to each interpolated value (through its setter).
    private func animatableNode(in context: ResolveContext) -> ViewNode {
        let instance = self.instance, interpreter = self.interpreter
        let rebuild = { (data: _AnyAnimatableData) -> ViewNode in
            var copy = instance
            interpreter.setAnimatableData(data, of: &copy)
            return UserView(instance: copy, interpreter: interpreter).bodyNode(in: context)
        }
        let node = AnimatableModifierNode(type: ObjectIdentifier(instance.type), data: interpreter.animatableData(of: instance),
                                          name: instance.type.name, rebuild: rebuild)
        return ViewNode(modifier: .animatableModifier(node), content: bodyNode(in: context))
    }
}

extension Instance {
    /// The storage of the struct's `@State` properties, in declaration order.
    var stateBoxes: [AnyStateBox] {
        zip(type.stored, fields).compactMap { stored, field in stored.isState ? field.native(as: State<Value>.self)?.stateBox : nil }
    }

    /// The value with its `@Environment` properties set from `environment`, as the engine sets a
    /// compiled view's before evaluating its body.
    func readingEnvironment(_ environment: EnvironmentValues) -> Instance {
        guard type.readsEnvironment else { return self }
        var copy = self
        for (index, stored) in type.stored.enumerated() {
            if let name = stored.environmentModelName {
                copy.fields[index] = environment.models[name] as? Value ?? .optional(nil)
                continue
            }
            if let key = stored.environmentKey, let entry = EnvironmentKeys.entries[key] { copy.fields[index] = entry.read(environment) }
        }
        return copy
    }
}

/// A shape struct of a scene file: `path(in:)` runs in the interpreter, and its `animatableData`
/// property (when it has one) is read and set through the interpreter, holding the same Swift
/// vector type a compiled shape would (`Double`, `AnimatablePair`), so it animates identically.
struct UserShape: Shape {
    /// The struct's value.
    var instance: Instance
    /// The interpreter that runs its code.
    let interpreter: Interpreter

    /// The shape's `animatableData`, boxed; the zero of every type when it declares none.
    var animatableData: _AnyAnimatableData {
        get { interpreter.animatableData(of: instance) }
        set { interpreter.setAnimatableData(newValue, of: &instance) }
    }

    func path(in rect: CGRect) -> Path {
        guard let code = instance.type.methods["path"] else { return Path() }
        return interpreter.runFromLibrary(code, owner: instance, [("in", .native(rect))]) { value, _ in
            guard let path = value.native(as: Path.self) else {
                throw interpreter.error(.badArguments, code.position, "path(in:) must return a Path, not \(value.typeName)")
            }
            return path
        } ?? Path()
    }
}

/// A view modifier struct of a scene file: `body(content:)` runs in the interpreter with the
/// modified view as `content`; its `animatableData`, when declared, animates as a compiled
/// animatable modifier's does.
struct UserModifier: ViewModifier, Animatable {
    /// The struct's value.
    var instance: Instance
    /// The interpreter that runs its code.
    let interpreter: Interpreter

    /// The modifier's `animatableData`, boxed; the zero of every type when it declares none.
    var animatableData: _AnyAnimatableData {
        get { interpreter.animatableData(of: instance) }
        set { interpreter.setAnimatableData(newValue, of: &instance) }
    }

    func body(content: Content) -> some View {
        UserModifierBody(instance: instance, interpreter: interpreter, content: content)
    }
}

/// The body of a `UserModifier`, evaluated when the engine resolves it.
struct UserModifierBody: View, PrimitiveView {
    let instance: Instance
    let interpreter: Interpreter
    let content: _ViewModifier_Content

    var body: Never { fatalError("UserModifierBody is resolved by the engine") }

    func makeNode(in context: ResolveContext) -> ViewNode {
        guard let code = instance.type.methods["body"] else { return ViewNode(.group) }
        context.bindState(instance.stateBoxes, type: ObjectIdentifier(instance.type))
        if let missing = instance.missingModel(in: context.environment) {
            interpreter.report(interpreter.error(.badArguments, missing.position, missing.message), at: missing.position)
            return ViewNode(.group)
        }
        return interpreter.inObjectScope(context.objectScopeKey(of: instance.type)) {
            do {
                let view = try interpreter.buildModifierBody(code, content: content, owner: SelfBinding(instance.readingEnvironment(context.environment)))
                return context.resolve(view)
            } catch {
                interpreter.report(error, at: code.position)
                return ViewNode(.group)
            }
        }
    }
}

extension Instance {
    /// The first model the view reads from the environment that no view around it put there,
    /// with the message SwiftUI's runtime error gives in words of the file.
    func missingModel(in environment: EnvironmentValues) -> (message: String, position: ScriptPosition)? {
        guard type.readsEnvironment else { return nil }
        for stored in type.stored {
            guard let name = stored.environmentModelName, environment.models[name] == nil else { continue }
            let modifier = stored.environmentKey?.hasPrefix("object:") == true ? "environmentObject" : "environment"
            let variable = name.prefix(1).lowercased() + name.dropFirst()
            return ("no '\(name)' in the environment of '\(type.name)': a view around it must give one with '.\(modifier)(\(variable))', as SwiftUI requires",
                    stored.position)
        }
        return nil
    }
}

extension UserTypeCode.StoredProperty {
    /// The class a model property reads from the environment (`@Environment(Model.self)`,
    /// `@EnvironmentObject var store: Store`), if it reads one.
    var environmentModelName: String? {
        guard let key = environmentKey, let colon = key.firstIndex(of: ":") else { return nil }
        return String(key[key.index(after: colon)...])
    }
}

extension ResolveContext {
    /// The scope in which the body of a view of `type` resolved here names the objects and
    /// identifiers it makes: the view's identity (its path and depth) and type, digested the same
    /// way in every process (`stablePath`), so a `UUID()` made there prints the same on every run.
    func objectScopeKey(of type: UserTypeCode) -> Int {
        let digest = Mixing.mix(stablePath ^ Mixing.mix(UInt64(bitPattern: Int64(depth)) ^ Mixing.stableHash(type.name)))
        return Int(bitPattern: UInt(digest))
    }
}
