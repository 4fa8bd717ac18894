import Foundation

/// Where everything of an alert or action sheet goes for a width: a pure function of the content
/// and the installed text metrics, shared by the presentation controller (the size) and the content
/// view (the frames) (R232, R233).
@MainActor
struct AlertLayout {
    /// A button: which action, where (in its group's coordinates), whether in the cancel group.
    struct Button: Equatable {
        /// The index of the action in `actions`.
        var action: Int
        var frame: CGRect
        /// Whether it sits in an action sheet's separate cancel group.
        var inCancelGroup: Bool
        /// Whether its title is semibold.
        var isBold: Bool
    }

    /// What the layout is made from.
    struct Content {
        var style: UIAlertController.Style
        var title: String?
        var message: String?
        /// Each action's title and style.
        var actions: [(title: String, style: UIAlertAction.Style)]
        /// The index of the preferred action, if any.
        var preferred: Int?
        var textFieldCount: Int
        /// One device pixel, the separators' thickness.
        var hairline: CGFloat
        /// The text size the fonts and the margins around the labels follow (R214).
        var contentSize: UIContentSizeCategory = .large

        /// A font of `style` at the content size.
        func font(_ style: UIFont.TextStyle, weight: UIFont.Weight = .regular) -> UIFont {
            .systemFont(ofSize: UIFont.pointSize(for: style, category: contentSize), weight: weight)
        }

        /// A margin that scales as `style` does, as UIKit scales an alert's margins with its fonts.
        func scaled(_ value: CGFloat, as style: UIFont.TextStyle) -> CGFloat {
            DynamicScaling(style: style, basePointSize: value, maximum: nil).pointSize(at: contentSize)
        }
    }

    /// The whole presented view's size.
    var size: CGSize
    /// The card (an alert) or the actions' group (an action sheet), in the view's coordinates; nil
    /// for an action sheet that has only a cancel button.
    var mainGroup: CGRect?
    /// An action sheet's cancel group, in the view's coordinates.
    var cancelGroup: CGRect?
    /// The labels and fields, in the main group's coordinates.
    var titleFrame: CGRect?
    var messageFrame: CGRect?
    var textFieldFrames: [CGRect] = []
    /// The title's and message's fonts.
    var titleFont: UIFont
    var messageFont: UIFont
    var buttons: [Button] = []
    /// Hairlines in the main group's coordinates.
    var separators: [CGRect] = []
    /// Whether an alert's two buttons sit side by side.
    var buttonsSideBySide = false
    /// The buttons' title size.
    var buttonFontSize: CGFloat = AlertMetrics.alertButtonFontSize

    /// The layout of `content` at `width`.
    static func make(_ content: Content, width: CGFloat) -> AlertLayout {
        content.style == .alert ? alert(content, width: width) : actionSheet(content, width: width)
    }

    // MARK: Alert (R232)

    private static func alert(_ content: Content, width: CGFloat) -> AlertLayout {
        let m = AlertMetrics.self
        let title = nonEmpty(content.title)
        let message = nonEmpty(content.message)
        // Headline and Footnote (the message takes the title's font without a title); the margins
        // scale with the font of the label they measure from.
        let titleFont = content.font(.headline, weight: .semibold)
        let messageStyle: UIFont.TextStyle = title == nil ? .headline : .footnote
        var layout = AlertLayout(
            size: .zero, titleFont: titleFont,
            messageFont: title == nil ? titleFont : content.font(.footnote))
        let header = Header.place(
            title: title, titleFont: layout.titleFont, message: message, messageFont: layout.messageFont,
            width: width, margin: m.alertLabelMargin,
            firstBaseline: content.scaled(m.alertTopToFirstBaseline, as: .headline),
            titleToMessage: content.scaled(m.alertTitleToMessageBaseline, as: messageStyle))
        layout.titleFrame = header.title
        layout.messageFrame = header.message
        var y: CGFloat =
            header.lastBaseline.map { $0 + content.scaled(m.alertLastBaselineToBottom, as: .headline) } ?? 0
        if content.textFieldCount > 0 {
            y = (header.lastBaseline.map { $0 + m.textFieldTopSpacing } ?? m.textFieldBottomSpacing)
            for _ in 0..<content.textFieldCount {
                layout.textFieldFrames.append(
                    CGRect(x: m.textFieldMargin, y: y, width: width - 2 * m.textFieldMargin, height: m.textFieldHeight))
                y += m.textFieldHeight
            }
            y += m.textFieldBottomSpacing
        }
        let buttonFont = content.font(.body, weight: .semibold)
        layout.buttonFontSize = buttonFont.pointSize
        let sideBySide =
            content.actions.count == 2
            && content.actions.allSatisfy { fitsHalf($0.title, font: buttonFont, width: width) }
        let order = buttonOrder(content, sideBySide: sideBySide)
        let bold = boldAction(content)
        layout.buttonsSideBySide = sideBySide
        if !order.isEmpty, y > 0 {
            layout.separators.append(CGRect(x: 0, y: y, width: width, height: content.hairline))
        }
        // 44 pt, taller when a large text size needs it.
        let lineHeight = TextMetrics.current.lineMetrics(for: buttonFont).lineHeight
        let h = max(m.alertButtonHeight, (lineHeight + 2 * m.alertButtonVerticalPadding).rounded(.up))
        if sideBySide {
            let half = width / 2
            for (column, index) in order.enumerated() {
                layout.buttons.append(
                    Button(
                        action: index, frame: CGRect(x: CGFloat(column) * half, y: y, width: half, height: h),
                        inCancelGroup: false, isBold: index == bold))
            }
            layout.separators.append(CGRect(x: half, y: y, width: content.hairline, height: h))
            y += h
        } else {
            for (row, index) in order.enumerated() {
                if row > 0 { layout.separators.append(CGRect(x: 0, y: y, width: width, height: content.hairline)) }
                layout.buttons.append(
                    Button(
                        action: index, frame: CGRect(x: 0, y: y, width: width, height: h), inCancelGroup: false,
                        isBold: index == bold))
                y += h
            }
        }
        layout.size = CGSize(width: width, height: y)
        layout.mainGroup = CGRect(origin: .zero, size: layout.size)
        return layout
    }

    /// An alert's buttons top to bottom (or left to right): in the order added, except the cancel
    /// action, which goes first (on the left) of two side by side and last of a stack.
    private static func buttonOrder(_ content: Content, sideBySide: Bool) -> [Int] {
        let indices = Array(content.actions.indices)
        guard let cancel = indices.first(where: { content.actions[$0].style == .cancel }) else { return indices }
        let others = indices.filter { $0 != cancel }
        return sideBySide ? [cancel] + others : others + [cancel]
    }

    /// The semibold action of an alert: the preferred one, else the cancel one.
    private static func boldAction(_ content: Content) -> Int? {
        content.preferred ?? content.actions.firstIndex { $0.style == .cancel }
    }

    private static func fitsHalf(_ title: String, font: UIFont, width: CGFloat) -> Bool {
        let needed = TextMetrics.current.width(of: title, font: font) + 2 * AlertMetrics.alertButtonTitleMargin
        return needed <= width / 2
    }

    // MARK: Action sheet (R233)

    private static func actionSheet(_ content: Content, width: CGFloat) -> AlertLayout {
        let m = AlertMetrics.self
        let title = nonEmpty(content.title)
        let message = nonEmpty(content.message)
        // The header is Footnote (the title semibold when there is a message), its margins scaling
        // with it; the buttons keep 20 pt.
        var layout = AlertLayout(
            size: .zero, titleFont: content.font(.footnote, weight: message == nil ? .regular : .semibold),
            messageFont: content.font(.footnote))
        layout.buttonFontSize = m.sheetButtonFontSize
        let header = Header.place(
            title: title, titleFont: layout.titleFont, message: message, messageFont: layout.messageFont,
            width: width, margin: m.sheetLabelMargin,
            firstBaseline: content.scaled(m.sheetTopToFirstBaseline, as: .footnote),
            titleToMessage: content.scaled(m.sheetTitleToMessageBaseline, as: .footnote))
        layout.titleFrame = header.title
        layout.messageFrame = header.message
        var y: CGFloat = 0
        if let last = header.lastBaseline {
            let below = title != nil && message != nil ? m.sheetMessageToBottom : m.sheetLastBaselineToBottom
            y = last + content.scaled(below, as: .footnote)
        }
        let h = m.sheetButtonHeight
        let cancel = content.actions.firstIndex { $0.style == .cancel }
        for index in content.actions.indices where index != cancel {
            if y > 0 { layout.separators.append(CGRect(x: 0, y: y, width: width, height: content.hairline)) }
            layout.buttons.append(
                Button(
                    action: index, frame: CGRect(x: 0, y: y, width: width, height: h), inCancelGroup: false,
                    isBold: false))
            y += h
        }
        var total: CGFloat = 0
        if y > 0 {
            layout.mainGroup = CGRect(x: 0, y: 0, width: width, height: y)
            total = y
        }
        if let cancel {
            if total > 0 { total += m.sheetCancelSpacing }
            layout.cancelGroup = CGRect(x: 0, y: total, width: width, height: h)
            layout.buttons.append(
                Button(
                    action: cancel, frame: CGRect(x: 0, y: 0, width: width, height: h), inCancelGroup: true,
                    isBold: true))
            total += h
        }
        layout.size = CGSize(width: width, height: total)
        return layout
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

/// The title and message placed by their baselines, as UIKit's alert header places them.
@MainActor
private struct Header {
    var title: CGRect?
    var message: CGRect?
    /// The last label's last baseline; nil without labels.
    var lastBaseline: CGFloat?

    static func place(
        title: String?, titleFont: UIFont, message: String?, messageFont: UIFont, width: CGFloat, margin: CGFloat,
        firstBaseline: CGFloat, titleToMessage: CGFloat
    ) -> Header {
        var header = Header()
        let labelWidth = width - 2 * margin
        var baseline = firstBaseline
        if let title {
            let (frame, last) = label(title, font: titleFont, width: labelWidth, x: margin, firstBaseline: baseline)
            header.title = frame
            header.lastBaseline = last
            baseline = last + titleToMessage
        }
        if let message {
            let (frame, last) = label(message, font: messageFont, width: labelWidth, x: margin, firstBaseline: baseline)
            header.message = frame
            header.lastBaseline = last
        }
        return header
    }

    /// A centred, wrapping label whose first baseline is at `firstBaseline`; its last baseline.
    private static func label(_ text: String, font: UIFont, width: CGFloat, x: CGFloat, firstBaseline: CGFloat)
        -> (CGRect, CGFloat)
    {
        let metrics = TextMetrics.current.lineMetrics(for: font)
        let content = TextContent(
            text: text, font: font, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1), alignment: .center,
            numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let lines = CGFloat(max(TextLayout.lines(for: content, width: width).count, 1))
        let top = firstBaseline - metrics.ascender
        let frame = CGRect(x: x, y: top, width: width, height: lines * metrics.lineHeight)
        return (frame, firstBaseline + (lines - 1) * metrics.lineHeight)
    }
}
