import SwiftUI

struct LoginScreen: View {
    @State private var email = ""
    @State private var password = "hunter22"

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.fill")
                .font(.system(size: 60))
                .foregroundStyle(.tint)
            Text("Welcome back")
                .font(.title)
                .bold()
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Button {
                print("sign in")
            } label: {
                Text("Sign In")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            Button("Forgot password?") {}
        }
        .padding(.horizontal, 32)
    }
}

#Preview {
    LoginScreen()
}
