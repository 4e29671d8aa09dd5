import SwiftUI

struct ProfileStat: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value)
                .font(.system(.title3, design: .rounded, weight: .bold))
            Text(label)
                .font(.caption)
                .foregroundStyle(Color(.secondaryLabel))
        }
        .frame(maxWidth: .infinity)
    }
}

struct GlassProfileCard: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.fill")
                .font(.system(size: 36))
                .foregroundStyle(.white)
                .frame(width: 80, height: 80)
                .background(Color(.systemIndigo))
                .clipShape(.circle)

            Text("Ava Thompson")
                .font(.system(.title2, design: .rounded, weight: .semibold))

            HStack {
                ProfileStat(value: "128", label: "Posts")
                ProfileStat(value: "4.2k", label: "Followers")
                ProfileStat(value: "310", label: "Following")
            }

            Button("Follow") {}
                .font(.headline)
                .padding(.horizontal, 32)
                .padding(.vertical, 10)
                .background(.thinMaterial, in: .capsule)
        }
        .padding(24)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 28))
        .padding(24)
    }
}

struct ProfileScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            Circle()
                .fill(.yellow)
                .frame(width: 180, height: 180)
                .offset(x: -90, y: -150)
            GlassProfileCard()
        }
    }
}

#Preview {
    ProfileScreen()
}
