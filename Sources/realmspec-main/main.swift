// The `realmspec` executable: the command with the built-in engines.

internal import RealmSpecTool

RealmSpecTool.main()
