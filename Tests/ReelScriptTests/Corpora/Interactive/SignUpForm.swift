import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    @State private var password = ""
    @State private var message = "Create your account"

    var isValidEmail: Bool {
        email.contains("@") && email.contains(".")
    }

    var isLongEnough: Bool {
        password.count >= 8
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(message)
                .font(.title2.bold())

            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)

            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .onSubmit {
                    message = "Welcome, \(email)!"
                }

            HStack {
                Image(systemName: isValidEmail ? "checkmark.circle.fill" : "circle")
                Text("A valid email address")
            }
            .foregroundStyle(isValidEmail ? .green : .secondary)

            HStack {
                Image(systemName: isLongEnough ? "checkmark.circle.fill" : "circle")
                Text("At least 8 characters (\(password.count))")
            }
            .foregroundStyle(isLongEnough ? .green : .secondary)
        }
        .padding()
    }
}

#Preview {
    SignUpForm()
}
