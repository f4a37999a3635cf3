// swift-tools-version:6.0
// A storage of its own, plugged into realmspec through its library products:
// each table is one array of rows kept sorted by object id. The executable
// is the realmspec command with this storage registered as `sorted-array`.
import PackageDescription

let package = Package(
    name: "SortedArrayStorage",
    platforms: [.macOS(.v15)],
    dependencies: [
        // realmspec itself, two folders up; named, so the checkout's folder name does not matter.
        .package(name: "realmspec", path: "../.."),
    ],
    targets: [
        // The storage: `Storage` from the ObjectStore product.
        .target(name: "SortedArrayStorage", dependencies: [
            .product(name: "RealmSpecCore", package: "realmspec"),
            .product(name: "ObjectStore", package: "realmspec"),
        ]),
        // `realmspec` with the storage registered: run, conformance, serve, fuzz.
        .executableTarget(name: "sorted-array-realmspec", dependencies: [
            "SortedArrayStorage",
            .product(name: "ObjectStore", package: "realmspec"),
            .product(name: "RealmSpecTool", package: "realmspec"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
