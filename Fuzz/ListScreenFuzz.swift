/// libFuzzer entry point: a list screen of random names and details, at a random width, with a
/// random number of rows scrolled to a random end, and a random `Added` line. Every line fits
/// the width, none ends in a space or carries a raw control character, every row number shown
/// is whole, and so is the added user's id.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListScreen(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count >= 4 else { return 0 }
    let width = 20 + (Int(bytes[0]) << 8 | Int(bytes[1])) % 981
    // Up to a million rows, numbered up to seven digits; only the visible window is drawn.
    let rowCount = (Int(bytes[2]) << 12 | Int(bytes[3]) << 4) % 1_000_001
    let visibleRows = 1 + Int(bytes[2] % 8)
    let text = String(decoding: UnsafeBufferPointer(start: bytes + 4, count: count - 4), as: UTF8.self)
    let fields = text.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
    let name = fields.first ?? ""
    let detail = fields.dropFirst().first ?? ""
    let added = fields.count > 3 ? ListScreen.Added(name: fields[3], id: rowCount) : nil
    let screen = ListScreen(
        title: name, counter: detail, added: added, search: fields.count > 2 ? fields[2] : nil,
        rowCount: rowCount,
        row: { ListScreen.Row(number: $0 + 1, title: name, detail: detail) })
    let size = ScreenSize(width: width, visibleRows: visibleRows)
    let scrolled = bytes[3] & 1 == 1
    // libFuzzer calls in on the main thread.
    let (lines, window) = MainActor.assumeIsolated {
        let viewport = ListViewport()
        if scrolled { viewport.scrollToEnd(rowCount: rowCount, visibleRows: visibleRows) }
        return (
            screen.render(in: size, viewport: viewport),
            viewport.window(rowCount: rowCount, visibleRows: visibleRows)
        )
    }
    for line in lines {
        precondition(DisplayWidth.of(line) <= width, "a line wider than \(width)")
        precondition(!line.hasSuffix(" "), "a trailing space")
        precondition(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    if let added {
        precondition(lines[1].hasSuffix(" (#\(added.id))"), "the added user's id cut")
    }
    for (line, index) in zip(lines.suffix(window.count), window) {
        let number = String(index + 1)
        let whole = line.drop { $0 == " " }.hasPrefix(number + " ") || line.hasSuffix(number)
        precondition(whole, "row \(number) cut")
    }
    return 0
}
