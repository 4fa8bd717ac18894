import Foundation

extension UIBarButtonItem {
    /// How an item is drawn (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// The plain look: the title in the regular weight.
        case plain = 0
        /// Drawn as `.plain` since iOS 7 (deprecated in iOS 8).
        case bordered = 1
        /// The item that ends a task: the title in the bold weight (R170).
        case done = 2
    }

    /// The items UIKit draws itself (UIKit's raw values): a localised title or a system glyph.
    public enum SystemItem: Int, Sendable, CustomStringConvertible {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        /// Drawn as nothing since iOS 11 (deprecated).
        case pageCurl = 23
        case close = 24

        /// The English title of a titled system item (nil for glyphs and spaces).
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The glyph of a system item drawn as a symbol.
        var glyph: BarGlyph? {
            switch self {
            case .add: .plus
            case .compose: .compose
            case .reply: .reply
            case .action: .share
            case .organize: .folder
            case .bookmarks: .book
            case .search: .magnifyingGlass
            case .refresh: .refresh
            case .stop: .xmark
            case .camera: .camera
            case .trash: .trash
            case .play: .play
            case .pause: .pause
            case .rewind: .rewind
            case .fastForward: .fastForward
            case .close: .closeCircle
            default: nil
            }
        }

        public var description: String {
            switch self {
            case .done: "done"
            case .cancel: "cancel"
            case .edit: "edit"
            case .save: "save"
            case .add: "add"
            case .flexibleSpace: "flexibleSpace"
            case .fixedSpace: "fixedSpace"
            case .compose: "compose"
            case .reply: "reply"
            case .action: "action"
            case .organize: "organize"
            case .bookmarks: "bookmarks"
            case .search: "search"
            case .refresh: "refresh"
            case .stop: "stop"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play"
            case .pause: "pause"
            case .rewind: "rewind"
            case .fastForward: "fastForward"
            case .undo: "undo"
            case .redo: "redo"
            case .pageCurl: "pageCurl"
            case .close: "close"
            }
        }
    }
}
