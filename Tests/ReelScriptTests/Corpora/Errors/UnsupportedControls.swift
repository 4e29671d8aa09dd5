import SwiftUI

struct UnsupportedControls: View {
    @State private var date = Date.now
    @State private var color = Color.red

    var body: some View {
        VStack {
            DatePicker("Due", selection: $date)
            ColorPicker("Tint", selection: $color)
            Menu("Options") {
                Button("Copy") {}
            }
        }
    }
}

#Preview {
    UnsupportedControls()
}
