print("realmspec")
