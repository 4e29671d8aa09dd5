import SwiftUI

struct Recipe: Identifiable {
    enum Course: String, CaseIterable {
        case starter = "Starter"
        case main = "Main"
        case dessert = "Dessert"

        var color: Color {
            switch self {
            case .starter: return .green
            case .main: return .orange
            case .dessert: return .pink
            }
        }
    }

    let id = UUID()
    var name: String
    var course: Course
    var minutes: Int

    static let samples: [Recipe] = [
        Recipe(name: "Tomato soup", course: .starter, minutes: 25),
        Recipe(name: "Risotto", course: .main, minutes: 40),
        Recipe(name: "Lemon tart", course: .dessert, minutes: 55),
    ]
}

extension Recipe {
    static var preview: Recipe {
        Recipe(name: "Pancakes", course: .dessert, minutes: 15)
    }
}

struct RecipeBrowser: View {
    struct Row: View {
        let recipe: Recipe

        var body: some View {
            HStack {
                RoundedRectangle(cornerRadius: 6)
                    .fill(recipe.course.color)
                    .frame(width: 36, height: 36)
                Text(recipe.name)
                Spacer()
                Text(duration)
                    .foregroundStyle(.secondary)
            }
        }

        private var duration: String {
            "\(recipe.minutes) min"
        }
    }

    @Observable
    final class Planner {
        var chosen: Recipe.Course = .main
    }

    @State private var planner = Planner()
    private let recipes = Recipe.samples

    var body: some View {
        VStack(spacing: 12) {
            Picker("Course", selection: $planner.chosen) {
                ForEach(Recipe.Course.allCases, id: \.self) { course in
                    Text(course.rawValue).tag(course)
                }
            }
            .pickerStyle(.segmented)
            ForEach(recipes) { recipe in
                Row(recipe: recipe)
                    .opacity(recipe.course == planner.chosen ? 1 : 0.4)
            }
            Spacer()
        }
        .padding()
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                planner.chosen = .dessert
            }
        }
    }
}

#Preview {
    RecipeBrowser()
}

#Preview("Row") {
    RecipeBrowser.Row(recipe: .preview)
        .padding()
}
