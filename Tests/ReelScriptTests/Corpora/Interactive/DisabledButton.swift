import SwiftUI

struct TermsForm: View {
    @State private var agreed = false
    @State private var submitted = false

    var body: some View {
        VStack(spacing: 24) {
            Toggle("I agree to the terms", isOn: $agreed)
            Button("Submit") {
                submitted = true
            }
            .buttonStyle(.borderedProminent)
            .disabled(!agreed)
            if submitted {
                Label("Submitted", systemImage: "checkmark.circle.fill")
                    .foregroundStyle(.green)
            }
        }
        .padding()
    }
}

#Preview {
    TermsForm()
}
