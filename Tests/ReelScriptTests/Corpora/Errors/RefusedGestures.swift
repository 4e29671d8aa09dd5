import Reel

struct RefusedGestures: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)
    @State var liked = false
    @State var offset = CGSize.zero

    var body: some View {
        VStack {
            Circle()
                .fill(liked ? Color.red : Color.gray)
                .onTapGesture {
                    withAnimation { liked.toggle() }
                }
            Rectangle()
                .offset(offset)
                .gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { value in offset.width = 1 })
            Button("Like") { liked = true }
            ScrollView {
                Text("Long list")
            }
            .onChange(of: liked) { offset = .zero }
        }
    }
}
