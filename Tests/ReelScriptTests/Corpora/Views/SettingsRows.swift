import SwiftUI

struct SettingRow: View {
    let title: String
    let on: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Capsule()
                .fill(on ? Color.green : Color.gray)
                .frame(width: 51, height: 31)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

struct SettingsRows: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingRow(title: "Wi-Fi", on: true)
            SettingRow(title: "Bluetooth", on: false)
            SettingRow(title: "Airplane Mode", on: false)
            Spacer()
            Rectangle()
                .fill(Color.blue)
                .edgesIgnoringSafeArea(.bottom)
                .frame(height: 20)
        }
    }
}

#Preview("Rows") {
    SettingsRows()
}

#Preview("Rows dark") {
    SettingsRows()
        .environment(\.colorScheme, .dark)
}
