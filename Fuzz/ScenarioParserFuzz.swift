import TerminalUI

/// libFuzzer entry point: any text as a scenario parses or fails with a line-numbered error
/// inside the text — never crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenarioParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    // Lines end in LF or CRLF ("\r\n" is one Character, so both are counted).
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.count
    do {
        let scenario = try Scenario(parsing: text)
        precondition(scenario.steps.allSatisfy { (1...lines).contains($0.line) }, "a step outside the text")
    } catch {
        precondition((1...lines).contains(error.line), "an error line outside the text")
    }
    return 0
}
