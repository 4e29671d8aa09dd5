import SwiftUI

struct SettingsToggles: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var darkMode = true
    @State private var notifications = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Settings")
                .font(.largeTitle)
                .bold()
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Toggle(isOn: $darkMode) {
                Label("Dark Mode", systemImage: "moon.fill")
            }
            .tint(.orange)
            Toggle("Notifications", systemImage: "bell.fill", isOn: $notifications)
            Spacer()
        }
        .padding()
    }
}

#Preview("Settings") {
    SettingsToggles()
}

#Preview("Settings dark") {
    SettingsToggles()
        .preferredColorScheme(.dark)
}
