import SwiftUI

struct StatusBadge: View {
    var label: String = "Online"

    var body: some View {
        Capsule()
            .fill(Color.green)
            .frame(width: 120, height: 44)
            .padding()
    }
}

struct StatusBadge_Previews: PreviewProvider {
    static var previews: some View {
        StatusBadge()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Badge")
    }
}
