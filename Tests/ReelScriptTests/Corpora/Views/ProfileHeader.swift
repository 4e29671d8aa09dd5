import SwiftUI

struct Avatar: View {
    var body: some View {
        Circle()
            .fill(Color.white)
            .frame(width: 72, height: 72)
            .overlay(Circle().stroke(Color.purple, lineWidth: 4))
    }
}

struct ProfileHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Avatar()
                Spacer()
            }
            .padding(16)
            .background(Color.purple)
            Spacer()
            Text("Edit profile")
                .padding(12)
        }
    }
}

#Preview("Profile") {
    ProfileHeader()
}
