import SwiftUI

struct OutlineStyle: ButtonStyle {
    var color = Color.blue
}

struct ControlMistakes: View {
    @State private var on = false
    @State private var volume = 0.5

    var body: some View {
        VStack {
            Toggle("Sound", isOn: on)
            Slider(value: $volume, in: 1...0)
            Button("Go") {}
                .buttonStyle(.outlined)
            Picker("Size", selection: $volume) {
                Text("Small").tag(1)
            }
            .pickerStyle(.wheel)
        }
    }
}

#Preview {
    ControlMistakes()
}
