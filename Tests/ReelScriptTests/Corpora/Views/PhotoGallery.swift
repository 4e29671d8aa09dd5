import SwiftUI

struct Photo: Identifiable {
    let id: Int
    let color: Color
}

struct PhotoCard: View {
    let photo: Photo

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(photo.color)
            .frame(height: 200)
    }
}

struct CategoryChips: View {
    let categories = ["All", "Nature", "City", "People", "Animals", "Food"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(categories, id: \.self) { category in
                    Text(category)
                        .padding(.horizontal, 14)
                        .frame(height: 32)
                        .background(Color.indigo.opacity(0.15), in: Capsule())
                }
            }
            .padding(.horizontal)
        }
    }
}

struct PhotoGallery: View {
    let photos = [
        Photo(id: 1, color: .pink),
        Photo(id: 2, color: .mint),
        Photo(id: 3, color: .purple),
        Photo(id: 4, color: .yellow),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                CategoryChips()
                ScrollView {
                    VStack(spacing: 16) {
                        ForEach(photos) { photo in
                            PhotoCard(photo: photo)
                        }
                    }
                    .padding(.horizontal)
                }
                .scrollIndicators(.hidden)
            }
            .navigationTitle("Gallery")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    PhotoGallery()
}
