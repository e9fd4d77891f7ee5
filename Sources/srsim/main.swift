print("srsim: not yet")
