/// How much a server may send before its answer is refused as an unexpected response (SPEC §9):
/// a body or a field past these is never decoded, kept in memory whole, or written to the cache.
public enum RemoteLimits {
    /// The largest body accepted, counted after decompression: 16 MiB.
    public static let responseBytes = 16 << 20
    /// The most header bytes accepted for one request, counted over every header line of every
    /// answer (1xx, redirects' and the final one) and every trailer line after a chunked body:
    /// 256 KiB. libcurl keeps trailer lines whole and counts them as progress, so without this
    /// a server could send them for ever.
    public static let headerBytes = 256 << 10
    /// The longest text field accepted, in UTF-8 bytes: 1 MiB (drawn cut with `…` on screen).
    public static let fieldBytes = DomainBounds.fieldBytes
}
