import SwiftUI

@Observable final class Profile {
    var name = "Ada"
}

final class Cart: ObservableObject {
    @Published var count = 0
}

struct NameLabel: View {
    @Environment(Profile.self) private var profile

    var body: some View {
        Text(profile.name)
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.count)")
    }
}

struct MissingEnvironmentModel: AnimatedScene {
    var format = SceneFormat(width: 200, height: 100)
    let size = 3

    var body: some View {
        VStack {
            NameLabel()
            CartBadge()
            Text("\(size)")
                .environment(size)
        }
    }
}
