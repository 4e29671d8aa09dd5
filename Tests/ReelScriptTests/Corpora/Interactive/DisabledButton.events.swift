At(0.3) { tap("Submit") }
At(0.8) { tap("I agree to the terms") }
At(1.3) { tap("Submit") }
