// The C library, reached from this file only: Darwin on macOS, Glibc or Musl on Linux (a rule
// test, PortabilityRulesTests, keeps it so). The socket types differ: Glibc's `SOCK_STREAM` is
// an enum case, Darwin's and Musl's an `Int32`, and Darwin's `sockaddr_in` has a length field.
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The C library calls the test support makes.
enum Platform {
    /// A loopback socket bound to a port of the system's choosing and never listening, so a
    /// connection to that port is refused while it stays open (no other server can take the
    /// port meanwhile); the socket and the port, or nil when none can be bound.
    static func boundLoopbackSocket() -> (socket: Int32, port: Int)? {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let socket = socket(AF_INET, stream, 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            return nil
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Closes a socket `boundLoopbackSocket()` opened.
    static func closeSocket(_ socket: Int32) { close(socket) }
}
