/// The variables visible at a point of a scene file: a chain of blocks from the innermost out to
/// the file, and the instance `self` refers to.
package final class Scope {
    /// A local variable or constant.
    package struct Variable {
        /// Its value.
        package var value: Value
        /// Whether it was declared with `let`.
        package var isLet: Bool
    }

    /// The variables of this block.
    package var variables: [String: Variable] = [:]
    /// The enclosing block.
    package let parent: Scope?
    /// The instance of the method or property being evaluated, if any.
    package let owner: SelfBinding?
    /// The struct whose static members are in scope (inside its methods).
    package let ownerType: UserType?

    /// A block inside `parent`, with `owner` as `self`.
    package init(parent: Scope?, owner: SelfBinding? = nil, ownerType: UserType? = nil) {
        self.parent = parent
        self.owner = owner ?? parent?.owner
        self.ownerType = ownerType ?? owner?.instance.type ?? parent?.ownerType
    }

    /// The block holding `name`, innermost first.
    package func lookup(_ name: String) -> Scope? {
        var scope: Scope? = self
        while let current = scope {
            if current.variables[name] != nil { return current }
            scope = current.parent
        }
        return nil
    }

    /// Declares `name` in this block.
    package func declare(_ name: String, _ value: Value, isLet: Bool) {
        variables[name] = Variable(value: value, isLet: isLet)
    }
}
