import SwiftUI

struct PhotoDetail: View {
    @State private var showingDelete = true

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(.blue)
                .frame(width: 300, height: 300)
        }
        .alert("Delete Photo?", isPresented: $showingDelete) {
            Text("Cancel")
            Text("Delete")
        } message: {
            Text("This photo will be deleted from all your devices.")
        }
    }
}

#Preview {
    PhotoDetail()
}

#Preview("Dark") {
    PhotoDetail()
        .preferredColorScheme(.dark)
}
