/// The layout of the raw frames Reel pipes to ffmpeg.
public enum RawPixelFormat: String, Sendable, Equatable {
    /// Three bytes a pixel, R G B: the frame over black (premultiplied colour).
    case rgb24
    /// Four bytes a pixel, R G B A with straight (un-premultiplied) colour.
    case rgba
    /// Planar Y'CbCr 4:2:0 in BT.709 limited range, converted by Reel (`YCbCrConverter`): a full
    /// Y' plane, then Cb and Cr at half the width and height; the frame over black.
    case yuv420p

    /// ffmpeg's name of the format (`-pix_fmt`).
    public var ffmpegName: String { rawValue }

    /// Bytes in one frame of `width` by `height` pixels (even sizes for `yuv420p`).
    public func frameBytes(width: Int, height: Int) -> Int {
        switch self {
        case .rgb24: return 3 * width * height
        case .rgba: return 4 * width * height
        case .yuv420p: return width * height + 2 * (width / 2) * (height / 2)
        }
    }
}
