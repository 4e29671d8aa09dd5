At(0.5) { tap("Search") }
At(1.5) { tap("Profile") }
