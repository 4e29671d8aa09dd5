import SwiftUI

struct Card: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8)
    }
}

struct Card_Previews: PreviewProvider {
    static var preview: some View {
        Card()
    }
}

#Preview(traits: .landscape) {
    Card()
}

#Preview("Card", windowStyle: .plain) {
    Card()
}
