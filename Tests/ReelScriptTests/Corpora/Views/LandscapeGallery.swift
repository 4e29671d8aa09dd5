import SwiftUI

struct GalleryTile: View {
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(color)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct LandscapeGallery: View {
    let colors: [Color] = [.red, .green, .blue]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<colors.count, id: \.self) { index in
                GalleryTile(color: colors[index])
            }
        }
    }
}

#Preview("Gallery", traits: .landscapeLeft) {
    LandscapeGallery()
}
