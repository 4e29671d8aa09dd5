import SwiftUI

struct Member: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let role: String
    let color: Color
}

struct MemberRow: View {
    let member: Member

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(member.color)
                .frame(width: 32, height: 32)
            VStack(alignment: .leading) {
                Text(member.name)
                Text(member.role)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct TeamDirectory: View {
    private let leads = [
        Member(name: "Ada", role: "Engineering", color: .orange),
        Member(name: "Grace", role: "Design", color: .purple),
    ]
    private let crew = [
        Member(name: "Linus", role: "Support", color: .teal),
    ]

    var body: some View {
        List {
            Section("Team leads") {
                ForEach(leads) { member in
                    MemberRow(member: member)
                }
            }
            Section {
                ForEach(crew, id: \.self) { member in
                    MemberRow(member: member)
                }
            } header: {
                Text("On call").textCase(nil)
            }
            Section {
                Text("Ask a lead for access")
                    .textCase(.uppercase)
            }
        }
    }
}

#Preview {
    TeamDirectory()
}
