// The `realmspec` executable: the command with the built-in engines.

import RealmSpecTool

RealmSpecTool.main()
