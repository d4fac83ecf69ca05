print("precept")
