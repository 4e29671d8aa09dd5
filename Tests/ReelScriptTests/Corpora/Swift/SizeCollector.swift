import Reel
import Foundation

/// Bars that report their widths to an ancestor: each publishes `[width]` with
/// `preference(key:value:)` from a `GeometryReader` in its background, a `PreferenceKey` of the
/// file concatenates them in `reduce(value:nextValue:)` (an `inout` array), and
/// `backgroundPreferenceValue` draws a track as wide as their sum behind the column, which grows
/// as the bars do under `withAnimation`.
struct SizeCollector: AnimatedScene {
    var format = SceneFormat(width: 240, height: 180, fps: 10, duration: 1.5, background: Color(white: 0.97))
    @State private var grown = false

    private let widths: [CGFloat] = [40, 70, 25]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(0..<widths.count, id: \.self) { index in
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color.orange)
                    .frame(width: widths[index] * (grown ? 1.5 : 1), height: 16)
                    .background(
                        GeometryReader { proxy in
                            Color.clear.preference(key: BarWidths.self, value: [proxy.size.width])
                        }
                    )
            }
        }
        .padding(10)
        .backgroundPreferenceValue(BarWidths.self) { values in
            VStack(alignment: .leading, spacing: 4) {
                Spacer()
                Capsule()
                    .fill(Color.blue.opacity(0.3))
                    .frame(width: values.reduce(0) { $0 + $1 }, height: 8)
                Text("\(values.count) bars, \(Int(values.reduce(0) { $0 + $1 })) pt")
                    .font(.caption)
            }
            .offset(y: 40)
        }
    }

    var timeline: some Timeline {
        At(0.4) {
            withAnimation(.easeInOut(duration: 0.6)) { grown = true }
        }
    }
}

/// The widths of the bars, in order.
private struct BarWidths: PreferenceKey {
    static let defaultValue: [CGFloat] = []

    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
        value += nextValue()
    }
}
