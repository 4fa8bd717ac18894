internal import CSDL2
import Foundation

/// A failure of SDL, SDL_ttf or SDL_image while rendering, with SDL's own error text.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, including SDL's error text when there is one.
    public let message: String

    /// Creates an error with a message.
    public init(_ message: String) { self.message = message }

    /// An error for a failed SDL call: `what` followed by `SDL_GetError()`.
    static func sdl(_ what: String) -> RenderError {
        RenderError("\(what): \(String(cString: SDL_GetError()))")
    }

    public var description: String { message }
}
