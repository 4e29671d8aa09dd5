import SwiftUI

struct ComposeView: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("To: Taylor")
                Rectangle()
                    .fill(.mint)
                    .frame(height: 160)
                Spacer()
            }
            .padding()
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Text("Cancel")
                }
            }
        }
    }
}

struct InboxView: View {
    @State private var showingCompose = false

    var body: some View {
        Color.orange
            .ignoresSafeArea()
            .sheet(isPresented: $showingCompose) {
                ComposeView()
            }
            .onAppear {
                showingCompose = true
            }
    }
}

#Preview {
    InboxView()
}
