At(0.5) { tap("Airplane Mode") }
At(1.0) { tap("Wi-Fi") }
At(1.5) { tap("Bluetooth") }
