import SwiftUI

struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(contact.color)
                .frame(width: 32, height: 32)
            Text(contact.name)
        }
    }
}

struct ContactsBook: View {
    let favorites = [
        Contact(id: 1, name: "Ada", color: .purple),
        Contact(id: 2, name: "Grace", color: .teal),
        Contact(id: 3, name: "Linus", color: .orange),
    ]

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                List {
                    Section(header: Text("Favorites"), footer: Text("3 contacts")) {
                        ForEach(favorites) { contact in
                            NavigationLink(value: contact) {
                                ContactRow(contact: contact)
                            }
                            .listRowBackground(Color.yellow)
                        }
                    }
                }
                .scrollContentBackground(.hidden)
                .background(Color.mint)
                .navigationDestination(for: Contact.self) { contact in
                    Text(contact.name)
                }
                .onAppear {
                    proxy.scrollTo(2, anchor: .top)
                }
            }
            .navigationTitle("Contacts")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Image(systemName: "magnifyingglass")
                    Image(systemName: "plus")
                }
            }
            .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

struct ShareMenu: View {
    @State private var showingOptions = true

    var body: some View {
        Color.indigo
            .confirmationDialog("Share", isPresented: $showingOptions, titleVisibility: .visible) {
                Text("Copy Link")
                Text("Message")
            }
    }
}

#Preview {
    ContactsBook()
}

#Preview("Share") {
    ShareMenu()
}
