import Foundation

/// The text field of a search bar (iOS 13): a grey rounded field with a magnifying glass, the
/// placeholder "Search", a clear button while editing and the keyboard's Search key (R306).
@MainActor
open class UISearchTextField: UITextField {
    /// The field's height in a search bar.
    static let height: CGFloat = 36
    /// Where the magnifying glass sits, from the field's leading edge, and how wide its place is.
    static let glassInset: CGFloat = 8
    static let glassWidth: CGFloat = 20
    /// The gap between the glass and the text.
    static let glassGap: CGFloat = 6

    /// The magnifying glass (the search bar's `.search` image unless one was set).
    let glassView = UIImageView(image: UIImage(systemName: "magnifyingglass"))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        layer.cornerCurve = .continuous
        clipsToBounds = true
        placeholder = "Search"
        placeholderTextColor = .secondaryLabel
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocorrectionType = .default
        glassView.tintColor = .secondaryLabel
        glassView.contentMode = .center
        leftView = glassView
        leftViewMode = .always
    }

    /// The glass's place: 8 pt from the leading edge, 20 pt wide, the field's height.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + Self.glassInset, y: bounds.minY, width: Self.glassWidth, height: bounds.height)
    }

    /// The text after the glass, up to 8 pt from the trailing edge or the clear button.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftViewRect(forBounds: bounds).maxX + Self.glassGap
        var right = bounds.maxX - 8
        if isClearButtonShown { right = clearButtonRect(forBounds: bounds).minX - 4 }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// 36 pt high, as wide as its text needs.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }
}
