At(0.5) { type("anna@example.com", into: "Email") }
At(1.5) { type("swiftui2024", into: "Password", submit: true) }
