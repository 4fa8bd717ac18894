print("stagecraft")
