import SwiftUI

struct LineGraph: Shape {
    var points: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard points.count > 1, let maxValue = points.max(), let minValue = points.min() else { return path }
        let range = maxValue - minValue
        let step = rect.width / CGFloat(points.count - 1)
        for (index, value) in points.enumerated() {
            let x = CGFloat(index) * step
            let y = rect.height - CGFloat((value - minValue) / range) * rect.height
            if index == 0 {
                path.move(to: CGPoint(x: x, y: y))
            } else {
                path.addLine(to: CGPoint(x: x, y: y))
            }
        }
        return path
    }
}

struct LineChartView: View {
    let prices: [Double] = [12, 18, 15, 22, 19, 28, 24, 32]
    @State private var progress: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Portfolio")
                .font(.title2.bold())
            Text("+18.4%")
                .foregroundStyle(.green)
            LineGraph(points: prices)
                .trim(from: 0, to: progress)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .frame(height: 200)
                .padding(.vertical)
        }
        .padding()
        .onAppear {
            withAnimation(.easeInOut(duration: 1.5)) {
                progress = 1
            }
        }
    }
}

#Preview {
    LineChartView()
}
