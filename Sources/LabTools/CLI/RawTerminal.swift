import Foundation
import Lab

/// The terminal in full-screen raw mode for the explorer: alternate screen, no echo, keys one
/// at a time; restored on every way out (return, throw, Ctrl-C, SIGTERM).
@MainActor
final class RawTerminal {
    /// Whether the terminal is in raw mode, for the signal handler, which can capture nothing.
    nonisolated(unsafe) private static var active = false

    /// Enters raw mode and the alternate screen.
    init() {
        Platform.TerminalMode.enterRaw(Platform.standardInput)
        Self.active = true
        Platform.handle([.terminate, .hangUp, .interrupt]) { received in
            RawTerminal.restore()
            Platform.exitNow(128 + received)
        }
        Self.write("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Leaves the alternate screen and restores the terminal's settings.
    func close() {
        Self.restore()
    }

    /// Columns and rows of the terminal (80×24 when it cannot say).
    var size: (columns: Int, rows: Int) {
        Platform.windowSize(Platform.standardOutput) ?? (80, 24)
    }

    /// Replaces the screen with `lines`.
    func draw(_ lines: [String]) {
        Self.write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }

    /// The next key pressed; nil when input ends. Blocks, so the explorer calls it from a
    /// thread of its own and the main actor stays free to repaint while a request is in flight.
    nonisolated static func readKey() -> Key? {
        guard let byte = readByte() else { return nil }
        switch byte {
        case 0x1B:
            // An arrow arrives as ESC [ A in one burst; a lone ESC is the escape key.
            guard moreInputPending(), readByte() == UInt8(ascii: "[") else { return .escape }
            switch readByte() {
            case UInt8(ascii: "A"): return .up
            case UInt8(ascii: "B"): return .down
            default: return .other
            }
        case 0x0D, 0x0A: return .enter
        case 0x03: return .interrupt
        case 0x7F, 0x08: return .backspace
        case 0x00..<0x20: return .other
        case 0x20..<0x80: return .character(Character(Unicode.Scalar(byte)))
        default: return readUTF8(startingWith: byte)
        }
    }

    /// A key press.
    enum Key: Equatable, Sendable {
        case up, down, enter, escape, backspace, interrupt, other
        case character(Character)
    }

    // Typed text is UTF-8: a lead byte says how many continuation bytes follow (`é` is two
    // bytes, not two keys). A malformed sequence is one key that types nothing.
    nonisolated private static func readUTF8(startingWith lead: UInt8) -> Key {
        let length =
            switch lead {
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return .other }
        var bytes = [lead]
        for _ in 1..<length {
            guard let next = readByte(), next & 0xC0 == 0x80 else { return .other }
            bytes.append(next)
        }
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else {
            return .other
        }
        return .character(character)
    }

    nonisolated private static func readByte() -> UInt8? {
        Platform.readByte(Platform.standardInput)
    }

    nonisolated private static func moreInputPending() -> Bool {
        Platform.inputPending(Platform.standardInput, withinMilliseconds: 50)
    }

    nonisolated private static func restore() {
        guard active else { return }
        active = false
        write("\u{1B}[?25h\u{1B}[?1049l")
        Platform.TerminalMode.restore(Platform.standardInput)
    }

    nonisolated private static func write(_ text: String) {
        Platform.write(Platform.standardOutput, text)
    }
}
