import SwiftUI

struct SettingsToggles: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var bluetooth = true

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Airplane Mode", isOn: $airplaneMode)
            Toggle("Wi-Fi", isOn: $wifi)
            Toggle("Bluetooth", isOn: $bluetooth)
            Text(airplaneMode ? "Offline" : "Online")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    SettingsToggles()
}
