// How much of the current thread's stack is left, so that recursion the
// nesting limits cannot bound (closures calling closures, each with a deep
// expression) ends as an error of the scenario before the stack runs out.

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

enum StackGuard {
    /// The stack a closure call must leave free.
    static let reserve = 512 << 10

    /// The lowest address of the current thread's stack, or nil when
    /// unknown: worked out once per thread (on the main thread glibc reads
    /// /proc/self/maps for it, which is far too slow for every scenario).
    static func lowestAddress() -> UInt? {
        #if os(Linux) || canImport(Darwin)
        if let kept = pthread_getspecific(cacheKey) {
            let bits = UInt(bitPattern: kept)
            return bits == 1 ? nil : bits
        }
        let low = measuredLowestAddress()
        pthread_setspecific(cacheKey, UnsafeRawPointer(bitPattern: low ?? 1))
        return low
        #else
        return measuredLowestAddress()
        #endif
    }

    #if os(Linux) || canImport(Darwin)
    /// Per thread: the lowest stack address, or 1 for unknown.
    private static let cacheKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif

    private static func measuredLowestAddress() -> UInt? {
        #if os(Linux)
        // glibc declares it only under _GNU_SOURCE, so it is looked up by name.
        guard let getattr = getattrNP else { return nil }
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
        #elseif canImport(Darwin)
        let thread = pthread_self()
        return UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
        #else
        return nil
        #endif
    }

    #if os(Linux)
    private typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getattrNP: GetAttr? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttr.self)
    }()
    #endif

    /// An address in the caller's frame.
    @inline(never)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
