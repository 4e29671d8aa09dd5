import Foundation
import Reel

/// A chart of an animation moving a value from 0 to 1: progress against time, with axes, a grid,
/// the 0 and 1 levels, the settling time of springs and a title. It is an ordinary view, so
/// `reel curve --plot` draws it with Reel's own renderer.
struct AnimationCurvePlot: View {
    /// The animation plotted.
    var animation: Animation
    /// The title at the top, usually the animation as written.
    var title: String
    /// The size of the chart in points.
    var size: CGSize

    /// A chart of `animation` titled `title` (by default the animation written as Swift).
    init(animation: Animation, title: String? = nil, size: CGSize = CGSize(width: 800, height: 500)) {
        self.animation = animation
        self.title = title ?? animation.description
        self.size = size
    }

    /// A label placed with its centre at `point`.
    struct Label {
        var text: String
        var point: CGPoint
        var size: CGFloat
        var color: Color
    }

    /// Everything computed from the animation and the size.
    struct Layout {
        var plot: CGRect
        var grid = Path()
        var levels = Path()
        var axes = Path()
        var settle = Path()
        var curve = Path()
        var labels: [Label] = []
    }

    /// The number of segments of the plotted curve.
    static let resolution = 600

    /// The chart's geometry: the time axis spans `Animation.sampleSpan` and a tenth, the progress axis the
    /// range of the values plus 0 and 1, with a margin.
    var layout: Layout {
        let plot = CGRect(x: 76, y: 64, width: max(size.width - 76 - 36, 10), height: max(size.height - 64 - 62, 10))
        var layout = Layout(plot: plot)
        // A little past the end, so that the settled value and the settling line show.
        let span = animation.sampleSpan * 1.1
        let samples = animation.samples(at: (0...Self.resolution).map { span * Double($0) / Double(Self.resolution) })
        let values = samples.map(\.value).filter(\.isFinite)
        var low = min(0, values.min() ?? 0), high = max(1, values.max() ?? 1)
        let margin = 0.08 * (high - low)
        low -= margin
        high += margin
        func point(_ t: Double, _ v: Double) -> CGPoint {
            CGPoint(x: plot.minX + CGFloat(t / span) * plot.width,
                    y: plot.minY + CGFloat((high - v) / (high - low)) * plot.height)
        }
        let grey = Color(white: 0.35)
        // Grid and tick labels.
        let timeStep = Self.niceStep(span, count: 8)
        var t = 0.0
        while t <= span * (1 + 1e-9) {
            let top = point(t, high), bottom = point(t, low)
            layout.grid.move(to: top)
            layout.grid.addLine(to: bottom)
            layout.labels.append(Label(text: Self.tick(t, step: timeStep), point: CGPoint(x: bottom.x, y: bottom.y + 16), size: 13, color: grey))
            t += timeStep
        }
        let valueStep = Self.niceStep(high - low, count: 6)
        var v = (low / valueStep).rounded(.up) * valueStep
        while v <= high {
            let left = point(0, v), right = point(span, v)
            layout.grid.move(to: left)
            layout.grid.addLine(to: right)
            layout.labels.append(Label(text: Self.tick(v, step: valueStep), point: CGPoint(x: left.x - 26, y: left.y), size: 13, color: grey))
            v += valueStep
        }
        // The start and target levels.
        for level in [0.0, 1.0] {
            layout.levels.move(to: point(0, level))
            layout.levels.addLine(to: point(span, level))
        }
        // Axes.
        layout.axes.move(to: point(0, high))
        layout.axes.addLine(to: point(0, low))
        layout.axes.addLine(to: point(span, low))
        layout.labels.append(Label(text: "time (s)", point: CGPoint(x: plot.midX, y: plot.maxY + 42), size: 14, color: grey))
        layout.labels.append(Label(text: "progress", point: CGPoint(x: plot.minX + 4, y: plot.minY - 18), size: 14, color: grey))
        // The settling time of a spring.
        if animation.isSpring, animation.duration.isFinite, animation.duration > 0, animation.duration <= span * (1 + 1e-9) {
            let d = animation.duration
            layout.settle.move(to: point(d, high))
            layout.settle.addLine(to: point(d, low))
            layout.labels.append(Label(text: "settles at \(Self.tick(d, step: 0.001)) s",
                                       point: CGPoint(x: min(point(d, high).x, plot.maxX - 70), y: plot.minY - 12),
                                       size: 13, color: Color(red: 0.85, green: 0.45, blue: 0)))
        }
        // The curve.
        for (index, sample) in samples.enumerated() where sample.value.isFinite {
            let p = point(sample.time, sample.value)
            if index == 0 { layout.curve.move(to: p) } else { layout.curve.addLine(to: p) }
        }
        return layout
    }

    /// The chart.
    var body: some View {
        let layout = self.layout
        let labels = layout.labels
        return ZStack(alignment: .topLeading) {
            Color.white
            layout.grid.stroke(Color(white: 0.88), lineWidth: 1)
            layout.levels.stroke(Color(white: 0.5), style: StrokeStyle(lineWidth: 1.2, dash: [6, 4]))
            layout.axes.stroke(Color(white: 0.15), lineWidth: 1.5)
            layout.settle.stroke(Color(red: 0.95, green: 0.55, blue: 0.1), style: StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
            layout.curve.stroke(Color(red: 0.1, green: 0.35, blue: 0.85), style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
            ForEach(labels.indices) { index in
                Text(labels[index].text)
                    .font(.system(size: labels[index].size))
                    .foregroundColor(labels[index].color)
                    .position(labels[index].point)
            }
            Text(title)
                .font(.system(size: 18, weight: .semibold))
                .foregroundColor(Color(white: 0.1))
                .position(x: size.width / 2, y: 26)
        }
        .frame(width: size.width, height: size.height)
    }

    /// A round step (1, 2 or 5 times a power of ten) giving about `count` intervals over `range`.
    static func niceStep(_ range: Double, count: Int) -> Double {
        guard range > 0, range.isFinite else { return 1 }
        let raw = range / Double(count)
        let power = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / power
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
        return nice * power
    }

    /// A tick value written with as many decimals as its step (1, 2 or 5 times a power of ten) needs.
    static func tick(_ value: Double, step: Double) -> String {
        let decimals = max(0, -Int((log10(step) + 1e-9).rounded(.down)))
        var text = String(format: "%.\(decimals)f", value)
        if text.hasPrefix("-"), Double(text) == 0 { text.removeFirst() }
        return text
    }
}
