import SwiftUI

struct TabSwitcher: View {
    enum Tab: String, CaseIterable {
        case home = "Home"
        case search = "Search"
        case profile = "Profile"
    }

    @State private var selection: Tab = .home
    @Namespace private var underline

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(Tab.allCases, id: \.self) { tab in
                    Button {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                            selection = tab
                        }
                    } label: {
                        VStack(spacing: 6) {
                            Text(tab.rawValue)
                                .font(.headline)
                                .foregroundStyle(selection == tab ? Color.primary : Color.secondary)
                            if selection == tab {
                                Capsule()
                                    .fill(Color.blue)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "underline", in: underline)
                            } else {
                                Capsule()
                                    .fill(Color.clear)
                                    .frame(height: 3)
                            }
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            .padding(.horizontal)

            Spacer()

            Text("\(selection.rawValue) page")
                .font(.largeTitle.bold())

            Spacer()
        }
    }
}

#Preview {
    TabSwitcher()
}
