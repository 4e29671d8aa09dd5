import SwiftUI

struct NotificationSettings: View {
    @State private var allowNotifications = true
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Notifications")
                .font(.largeTitle.bold())

            Toggle("Allow Notifications", isOn: $allowNotifications)

            if allowNotifications {
                Toggle("Sounds", isOn: $sounds)
                Toggle("Badges", isOn: $badges)
                    .tint(.blue)
            }

            Spacer()
        }
        .padding()
    }
}

#Preview {
    NotificationSettings()
}
