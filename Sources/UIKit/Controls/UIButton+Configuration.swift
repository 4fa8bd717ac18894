import Foundation

extension UIButton {
    /// What a configuration-based button (iOS 15) shows: its style, content, colours and spacing (R258).
    public struct Configuration: Sendable {
        /// How the background's corners are rounded, with UIKit's raw values.
        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius` as it is.
            case fixed = -1
            /// A radius for the button's size (grows with Dynamic Type on iOS).
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            /// Half the height.
            case capsule = 4
        }

        /// The preset sizes, which choose the font and the insets.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// The look a preset starts from.
        enum Style: Sendable {
            case plain, tinted, gray, filled
        }

        /// The plain style: tinted text, no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// Tinted text on a pale wash of the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// Tinted text on a grey fill.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// White text on the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The bordered style (a grey fill, as `gray()`).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The prominent bordered style (the tint colour, as `filled()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// The tinted bordered style (as `tinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// No border or background (as `plain()`).
        public static func borderless() -> Configuration { Configuration(style: .plain) }

        let style: Style
        /// The title.
        public var title: String?
        /// A second line under the title, smaller.
        public var subtitle: String?
        /// The image, beside or above the text by `imagePlacement`.
        public var image: UIImage?
        /// Whether a spinning activity indicator takes the image's place (iOS 15; default false).
        public var showsActivityIndicator = false
        /// The space between the image and the text (default 0).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (default 0).
        public var titlePadding: CGFloat = 0
        /// Where the image is, relative to the text (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the bounds and the content (default by `buttonSize`).
        public var contentInsets: NSDirectionalEdgeInsets
        /// The preset size (default `.medium`); setting it resets `contentInsets`.
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        /// How the corners are rounded (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The corner radius `.fixed` uses (the background configuration's `cornerRadius`).
        public var backgroundCornerRadius: CGFloat = 0
        /// The colour the style builds its background from (nil: the tint colour, or grey for `gray()`).
        public var baseBackgroundColor: UIColor?
        /// The colour the style builds its text and image colour from (nil: the tint colour, or white
        /// for `filled()`).
        public var baseForegroundColor: UIColor?

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        /// The insets of each size (iOS 15 and later, measured).
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's and subtitle's sizes for the button size.
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .systemFont(ofSize: 12)
            case .small: .systemFont(ofSize: 15)
            case .medium, .large: .systemFont(ofSize: 17)
            }
        }
        var subtitleFont: UIFont { .systemFont(ofSize: buttonSize == .mini || buttonSize == .small ? 12 : 15) }

        /// The corner radius for a button `height` tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: backgroundCornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// The background colour in a state (nil: none).
        func backgroundColor(tint: UIColor, state: UIControl.State) -> UIColor? {
            if style == .plain { return nil }
            if state.contains(.disabled) { return .tertiarySystemFill }
            switch style {
            case .plain: return nil
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .tertiarySystemFill
            case .filled: return baseBackgroundColor ?? tint
            }
        }

        /// The text and image colour in a state.
        func foregroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            return baseForegroundColor ?? (style == .filled ? .white : tint)
        }
    }
}
