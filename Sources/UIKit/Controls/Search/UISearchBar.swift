import Foundation

/// A search field on a bar, with an optional Cancel button, scope bar and prompt (R306): a table
/// header, a toolbar of its own, or — through a search controller and `navigationItem` — part
/// of the navigation bar.
@MainActor
open class UISearchBar: UIView {
    /// How the bar draws its background.
    public enum Style: UInt, Sendable {
        /// The system's: a background behind the field (none in a navigation bar).
        case `default` = 0
        /// The same background, the field standing out from it.
        case prominent = 1
        /// No background: only the field.
        case minimal = 2
    }

    /// The images a search bar shows.
    public enum Icon: Int, Sendable {
        case search = 0
        case clear = 1
        case bookmark = 2
        case resultsList = 3
    }

    /// The height of the field's row standing alone, and in a navigation bar.
    static let rowHeight: CGFloat = 56
    static let navigationBarRowHeight: CGFloat = 52
    /// The height of the scope bar's row and of the prompt's.
    static let scopeRowHeight: CGFloat = 44
    static let promptHeight: CGFloat = 30
    /// The side margin standing alone (a navigation bar uses its own).
    static let sideMargin: CGFloat = 8
    /// The gap between the field and the Cancel button.
    static let cancelGap: CGFloat = 8

    /// Told of editing, text changes and the buttons.
    open weak var delegate: UISearchBarDelegate?

    /// The field (iOS 13): its text, placeholder, glass and clear button.
    public let searchTextField = UISearchTextField()

    /// The text in the field. Setting it tells the delegate nothing, as in UIKit.
    open var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }

    /// The field's placeholder; nil shows "Search".
    open var placeholder: String? { didSet { searchTextField.placeholder = placeholder ?? "Search" } }

    /// A line above the field.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            invalidateBarSize()
        }
    }

    /// Whether the Cancel button shows (a search controller shows it while active).
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Whether the bookmark button shows in the empty field.
    open var showsBookmarkButton = false
    /// Whether the results list button shows in the field.
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected.
    open var isSearchResultsButtonSelected = false

    /// The titles of the scope bar's buttons.
    open var scopeButtonTitles: [String]? {
        didSet {
            rebuildScopeBar()
            invalidateBarSize()
        }
    }

    /// The selected scope button.
    open var selectedScopeButtonIndex = 0 {
        didSet { if scopeBar.selectedSegmentIndex != selectedScopeButtonIndex { syncScopeSelection() } }
    }

    /// Whether the scope bar shows (with titles).
    open var showsScopeBar: Bool {
        get { scopeShown }
        set { setShowsScope(newValue, animated: false) }
    }

    /// The background's style.
    open var searchBarStyle: Style = .default { didSet { refreshBackground() } }
    /// The system look or black.
    open var barStyle: UIBarStyle = .default { didSet { refreshBackground() } }
    /// The background's colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { refreshBackground() } }
    /// Whether the background lets content show through (drawn opaque here).
    open var isTranslucent = true
    /// An image drawn as the background instead of the style's.
    open var backgroundImage: UIImage? {
        didSet {
            backgroundImageView.image = backgroundImage
            refreshBackground()
        }
    }
    /// Whether the bar takes touches and its field edits (iOS 16.4).
    open var isEnabled = true {
        didSet {
            searchTextField.isEnabled = isEnabled
            cancelButton.isEnabled = isEnabled
            scopeBar.isEnabled = isEnabled
        }
    }

    /// The search controller that owns this bar (set by it).
    weak var searchController: UISearchController?
    /// Set while the bar is shown in a navigation bar: no background, the bar's side margin.
    var navigationBarSideMargin: CGFloat?

    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: [])
    let promptLabel = UILabel()
    let backgroundView = UIView()
    let backgroundImageView = UIImageView()
    private var cancelShown = false
    private var scopeShown = false
    private var images: [Int: UIImage] = [:]
    /// Relays the field's delegate calls (the field is the bar's; UIKit's bar is its delegate too).
    private lazy var fieldRelay = SearchFieldRelay(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    /// A bar of the standard height, as wide as it is laid out.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.rowHeight))
    }

    private func setUpBar() {
        backgroundView.isUserInteractionEnabled = false
        backgroundImageView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(backgroundImageView)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        addSubview(promptLabel)
        searchTextField.delegate = fieldRelay
        searchTextField.addTarget(self, action: UISearchBar.fieldDidChange, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addTarget(self, action: UISearchBar.cancelWasTapped, for: .touchUpInside)
        cancelButton.alpha = 0
        addSubview(cancelButton)
        scopeBar.addTarget(self, action: UISearchBar.scopeDidChange, for: .valueChanged)
        scopeBar.alpha = 0
        addSubview(scopeBar)
        refreshBackground()
    }

    /// As wide as offered, as high as its rows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// No intrinsic width; the height of its rows.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutBar()
    }

    // MARK: Buttons and scope

    /// Shows or hides the Cancel button; animated, it slides in from the trailing edge as the field
    /// narrows.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelShown else { return }
        cancelShown = showsCancelButton
        animateLayoutChange(animated)
    }

    /// Shows or hides the scope bar (iOS 13); the bar grows by its row.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != scopeShown else { return }
        scopeShown = show
        invalidateBarSize()
        animateLayoutChange(animated)
    }

    /// An image for one of the bar's icons (the glass for `.search`).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        images[icon.rawValue] = iconImage
        if icon == .search { searchTextField.glassView.image = iconImage ?? UIImage(systemName: "magnifyingglass") }
    }

    /// The image set for an icon, if any.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { images[icon.rawValue] }

    /// Whether the scope bar shows now: asked for, with titles.
    var isScopeBarShown: Bool { scopeShown && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        syncScopeSelection()
        setNeedsLayout()
    }

    private func syncScopeSelection() {
        let count = scopeBar.numberOfSegments
        scopeBar.selectedSegmentIndex =
            count == 0 ? UISegmentedControl.noSegment : min(selectedScopeButtonIndex, count - 1)
    }

    // MARK: Actions

    func fieldDidChange() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    func cancelWasTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelWasTapped()
    }

    func scopeDidChange() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarScopeDidChange()
    }

    // MARK: First responder

    /// Begins editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: Text input traits, forwarded to the field

    /// The field's capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The field's autocorrection.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The field's spell checking.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The field's keyboard.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The field's keyboard appearance.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The field's Return key (Search by default).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether Return is disabled while the field is empty (true by default).
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// The field's content type.
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
}

/// The search field's delegate: passes each question to the bar's delegate in its own terms, and
/// activates the bar's search controller when editing begins.
@MainActor
final class SearchFieldRelay: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.searchController?.searchBarDidBeginEditing()
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
