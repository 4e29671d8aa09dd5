import SwiftUI

struct Message: Identifiable {
    let id: Int
    let sender: String
    let text: String
}

struct MessageList: View {
    private let senders = ["Ava", "Ben", "Chloe", "Dan", "Ella"]

    private var messages: [Message] {
        (1...40).map { number in
            Message(id: number, sender: senders[number % senders.count], text: "Message number \(number)")
        }
    }

    var body: some View {
        NavigationStack {
            List(messages) { message in
                HStack(spacing: 12) {
                    Circle()
                        .fill(.blue)
                        .frame(width: 36, height: 36)
                        .overlay {
                            Text(String(message.sender.prefix(1)))
                                .foregroundStyle(.white)
                        }
                    VStack(alignment: .leading, spacing: 2) {
                        Text(message.sender)
                            .font(.headline)
                        Text(message.text)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    MessageList()
}
