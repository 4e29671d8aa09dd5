At(0.5) { tap("Buy milk") }
At(1.0) { tap("Add Task") }
At(1.5) { tap("Task 4") }
At(2.0) { tap("Buy milk") }
