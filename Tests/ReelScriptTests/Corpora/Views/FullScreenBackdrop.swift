import SwiftUI

struct Backdrop: View {
    var body: some View {
        ZStack {
            Color.orange
                .ignoresSafeArea()
            VStack {
                Rectangle()
                    .fill(Color.white)
                    .frame(height: 30)
                Spacer()
            }
        }
    }
}

struct Backdrop_Previews: PreviewProvider {
    static var previews: some View {
        Backdrop()
            .previewDevice("iPhone SE (3rd generation)")
    }
}
