import SwiftUI

extension Array: @retroactive AdditiveArithmetic where Element == Double {
    public static var zero: [Double] { [] }

    public static func + (lhs: [Double], rhs: [Double]) -> [Double] {
        let count = Swift.max(lhs.count, rhs.count)
        return (0..<count).map { index in
            (index < lhs.count ? lhs[index] : 0) + (index < rhs.count ? rhs[index] : 0)
        }
    }

    public static func - (lhs: [Double], rhs: [Double]) -> [Double] {
        let count = Swift.max(lhs.count, rhs.count)
        return (0..<count).map { index in
            (index < lhs.count ? lhs[index] : 0) - (index < rhs.count ? rhs[index] : 0)
        }
    }
}

extension Array: @retroactive VectorArithmetic where Element == Double {
    public mutating func scale(by rhs: Double) {
        for index in indices {
            self[index] *= rhs
        }
    }

    public var magnitudeSquared: Double {
        reduce(0) { $0 + $1 * $1 }
    }
}

struct BarsShape: Shape {
    var values: [Double]

    var animatableData: [Double] {
        get { values }
        set { values = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !values.isEmpty else { return path }
        let slot = rect.width / Double(values.count)
        for (index, value) in values.enumerated() {
            let height = rect.height * value
            path.addRect(CGRect(x: Double(index) * slot + slot * 0.15, y: rect.height - height,
                                width: slot * 0.7, height: height))
        }
        return path
    }
}

struct BarChartMorph: View {
    @State private var values: [Double] = [0.2, 0.5, 0.3, 0.8]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekly steps")
                .font(.headline)
            BarsShape(values: values)
                .fill(Color.indigo)
                .frame(height: 200)
        }
        .padding()
        .onAppear {
            withAnimation(.linear(duration: 1)) {
                values = [0.6, 0.1, 0.9, 0.4]
            }
        }
    }
}

#Preview {
    BarChartMorph()
}
