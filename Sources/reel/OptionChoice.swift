import ArgumentParser
import ReelExport
import ReelTesting

/// A set of names an option takes (`--codec`, `--preset`, `--update`).
protocol NamedOptionValue: CaseIterable, RawRepresentable where RawValue == String {
    /// Whether a name given in another case (`H264`) still names its value.
    static var namesIgnoreCase: Bool { get }
}

/// The value of an option that names one of a fixed set: the value named, or the text as given
/// when no value has that name.
///
/// Parsing keeps an unknown name instead of refusing it, so that the command's `validate()`
/// refuses it with a message that knows the other options: which codecs the output's container
/// takes, which presets the chosen codec has. Every message lists the names that are valid there;
/// help and shell completion list them all.
enum OptionChoice<Value: NamedOptionValue>: ExpressibleByArgument {
    /// A name of the set.
    case known(Value)
    /// Text that names no value of the set.
    case unknown(String)

    /// The value `argument` names, or `argument` kept as unknown.
    init(argument: String) {
        if let value = Value(rawValue: Value.namesIgnoreCase ? argument.lowercased() : argument) {
            self = .known(value)
        } else {
            self = .unknown(argument)
        }
    }

    /// The value, when the name is known.
    var value: Value? {
        if case .known(let value) = self { return value }
        return nil
    }

    /// The name: the value's, or the text given.
    var name: String {
        switch self {
        case .known(let value): return value.rawValue
        case .unknown(let text): return text
        }
    }

    /// Every name of the set, for help and completion.
    static var allValueStrings: [String] { Value.allCases.map(\.rawValue) }
}

extension VideoCodec: NamedOptionValue {
    /// `--codec H264` names h264, as it always has.
    static var namesIgnoreCase: Bool { true }
}

extension VideoPreset: NamedOptionValue {
    /// Presets are named exactly, as the encoders name them.
    static var namesIgnoreCase: Bool { false }
}

extension UpdateMode: NamedOptionValue {
    /// `--update Changed` names changed, as it always has.
    static var namesIgnoreCase: Bool { true }
}
