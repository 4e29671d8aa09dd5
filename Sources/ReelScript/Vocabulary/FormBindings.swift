/// How the arguments of one call bind to the parameters of each of its library forms, worked out
/// from the labels once (when the file is lowered, or at the call for a callee known only then)
/// and kept in storage that does not move, so an invocation reads its form's binding without
/// copying or retaining it.
final class FormBindings {
    /// For each form's parameters in turn, the index of its argument, or -1 when it is not given.
    private let storage: UnsafeMutablePointer<Int>
    private let count: Int
    /// For each form, where its parameters start in `storage`, or nil when its labels do not fit.
    private let starts: [Int?]

    /// The bindings of arguments labelled `labels` (`trailing` telling the unlabelled trailing
    /// closures) to each of `forms`.
    init(_ forms: [Signature], labels: [String?], trailing: [Bool]) {
        var flat: [Int] = []
        starts = forms.map { form in
            guard case .success(let bound) = form.bind(labels, trailing: trailing) else { return nil }
            defer { flat += bound.map { $0 ?? -1 } }
            return flat.count
        }
        count = flat.count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(from: flat, count: count)
    }

    /// The bindings of the arguments of `site` to each of `forms`.
    convenience init(_ forms: [Signature], site: CallSite) {
        self.init(forms, labels: site.labels, trailing: site.map(\.isTrailingClosure))
    }

    /// The bindings of the arguments of a call shaped `shape` to each of `forms`.
    convenience init(_ forms: [Signature], shape: CallShape) {
        self.init(forms, labels: shape.labels, trailing: shape.trailing)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// For each parameter of form `index`, its argument's index or -1; nil when the form's labels
    /// do not fit. Valid while the bindings are.
    @inline(__always)
    func bound(_ index: Int) -> UnsafePointer<Int>? {
        starts[index].map { UnsafePointer(storage + $0) }
    }
}
