/// The PNG scanline filter the encoder applies before compression (PNG specification, section 9).
///
/// A filter replaces each byte by its difference from a prediction made from its neighbours, which
/// turns smooth gradients and flat areas into runs of small numbers that deflate compresses well.
/// The choice trades encoding time against file size; decoders handle every choice.
public enum PNGFilter: String, Sendable, CaseIterable, CustomStringConvertible {
    /// No prediction: bytes are stored as they are (filter type 0).
    case none
    /// Predicts each byte from the pixel to its left (filter type 1).
    case sub
    /// Predicts each byte from the pixel above it (filter type 2).
    case up
    /// Predicts each byte from the mean of the left and upper pixels (filter type 3).
    case average
    /// Predicts each byte with Paeth's predictor over the left, upper and upper-left pixels (type 4).
    case paeth
    /// Chooses a filter per row among sub, up and Paeth: the one whose output has the smallest sum
    /// of absolute values read as signed bytes. This is libpng's heuristic (which Cairo's writer
    /// uses) without its `none` and `average` candidates, which on rendered frames it picks
    /// wrongly more often than rightly. Slower to encode than one fixed filter, usually smaller.
    case adaptive

    /// The filter's name, as accepted by `init(rawValue:)`.
    public var description: String { rawValue }

    /// The filter-type byte written before each row, or `nil` for `adaptive`, which varies per row.
    var typeByte: UInt8? {
        switch self {
        case .none: 0
        case .sub: 1
        case .up: 2
        case .average: 3
        case .paeth: 4
        case .adaptive: nil
        }
    }
}
