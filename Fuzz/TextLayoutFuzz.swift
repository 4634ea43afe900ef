/// libFuzzer entry point: any text, made inert and laid out at any width, never has a
/// control character, a trailing space or a line wider than the width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTextLayout(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let width = Int(bytes[0]) % 80
    let text = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)
    let inert = InertText.make(text)
    precondition(!inert.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    for line in [
        TextLayout.fit(inert, width: width),
        TextLayout.justify(left: inert, right: inert, width: width),
        TextLayout.columns([(inert, 4), (inert, nil)], totalWidth: width),
    ] {
        precondition(DisplayWidth.of(line) <= width, "a line wider than \(width)")
    }
    precondition(!TextLayout.justify(left: inert, right: "x", width: width).hasSuffix(" "))
    return 0
}
