import Foundation
import Reel

extension Vocabulary {
    /// The controls (`Button`, `Toggle`, `ProgressView`, `Label`, `Slider`, `Stepper`, `Picker`,
    /// `TextField`, `SecureField`, `Gauge`), their styles (built-in and the file's own
    /// `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle` and `LabelStyle` structs), control size
    /// and `tag(_:)`. Actions are kept, not run: taps are not part of a rendered scene.
    mutating func registerControls() {
        registerButtons()
        registerToggles()
        registerLabels()
        registerValueControls()
        registerPickers()
        // `print(…)`: to standard error with the scene time (`ScriptConsole`); frames do not change.
        function("print(_a? _b? _c? _d? _e? _f? separator:? terminator:?)") { i in
            let items = ["a", "b", "c", "d", "e", "f"].compactMap { i.argument($0)?.value.interpolated }
            let separator = try i.get("separator", default: " "), terminator = try i.get("terminator", default: "\n")
            i.interpreter.program.console.print(items.joined(separator: separator) + terminator, at: i.node)
            return .void
        }
    }

    private mutating func registerButtons() {
        initializer("Button", "Button(_title action:{})") { i in Button(try i.text("title"), action: try i.eventAction("action")) }
        initializer("Button", "Button(_title role: action:{})") { i in
            Button(try i.text("title"), role: try i.optional("role", as: ButtonRole.self), action: try i.eventAction("action"))
        }
        initializer("Button", "Button(_title systemImage: action:{})") { i in
            Button(try i.text("title"), systemImage: try i.text("systemImage"), action: try i.eventAction("action"))
        }
        initializer("Button", "Button(_title systemImage: role: action:{})") { i in
            Button(try i.text("title"), systemImage: try i.text("systemImage"), role: try i.optional("role", as: ButtonRole.self),
                   action: try i.eventAction("action"))
        }
        initializer("Button", "Button(action:{} label:{})") { i in
            let label = try i.views("label")
            return Button(action: try i.eventAction("action")) { ScriptContentView(label) }
        }
        initializer("Button", "Button(role: action:{} label:{})") { i in
            let label = try i.views("label")
            return Button(role: try i.optional("role", as: ButtonRole.self), action: try i.eventAction("action")) { ScriptContentView(label) }
        }
        initializer("Button", "Button(_configuration)") { i in Button(try i.get("configuration", as: PrimitiveButtonStyleConfiguration.self)) }
        modifier("disabled(_disabled)") { v, i in v.disabled(try i.get("disabled", as: Bool.self)) }
        constants("ButtonRole", ["destructive": ButtonRole.destructive, "cancel": ButtonRole.cancel])

        let buttonStyles: [String: Any] = [
            "automatic": DefaultButtonStyle(), "borderless": BorderlessButtonStyle(), "plain": PlainButtonStyle(),
            "bordered": BorderedButtonStyle(), "borderedProminent": BorderedProminentButtonStyle(),
        ]
        constants("PrimitiveButtonStyle", buttonStyles)
        initializer("DefaultButtonStyle", "DefaultButtonStyle()") { _ in DefaultButtonStyle() }
        initializer("BorderlessButtonStyle", "BorderlessButtonStyle()") { _ in BorderlessButtonStyle() }
        initializer("PlainButtonStyle", "PlainButtonStyle()") { _ in PlainButtonStyle() }
        initializer("BorderedButtonStyle", "BorderedButtonStyle()") { _ in BorderedButtonStyle() }
        initializer("BorderedProminentButtonStyle", "BorderedProminentButtonStyle()") { _ in BorderedProminentButtonStyle() }
        modifier("buttonStyle(_style)") { v, i in
            if let instance = i.userStyle("style", .buttonStyle) {
                let interpreter = i.interpreter
                return v.scriptButtonStyle(AnyButtonStyle { configuration in
                    AnyView(UserStyleBody(instance: instance, interpreter: interpreter, configuration: ButtonStyleConfiguration(unpressed: configuration)))
                })
            }
            if let instance = i.userStyle("style", .primitiveButtonStyle) {
                let interpreter = i.interpreter
                return v.scriptButtonStyle(AnyButtonStyle { configuration in
                    AnyView(UserStyleBody(instance: instance, interpreter: interpreter, configuration: configuration))
                })
            }
            return v.buttonStyle(try i.get("style", as: (any PrimitiveButtonStyle).self))
        }
        property("label", of: ButtonStyleConfiguration.self) { $0.label }
        property("isPressed", of: ButtonStyleConfiguration.self) { $0.isPressed }
        property("role", of: ButtonStyleConfiguration.self) { $0.role }
        property("label", of: PrimitiveButtonStyleConfiguration.self) { $0.label }
        property("role", of: PrimitiveButtonStyleConfiguration.self) { $0.role }
        method("trigger()") { i in
            try i.receiver(as: PrimitiveButtonStyleConfiguration.self).trigger()
            return .void
        }

        constants("ControlSize", ["mini": ControlSize.mini, "small": ControlSize.small, "regular": ControlSize.regular,
                                  "large": ControlSize.large, "extraLarge": ControlSize.extraLarge])
        modifier("controlSize(_size)") { v, i in v.controlSize(try i.get("size", as: ControlSize.self)) }
        constants("ButtonBorderShape", ["automatic": ButtonBorderShape.automatic, "capsule": ButtonBorderShape.capsule,
                                        "circle": ButtonBorderShape.circle, "roundedRectangle": ButtonBorderShape.roundedRectangle])
        staticMethod("ButtonBorderShape", "roundedRectangle(radius:)") { i in ButtonBorderShape.roundedRectangle(radius: try i.get("radius", as: CGFloat.self)) }
        modifier("buttonBorderShape(_shape)") { v, i in v.buttonBorderShape(try i.get("shape", as: ButtonBorderShape.self)) }
    }

    private mutating func registerToggles() {
        initializer("Toggle", "Toggle(_title isOn:)") { i in Toggle(try i.text("title"), isOn: try i.boolBinding("isOn")) }
        initializer("Toggle", "Toggle(_title systemImage: isOn:)") { i in
            Toggle(try i.text("title"), systemImage: try i.text("systemImage"), isOn: try i.boolBinding("isOn"))
        }
        initializer("Toggle", "Toggle(isOn: label:{})") { i in
            let isOn = try i.boolBinding("isOn")
            let label = try i.views("label")
            return Toggle(isOn: isOn) { ScriptContentView(label) }
        }
        constants("ToggleStyle", ["switch": SwitchToggleStyle(), "automatic": SwitchToggleStyle(), "button": ButtonToggleStyle()])
        initializer("SwitchToggleStyle", "SwitchToggleStyle()") { _ in SwitchToggleStyle() }
        initializer("ButtonToggleStyle", "ButtonToggleStyle()") { _ in ButtonToggleStyle() }
        modifier("toggleStyle(_style)") { v, i in
            if let instance = i.userStyle("style", .toggleStyle) {
                let interpreter = i.interpreter
                return v.scriptToggleStyle(AnyToggleStyle { configuration in
                    AnyView(UserStyleBody(instance: instance, interpreter: interpreter, configuration: configuration))
                })
            }
            return v.toggleStyle(try i.get("style", as: (any ToggleStyle).self))
        }
        property("label", of: ToggleStyleConfiguration.self) { $0.label }
        property("isOn", of: ToggleStyleConfiguration.self) { $0.isOn }
    }

    private mutating func registerLabels() {
        initializer("Label", "Label(_title systemImage:)") { i in Label(try i.text("title"), systemImage: try i.text("systemImage")) }
        initializer("Label", "Label(_title image:)") { i in Label(try i.text("title"), image: try i.text("image")) }
        initializer("Label", "Label(title:{} icon:{})") { i in
            let title = try i.views("title"), icon = try i.views("icon")
            return Label { ScriptContentView(title) } icon: { ScriptContentView(icon) }
        }
        constants("LabelStyle", ["automatic": DefaultLabelStyle(), "titleAndIcon": TitleAndIconLabelStyle(),
                                     "titleOnly": TitleOnlyLabelStyle(), "iconOnly": IconOnlyLabelStyle()])
        modifier("labelStyle(_style)") { v, i in
            if let instance = i.userStyle("style", .labelStyle) {
                let interpreter = i.interpreter
                return v.scriptLabelStyle(AnyLabelStyle { configuration in
                    AnyView(UserStyleBody(instance: instance, interpreter: interpreter, configuration: configuration))
                })
            }
            return v.labelStyle(try i.get("style", as: (any LabelStyle).self))
        }
        property("title", of: LabelStyleConfiguration.self) { $0.title }
        property("icon", of: LabelStyleConfiguration.self) { $0.icon }
    }

    private mutating func registerValueControls() {
        initializer("ProgressView", "ProgressView()") { _ in ProgressView() }
        initializer("ProgressView", "ProgressView(label:{})") { i in
            let label = try i.views("label")
            return ProgressView { ScriptContentView(label) }
        }
        initializer("ProgressView", "ProgressView(_title)") { i in ProgressView(try i.text("title")) }
        initializer("ProgressView", "ProgressView(value: total:?)") { i in
            ProgressView(value: try i.optional("value", as: Double.self), total: try i.get("total", default: 1.0))
        }
        initializer("ProgressView", "ProgressView(_title value: total:?)") { i in
            ProgressView(try i.text("title"), value: try i.optional("value", as: Double.self), total: try i.get("total", default: 1.0))
        }
        initializer("ProgressView", "ProgressView(value: total:? label:{})") { i in
            let label = try i.views("label")
            return ProgressView(value: try i.optional("value", as: Double.self), total: try i.get("total", default: 1.0)) { ScriptContentView(label) }
        }
        initializer("ProgressView", "ProgressView(value: total:? label:{} currentValueLabel:{})") { i in
            let label = try i.views("label"), current = try i.views("currentValueLabel")
            return ProgressView(value: try i.optional("value", as: Double.self), total: try i.get("total", default: 1.0)) {
                ScriptContentView(label)
            } currentValueLabel: {
                ScriptContentView(current)
            }
        }
        constants("ProgressViewStyle", ["automatic": DefaultProgressViewStyle(), "circular": CircularProgressViewStyle(),
                                            "linear": LinearProgressViewStyle()])
        modifier("progressViewStyle(_style)") { v, i in v.progressViewStyle(try i.get("style", as: (any ProgressViewStyle).self)) }

        initializer("Slider", "Slider(value: in:? step:? label:?{} minimumValueLabel:?{} maximumValueLabel:?{} onEditingChanged:?{})") { i in
            let bounds = try i.doubleRange("in") ?? 0...1
            let minimum = i.has("minimumValueLabel") ? AnyView(ScriptContentView(try i.views("minimumValueLabel"))) : nil
            let maximum = i.has("maximumValueLabel") ? AnyView(ScriptContentView(try i.views("maximumValueLabel"))) : nil
            var editing: ((Bool) -> Void)?
            if i.has("onEditingChanged") {
                let changed = try i.function("onEditingChanged")
                let interpreter = i.interpreter, node = i.argument("onEditingChanged")!.node
                editing = { value in
                    do { _ = try interpreter.call(changed, [.bool(value)], at: node) } catch { interpreter.report(error, at: node) }
                }
            }
            // The label is not drawn on iOS; its text names the slider for scripts.
            let name = i.has("label") ? (try i.views("label") as? Text)?.content : nil
            return Slider<EmptyView>(value: try i.doubleBinding("value"), bounds: bounds, label: nil).valueLabels(minimum, maximum)
                .editing(step: try i.optional("step", as: Double.self), name: name, onEditingChanged: editing)
        }
        initializer("Stepper", "Stepper(_title value: in:? step:? onEditingChanged:?{})") { i in
            let value = try i.doubleBinding("value")
            let step = try i.get("step", default: 1.0)
            guard let bounds = try i.doubleRange("in") else { return Stepper(try i.text("title"), value: value, step: step) }
            return Stepper(try i.text("title"), value: value, in: bounds, step: step)
        }
        initializer("Stepper", "Stepper(value: in:? step:? label:{} onEditingChanged:?{})") { i in
            let value = try i.doubleBinding("value")
            let label = try i.views("label")
            let step = try i.get("step", default: 1.0)
            guard let bounds = try i.doubleRange("in") else { return Stepper(value: value, step: step) { ScriptContentView(label) } }
            return Stepper(value: value, in: bounds, step: step) { ScriptContentView(label) }
        }
        initializer("Stepper", "Stepper(_title onIncrement:?{} onDecrement:?{})") { i in
            let title = try i.text("title")
            return Stepper(label: { Text(title) }, onIncrement: i.hasAction("onIncrement") ? try i.eventAction("onIncrement") : nil,
                           onDecrement: i.hasAction("onDecrement") ? try i.eventAction("onDecrement") : nil)
        }
        initializer("Stepper", "Stepper(label:{} onIncrement:?{} onDecrement:?{})") { i in
            let label = try i.views("label")
            return Stepper(label: { ScriptContentView(label) }, onIncrement: i.hasAction("onIncrement") ? try i.eventAction("onIncrement") : nil,
                           onDecrement: i.hasAction("onDecrement") ? try i.eventAction("onDecrement") : nil)
        }

        initializer("TextField", "TextField(_title text: prompt:? axis:?)") { i in
            TextField(try i.text("title"), text: try i.stringBinding("text"), prompt: try i.optional("prompt", as: Text.self))
        }
        initializer("SecureField", "SecureField(_title text: prompt:?)") { i in
            SecureField(try i.text("title"), text: try i.stringBinding("text"), prompt: try i.optional("prompt", as: Text.self))
        }
        constants("TextFieldStyle", ["automatic": DefaultTextFieldStyle(), "plain": PlainTextFieldStyle(),
                                         "roundedBorder": RoundedBorderTextFieldStyle()])
        modifier("textFieldStyle(_style)") { v, i in v.textFieldStyle(try i.get("style", as: (any TextFieldStyle).self)) }

        initializer("Gauge", "Gauge(value: in:? label:{} currentValueLabel:?{} minimumValueLabel:?{} maximumValueLabel:?{})") { i in
            let value = try i.get("value", as: Double.self)
            let bounds = try i.doubleRange("in") ?? 0...1
            let label = try i.views("label")
            guard i.has("currentValueLabel") else { return AnyView(Gauge(value: value, in: bounds) { ScriptContentView(label) }) }
            let current = try i.views("currentValueLabel")
            return AnyView(Gauge(value: value, in: bounds) { ScriptContentView(label) } currentValueLabel: { ScriptContentView(current) })
        }
        constants("GaugeStyle", ["automatic": DefaultGaugeStyle(), "linearCapacity": LinearCapacityGaugeStyle(),
                                     "accessoryCircular": AccessoryCircularGaugeStyle()])
        modifier("gaugeStyle(_style)") { v, i in v.gaugeStyle(try i.get("style", as: (any GaugeStyle).self)) }
    }

    private mutating func registerPickers() {
        initializer("Picker", "Picker(_title selection: content:{})") { i in
            let selection = try i.selectionBinding("selection")
            let content = try i.views("content")
            return Picker(try i.text("title"), selection: selection) { ScriptContentView(content) }
        }
        initializer("Picker", "Picker(selection: content:{} label:{})") { i in
            let selection = try i.selectionBinding("selection")
            let content = try i.views("content"), label = try i.views("label")
            return Picker(selection: selection) { ScriptContentView(content) } label: { ScriptContentView(label) }
        }
        initializer("Picker", "Picker(selection: label:{} content:{})") { i in
            let selection = try i.selectionBinding("selection")
            let content = try i.views("content"), label = try i.views("label")
            return Picker(selection: selection, label: ScriptContentView(label)) { ScriptContentView(content) }
        }
        constants("PickerStyle", ["automatic": DefaultPickerStyle(), "menu": MenuPickerStyle(), "segmented": SegmentedPickerStyle()])
        initializer("SegmentedPickerStyle", "SegmentedPickerStyle()") { _ in SegmentedPickerStyle() }
        initializer("MenuPickerStyle", "MenuPickerStyle()") { _ in MenuPickerStyle() }
        modifier("pickerStyle(_style)") { v, i in v.pickerStyle(try i.get("style", as: (any PickerStyle).self)) }
        modifier("tag(_tag)") { v, i in
            let tag = i.argument("tag")!
            let identity = try Vocabulary.identity(of: tag.value, keyPath: nil, interpreter: i.interpreter, at: tag.node)
            i.interpreter.tagValues[identity] = tag.value
            return v.tag(identity)
        }
    }
}

extension Invocation {
    /// The argument `name` as a binding of the file's values: `$value`, or `.constant(value)`.
    func scriptBinding(_ name: String) throws -> Binding<Value> {
        guard let argument = argument(name) else { throw Mismatch(message: "missing binding '\(name)'", node: node) }
        var value = argument.value
        if case .member(let member) = value {
            value = try interpreter.vocabulary.member(member, ofType: "Binding", interpreter: interpreter)
        }
        guard let binding = value.native(as: Binding<Value>.self) else {
            throw Mismatch(message: "'\(name):' takes a binding such as '$value' or '.constant(value)', not \(value.typeName)", node: argument.node)
        }
        return binding
    }

    /// The binding argument `name` as a `Bool` binding.
    func boolBinding(_ name: String) throws -> Binding<Bool> {
        let binding = try scriptBinding(name)
        return Binding(get: { if case .bool(let on) = binding.wrappedValue.unwrapped { return on }; return false },
                       set: { binding.wrappedValue = .bool($0) })
    }

    /// The binding argument `name` as a `Double` binding (an integer value reads as a number).
    func doubleBinding(_ name: String) throws -> Binding<Double> {
        let binding = try scriptBinding(name)
        return Binding(get: {
            switch binding.wrappedValue.unwrapped {
            case .double(let value): return value
            case .int(let value): return Double(value)
            default: return 0
            }
        }, set: { value in
            // An `Int` stays an `Int` (a stepper's count); a `Double` takes the value.
            if case .int = binding.wrappedValue.unwrapped, value == value.rounded(), abs(value) < 9e15 {
                binding.wrappedValue = .int(Int(value))
            } else {
                binding.wrappedValue = .double(value)
            }
        })
    }

    /// The binding argument `name` as a `String` binding.
    func stringBinding(_ name: String) throws -> Binding<String> {
        let binding = try scriptBinding(name)
        return Binding(get: { if case .string(let text) = binding.wrappedValue.unwrapped { return text }; return "" },
                       set: { binding.wrappedValue = .string($0) })
    }

    /// The binding argument `name` as a picker's selection: values identified as `tag(_:)` and
    /// `ForEach` identify them, so the option whose tag equals the selection is the selected one.
    func selectionBinding(_ name: String) throws -> Binding<AnyHashable> {
        let binding = try scriptBinding(name)
        let interpreter = self.interpreter, position = argument(name)!.node
        return Binding(get: {
            (try? Vocabulary.identity(of: binding.wrappedValue.unwrapped, keyPath: nil, interpreter: interpreter, at: position)) ?? AnyHashable(0)
        }, set: { identity in
            // A touch picked the option tagged `identity`: the selection becomes the tag's value.
            if let value = interpreter.tagValues[identity] { binding.wrappedValue = value }
        })
    }

    /// The argument `name` as a closed range of numbers, nil when left out.
    func doubleRange(_ name: String) throws -> ClosedRange<Double>? {
        guard let argument = argument(name) else { return nil }
        func number(_ value: Value) -> Double? {
            switch value {
            case .double(let v): return v
            case .int(let v): return Double(v)
            default: return nil
            }
        }
        guard case .range(let low, let high, true) = argument.value, let a = number(low), let b = number(high) else {
            throw Mismatch(message: "'\(name):' takes a closed range such as 0...1, not \(argument.value.typeName)", node: argument.node)
        }
        guard a <= b else { throw interpreter.error(.invalidValue, argument.node, "the range's lower bound \(a) is above its upper bound \(b)") }
        return a...b
    }

    /// Whether an action is given for `name` (not left out, not `nil`).
    func hasAction(_ name: String) -> Bool {
        guard let value = argument(name)?.value else { return false }
        if case .optional(nil) = value { return false }
        return true
    }

    /// The file's style struct given as `name` when it conforms to `conformance`.
    func userStyle(_ name: String, _ conformance: UserTypeCode.Conformance) -> Instance? {
        guard case .instance(let instance)? = argument(name)?.value, instance.type.conformance == conformance else { return nil }
        return instance
    }
}
