import SwiftUI

struct StretchyHeader: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let pull = max(0, proxy.frame(in: .named("scroll")).minY)
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                        .frame(height: 240 + pull)
                        .overlay(alignment: .bottomLeading) {
                            Text(pull > 80 ? "Release to refresh" : "Pull to refresh")
                                .font(.headline)
                                .foregroundStyle(.white)
                                .padding()
                        }
                        .offset(y: -pull)
                }
                .frame(height: 240)

                ForEach(1...20, id: \.self) { row in
                    Text("Row \(row)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
            }
        }
        .coordinateSpace(name: "scroll")
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    StretchyHeader()
}
