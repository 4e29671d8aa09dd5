import SwiftUI

struct MeshHero: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            MeshGradient(
                width: 3,
                height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.6, 0.4], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    .indigo, .purple, .pink,
                    .blue, .mint, .orange,
                    .teal, .cyan, .yellow,
                ]
            )
            .frame(height: 320)

            VStack(alignment: .leading, spacing: 6) {
                Text("Summer Sessions")
                    .font(.system(.largeTitle, design: .rounded, weight: .heavy))
                Text("Live music every Friday")
                    .font(.headline)
            }
            .foregroundStyle(.white)
            .padding(24)
        }
        .clipShape(.rect(cornerRadius: 32))
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

#Preview {
    MeshHero()
}
