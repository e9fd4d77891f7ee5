import ScreenReaderSim
print("bench")
