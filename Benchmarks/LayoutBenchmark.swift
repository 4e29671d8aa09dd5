import Foundation
import Reel
import ReelCairo

extension Benchmark {
    /// Layout of a 1,000-view tree: 40 rows of an HStack holding 12 framed colours and a text,
    /// inside padding and a VStack, measured by Pango (issue 4 asks for about a millisecond).
    static let layout = Benchmark(
        name: "layout",
        summary: "resolve and lay out a tree of about 1,000 views"
    ) { context in
        let view = VStack(spacing: 2) {
            ForEach(0..<40) { row in
                HStack(spacing: 4) {
                    Text("Row \(row)").font(.system(size: 12))
                    ForEach(0..<12) { i in
                        Color(hue: Double(i) / 12, saturation: 0.7, brightness: 0.9)
                            .frame(minWidth: 4, maxWidth: 40)
                            .frame(height: 12)
                    }
                    Spacer()
                }
                .padding(.horizontal, 8)
            }
        }
        let text = PangoTextEngine()
        let images = CairoImageStore(root: URL(fileURLWithPath: "/"))
        let services = LayoutServices(text: text, images: images)
        let log = DiagnosticLog()
        let size = CGSize(width: 1280, height: 720)
        let node = ResolveContext(diagnostics: log).resolve(view)
        var count = 0
        func countBoxes(_ b: LayoutBox) { count += 1; b.children.forEach(countBoxes) }
        let sample = LayoutBox.make(node)
        LayoutEngine(services: services, diagnostics: log).layout(sample, in: size)
        countBoxes(sample)
        context.measure("resolve \(count) views", runs: 200) {
            _ = ResolveContext(diagnostics: log).resolve(view)
        }
        context.measure("build the layout tree of \(count) views", runs: 200) {
            _ = LayoutBox.make(node)
        }
        context.measure("lay out \(count) views", runs: 200) {
            let root = LayoutBox.make(node)
            LayoutEngine(services: services, diagnostics: log).layout(root, in: size)
        }
        context.measure("evaluate to a display list (\(count) views)", runs: 200) {
            _ = FrameEvaluator(services: services, diagnostics: log).displayList(for: view, size: size)
        }
    }
}
