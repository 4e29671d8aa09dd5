import SwiftUI

struct StatColumn: View {
    let value: String
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileCard: View {
    @State private var appeared = false

    var body: some View {
        VStack(spacing: 0) {
            LinearGradient(colors: [.indigo, .teal], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 120)
            Circle()
                .fill(Color.orange)
                .frame(width: 96, height: 96)
                .overlay(Circle().stroke(Color.white, lineWidth: 4))
                .overlay(
                    Image(systemName: "person.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(.white)
                )
                .offset(y: -48)
                .padding(.bottom, -48)
            Text("Ava Thompson")
                .font(.title2.bold())
                .padding(.top, 8)
            Text("Product Designer")
                .foregroundStyle(.secondary)
            HStack {
                StatColumn(value: "128", title: "Posts")
                StatColumn(value: "4.2k", title: "Followers")
                StatColumn(value: "310", title: "Following")
            }
            .padding(.vertical, 16)
            Button {
            } label: {
                Text("Follow")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .padding([.horizontal, .bottom])
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
        .padding(24)
        .scaleEffect(appeared ? 1 : 0.8)
        .opacity(appeared ? 1 : 0)
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                appeared = true
            }
        }
    }
}

#Preview {
    ProfileCard()
}
