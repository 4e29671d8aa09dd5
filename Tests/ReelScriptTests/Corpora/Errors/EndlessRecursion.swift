import Reel

struct EndlessRecursion: AnimatedScene {
    var format = SceneFormat(width: 200, height: 200)

    var body: some View {
        Text("\(fibonacci(10))")
    }
}

func fibonacci(_ n: Int) -> Int {
    fibonacci(n - 1) + fibonacci(n - 2)
}
