print("stagecraft-bench: not built yet")
