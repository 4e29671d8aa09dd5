import SwiftUI

struct Sale: Identifiable {
    let id: Int
    let month: String
    let amount: Double
}

struct LabeledBarChart: View {
    let sales = [
        Sale(id: 0, month: "Jan", amount: 40),
        Sale(id: 1, month: "Feb", amount: 65),
        Sale(id: 2, month: "Mar", amount: 90),
        Sale(id: 3, month: "Apr", amount: 55),
    ]

    var body: some View {
        Canvas { context, size in
            let maxAmount = sales.map(\.amount).max() ?? 1
            let slot = size.width / CGFloat(sales.count)
            let chartHeight = size.height - 30

            var grid = Path()
            grid.move(to: CGPoint(x: 0, y: chartHeight))
            grid.addLine(to: CGPoint(x: size.width, y: chartHeight))
            context.fill(grid.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)), with: .color(.gray))

            for sale in sales {
                let x = CGFloat(sale.id) * slot
                let height = chartHeight * sale.amount / maxAmount
                let bar = CGRect(x: x + 12, y: chartHeight - height, width: slot - 24, height: height)
                context.fill(Path(roundedRect: bar, cornerRadius: 6), with: .color(.blue))

                let label = context.resolve(Text(sale.month).font(.caption))
                let labelSize = label.measure(in: size)
                context.draw(label, at: CGPoint(x: x + slot / 2, y: chartHeight + 6 + labelSize.height / 2))

                var value = context.resolve(Text("\(Int(sale.amount))").font(.caption2.bold()))
                value.shading = .color(.white)
                context.draw(value, at: CGPoint(x: x + slot / 2, y: chartHeight - height + 12))
            }
        }
        .frame(width: 320, height: 220)
        .padding()
    }
}

#Preview {
    LabeledBarChart()
}
