import SwiftUI

struct Carousel: View {
    private let colors: [Color] = [.red, .orange, .green, .blue, .purple]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Featured")
                .font(.title2.bold())
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(0..<colors.count, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(colors[index])
                            .frame(width: 260, height: 160)
                            .overlay {
                                Text("Card \(index + 1)")
                                    .font(.title.bold())
                                    .foregroundStyle(.white)
                            }
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}

#Preview {
    Carousel()
}
