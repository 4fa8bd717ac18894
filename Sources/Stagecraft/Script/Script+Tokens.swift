import Foundation

/// Splitting a line into words and quoted strings.
extension Script {
    // MARK: Tokens

    /// A bare word or a double-quoted string (`\"`, `\\` and `\n` escapes).
    enum Token: Equatable {
        case word(String)
        case quoted(String)

        var text: String {
            switch self {
            case .word(let s), .quoted(let s): return s
            }
        }

        /// As written, for messages.
        var quoted: String {
            switch self {
            case .word(let s): return "'\(s)'"
            case .quoted(let s): return "\"\(s)\""
            }
        }
    }

    struct TokenizeError: Error {
        var message: String
    }

    /// Splits a line into tokens; `#` outside quotes starts a comment.
    static func tokenize(_ line: String) throws -> [Token] {
        var tokens: [Token] = []
        var characters = line[...]
        while let c = characters.first {
            if c.isWhitespace {
                characters.removeFirst()
            } else if c == "#" {
                break
            } else if c == "\"" {
                characters.removeFirst()
                var text = ""
                var closed = false
                while let d = characters.popFirst() {
                    if d == "\"" {
                        closed = true
                        break
                    }
                    if d == "\\" {
                        switch characters.popFirst() {
                        case "n": text.append("\n")
                        case "\"": text.append("\"")
                        case "\\": text.append("\\")
                        case let other?: throw TokenizeError(message: "unknown escape '\\\(other)' in a quoted string")
                        case nil: throw TokenizeError(message: "unterminated quoted string")
                        }
                    } else {
                        text.append(d)
                    }
                }
                if !closed { throw TokenizeError(message: "unterminated quoted string") }
                tokens.append(.quoted(text))
            } else {
                var word = ""
                while let d = characters.first, !d.isWhitespace, d != "\"", d != "#" {
                    word.append(d)
                    characters.removeFirst()
                }
                tokens.append(.word(word))
            }
        }
        return tokens
    }
}
