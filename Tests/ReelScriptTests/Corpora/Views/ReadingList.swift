import SwiftUI

struct Book: Identifiable {
    let id: Int
    var title: String
    var author: String
    var progress: Double
}

@Observable
final class Library {
    var books: [Book] = [
        Book(id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", progress: 0.35),
        Book(id: 2, title: "Piranesi", author: "Susanna Clarke", progress: 1.0),
    ]

    func add(_ book: Book) {
        books.append(book)
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            ProgressView(value: book.progress)
                .tint(book.progress >= 1 ? .green : .blue)
        }
        .padding(.vertical, 4)
    }
}

struct ReadingListView: View {
    @Environment(Library.self) private var library

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                BookRow(book: book)
            }
            .navigationTitle("Reading")
            .toolbar {
                Button {
                    library.add(Book(id: 3, title: "Hyperion", author: "Dan Simmons", progress: 0))
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                withAnimation {
                    library.add(Book(id: 3, title: "Hyperion", author: "Dan Simmons", progress: 0.1))
                }
            }
        }
    }
}

#Preview {
    ReadingListView()
        .environment(Library())
}
