At(0.5) { tap("Badges") }
At(1.5) { tap("Sounds") }
At(2.5) { tap("Allow Notifications") }
