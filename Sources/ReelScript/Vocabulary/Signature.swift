/// One form of a library callable as Swift declares it: its name and parameters (label, whether it
/// may be left out, whether it takes a closure), and what calling it builds.
///
/// Parameters are written as Swift's documentation writes them, with marks for defaults and
/// closures: `"frame(width:? height:? alignment:?)"`, `"rotationEffect(_angle anchor:?)"`,
/// `"ZStack(alignment:? content:{})"`. `label:` is required, `label:?` has a default, `_name` is
/// unlabelled (named `name` for the builder), `{}` marks a closure that a trailing closure may
/// supply.
package final class Signature {
    /// One parameter.
    package struct Parameter {
        /// The argument label, nil for `_`.
        package var label: String?
        /// The name the builder reads the argument by.
        package var name: String
        /// Whether the argument may be left out.
        package var hasDefault: Bool
        /// Whether the parameter takes a closure (a trailing closure may supply it).
        package var isClosure: Bool
    }

    /// The name called.
    package let name: String
    /// The parameters in order.
    package let parameters: [Parameter]
    /// The parameters' names, in order (what builders read arguments by), in storage that does not
    /// move, so an invocation reads them without holding the form.
    let names: UnsafeMutablePointer<String>
    /// Whether the method changes its receiver (`mutating`): the result is written back to it.
    package let isMutating: Bool
    /// Whether the form is a view modifier (its receiver is any view).
    package let isViewModifier: Bool
    /// Builds the result from the bound arguments.
    package let build: (inout Invocation) throws -> Value

    /// A form parsed from `text`.
    package init(_ text: String, mutating: Bool = false, viewModifier: Bool = false, build: @escaping (inout Invocation) throws -> Value) {
        let open = text.firstIndex(of: "(") ?? text.endIndex
        name = String(text[..<open])
        var parameters: [Parameter] = []
        if open < text.endIndex {
            let inner = text[text.index(after: open)..<(text.lastIndex(of: ")") ?? text.endIndex)]
            for word in inner.split(separator: " ") {
                var token = String(word)
                let isClosure = token.hasSuffix("{}")
                if isClosure { token.removeLast(2) }
                let hasDefault = token.hasSuffix("?")
                if hasDefault { token.removeLast() }
                if token.hasPrefix("_") {
                    let name = String(token.dropFirst())
                    parameters.append(Parameter(label: nil, name: name.isEmpty ? "value" : name, hasDefault: hasDefault, isClosure: isClosure))
                } else {
                    let label = token.hasSuffix(":") ? String(token.dropLast()) : token
                    parameters.append(Parameter(label: label, name: label, hasDefault: hasDefault, isClosure: isClosure))
                }
            }
        }
        self.parameters = parameters
        names = .allocate(capacity: max(parameters.count, 1))
        names.initialize(from: parameters.map(\.name), count: parameters.count)
        self.isMutating = mutating
        self.isViewModifier = viewModifier
        self.build = build
    }

    deinit {
        names.deinitialize(count: parameters.count)
        names.deallocate()
    }

    /// The index of the parameter `name`.
    func index(of name: String) -> Int {
        guard let index = Signature.index(of: name, in: names, count: parameters.count) else {
            preconditionFailure("the form \(displayName) has no parameter '\(name)'")
        }
        return index
    }

    /// The index of `name` among `count` names.
    @inline(__always)
    static func index(of name: String, in names: UnsafePointer<String>, count: Int) -> Int? {
        for index in 0..<count where names[index] == name { return index }
        return nil
    }

    /// The form as Swift documentation writes it: `frame(width:height:alignment:)`.
    package var displayName: String { "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }

    /// Binds arguments to parameters under Swift's rules (labels in order, defaults may be
    /// skipped, an unlabelled trailing closure fills the next closure parameter, passing over
    /// defaulted parameters that take none): for each
    /// parameter, the index of its argument. On failure, the first argument that does not fit (the
    /// argument count when a required parameter is missing) and the parameter expected there.
    package func bind(_ labels: [String?], trailing: [Bool]) -> Result<[Int?], BindingFailure> {
        var bound = [Int?](repeating: nil, count: parameters.count)
        var argument = 0
        for (index, parameter) in parameters.enumerated() {
            if argument < labels.count {
                // A trailing closure passes over a defaulted parameter that takes no closure, as
                // Swift's forward scan does: `withAnimation { ... }` runs with the default animation.
                let skipsDefault = trailing[argument] && !parameter.isClosure && parameter.hasDefault
                let fits = !skipsDefault && (labels[argument] == parameter.label || (trailing[argument] && parameter.isClosure))
                if fits {
                    bound[index] = argument
                    argument += 1
                    continue
                }
            }
            if !parameter.hasDefault { return .failure(BindingFailure(argument: argument, expected: index)) }
        }
        if argument < labels.count { return .failure(BindingFailure(argument: argument, expected: nil)) }
        return .success(bound)
    }

    /// `bind(_:trailing:)` for the arguments of a call site.
    package func bind(_ site: CallSite) -> Result<[Int?], BindingFailure> {
        bind(site.labels, trailing: site.map(\.isTrailingClosure))
    }

    /// Where binding arguments to parameters failed.
    package struct BindingFailure: Error {
        /// The index of the first argument that does not fit.
        package var argument: Int
        /// The parameter expected there, if any.
        package var expected: Int?
    }
}
