import Foundation

/// A menu on screen (R209): a rounded, blurred platter of rows beside the button that showed it,
/// over a window-wide layer that takes the next touch outside it to close the menu. Choosing an
/// action closes the menu and runs the action; a submenu replaces the rows, with a row back.
@MainActor
final class MenuContainerView: UIView {
    /// The menu shown now (one at a time, as in UIKit).
    private(set) static weak var current: MenuContainerView?

    /// The menu the button showed.
    let menu: UIMenu
    /// The submenus opened from it, innermost last.
    private(set) var path: [UIMenu] = []
    /// The view the menu came from (a bar button's view or a button).
    private(set) weak var source: UIView?
    /// The platter: shadow outside, blurred material and rows inside.
    let platter = UIView()
    private let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let scroller = UIScrollView()
    /// The rows shown now, in order.
    private(set) var rows: [MenuRowView] = []
    private(set) var isDismissing = false
    /// For a context menu (R313): the preview's frame, which the platter is placed beside and
    /// whose touches go to the preview below; nil for a button's menu.
    var previewFrame: CGRect? {
        didSet { reload() }
    }
    /// Called once as the menu starts closing.
    var onDismiss: (() -> Void)?

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let rowWithSubtitleHeight: CGFloat = 60
    static let headerHeight: CGFloat = 34
    static let sectionGap: CGFloat = 8
    static let cornerRadius: CGFloat = 13

    /// Shows `menu` from `source` (in a window), closing a menu already shown.
    @discardableResult
    static func show(_ menu: UIMenu, from source: UIView, besidePreview previewFrame: CGRect? = nil)
        -> MenuContainerView?
    {
        guard let window = source.window else { return nil }
        current?.dismiss(animated: false)
        let container = MenuContainerView(menu: menu, source: source, window: window)
        if let previewFrame { container.previewFrame = previewFrame }
        current = container
        EventLog.current.record("menu \(menu.title.isEmpty ? "(untitled)" : menu.title) shown")
        container.animateIn()
        return container
    }

    private init(menu: UIMenu, source: UIView, window: UIWindow) {
        for deferred in UIDeferredMenuElement.all(in: menu) { deferred.menuWillShow() }  // R350
        self.menu = menu
        self.source = source
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        platter.layer.shadowColor = UIColor.black.cgColor
        platter.layer.shadowOpacity = 0.16
        platter.layer.shadowRadius = 24
        platter.layer.shadowOffset = CGSize(width: 0, height: 10)
        material.layer.cornerRadius = Self.cornerRadius
        material.layer.cornerCurve = .continuous
        material.clipsToBounds = true
        // The menu's material is mostly opaque: a wash over the blur, light or dark.
        material.contentView.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 0.6) : UIColor(white: 0.98, alpha: 0.72)
        }
        addSubview(platter)
        platter.addSubview(material)
        material.contentView.addSubview(scroller)
        scroller.showsVerticalScrollIndicator = false
        // The rows start at the platter's top, whatever the safe area under it.
        scroller.contentInsetAdjustmentBehavior = .never
        reload()
    }

    required init?(coder: NSCoder) { fatalError("menus are shown by their buttons") }

    /// The menu whose rows are shown: the innermost open submenu, or the menu.
    var shownMenu: UIMenu { path.last ?? menu }

    // MARK: Rows

    /// One line of the platter.
    enum Entry {
        case header(String)
        case back(UIMenu)
        case row(UIMenuElement, in: UIMenu)
        case gap
    }

    /// The entries of `menu`: its title, then its children, inline menus as sections between gaps.
    static func entries(of menu: UIMenu, isSubmenu: Bool, onDeferredResolve: @escaping () -> Void = {}) -> [Entry] {
        // Deferred elements stand for what their providers give (or a loading row, R350).
        func expanded(_ elements: [UIMenuElement]) -> [UIMenuElement] {
            elements.flatMap { element -> [UIMenuElement] in
                guard let deferred = element as? UIDeferredMenuElement else { return [element] }
                return expanded(deferred.elements(onResolve: onDeferredResolve))
            }
        }
        var out: [Entry] = []
        if isSubmenu {
            out.append(.back(menu))
        } else if !menu.title.isEmpty {
            out.append(.header(menu.title))
        }
        var pendingGap = false
        for child in expanded(menu.children) where !isHidden(child) {
            if let section = child as? UIMenu,
                section.options.contains(.displayInline) || section.options.contains(.displayAsPalette)
            {
                let visible = expanded(section.children).filter { !isHidden($0) }
                guard !visible.isEmpty else { continue }
                // A gap between sections (not under the menu's title).
                if out.contains(where: { if case .row = $0 { return true } else { return false } }) { out.append(.gap) }
                if !section.title.isEmpty { out.append(.header(section.title)) }
                for element in visible { out.append(.row(element, in: section)) }
                pendingGap = true
            } else {
                if pendingGap {
                    out.append(.gap)
                    pendingGap = false
                }
                out.append(.row(child, in: menu))
            }
        }
        return out
    }

    private static func isHidden(_ element: UIMenuElement) -> Bool {
        (element as? UIAction)?.attributes.contains(.hidden) ?? false
    }

    /// Builds the rows of the shown menu and sizes and places the platter.
    func reload() {
        for view in scroller.subviews { view.removeFromSuperview() }
        rows = []
        let entries = Self.entries(of: shownMenu, isSubmenu: !path.isEmpty) { [weak self] in self?.reload() }
        // A checkmark column when any action of the menu can be checked.
        let checkable = entries.contains {
            if case .row(let element, let parent) = $0 {
                return parent.options.contains(.singleSelection) || ((element as? UIAction)?.state ?? .off) != .off
            }
            return false
        }
        var y: CGFloat = 0
        var previousWasRow = false
        for entry in entries {
            switch entry {
            case .header(let title):
                let label = UILabel(frame: CGRect(x: 16, y: y, width: Self.width - 32, height: Self.headerHeight))
                label.text = title
                label.font = .systemFont(ofSize: 13)
                label.textColor = .secondaryLabel
                scroller.addSubview(label)
                y += Self.headerHeight
                previousWasRow = true
            case .back(let submenu):
                let row = MenuRowView(back: submenu, container: self)
                row.frame = CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight)
                scroller.addSubview(row)
                rows.append(row)
                y += Self.rowHeight
                previousWasRow = true
            case .gap:
                let gap = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: Self.sectionGap))
                gap.backgroundColor = UIColor(white: 0, alpha: 0.08)
                scroller.addSubview(gap)
                y += Self.sectionGap
                previousWasRow = false
            case .row(let element, let parent):
                let row = MenuRowView(element: element, in: parent, checkable: checkable, container: self)
                let height = element.subtitle == nil ? Self.rowHeight : Self.rowWithSubtitleHeight
                row.frame = CGRect(x: 0, y: y, width: Self.width, height: height)
                row.showsSeparator = previousWasRow
                scroller.addSubview(row)
                rows.append(row)
                y += height
                previousWasRow = true
            }
        }
        scroller.contentSize = CGSize(width: Self.width, height: y)
        place(contentHeight: y)
    }

    /// Places the platter below the source (above it when there is no room), at its trailing edge
    /// on the right half of the screen and its leading edge on the left, inside the safe area.
    private func place(contentHeight: CGFloat) {
        let safe = bounds.inset(by: safeAreaInsets).insetBy(dx: 8, dy: 8)
        let anchor = anchorRect
        let below = safe.maxY - (anchor.maxY + 8)
        let above = (anchor.minY - 8) - safe.minY
        let placeBelow = below >= min(contentHeight, 200) || below >= above
        let room = placeBelow ? below : above
        let height = min(contentHeight, max(room, Self.rowHeight))
        var x = anchor.midX > bounds.midX ? anchor.maxX - Self.width : anchor.minX
        x = min(max(x, safe.minX), safe.maxX - Self.width)
        let y = placeBelow ? anchor.maxY + 8 : anchor.minY - 8 - height
        platter.transform = .identity
        platter.frame = CGRect(x: x, y: y, width: Self.width, height: height)
        material.frame = platter.bounds
        scroller.frame = material.contentView.bounds
        platter.layer.shadowPath = UIBezierPath(roundedRect: platter.bounds, cornerRadius: Self.cornerRadius).cgPath
    }

    /// What the platter is placed beside: the preview, else the source, else the middle.
    private var anchorRect: CGRect {
        previewFrame ?? source.map { $0.convert($0.bounds, to: self) }
            ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
    }

    // MARK: Choosing

    /// A row was chosen: an action runs (the menu closing first unless it stays presented), a
    /// submenu opens, the back row closes the innermost submenu.
    func choose(_ row: MenuRowView) {
        guard !isDismissing else { return }
        switch row.kind {
        case .back:
            path.removeLast()
            reload()
        case .element(let element, let parent):
            if let submenu = element as? UIMenu {
                path.append(submenu)
                reload()
                return
            }
            guard let action = element as? UIAction, !action.attributes.contains(.disabled) else { return }
            parent.choose(action)
            EventLog.current.record("menu action \(action.title) chosen")
            if action.attributes.contains(.keepsMenuPresented) {
                reload()
            } else {
                dismiss(animated: true)
            }
            action.perform(sender: source as? UIControl)
        }
    }

    // MARK: Showing and closing

    private func animateIn() {
        let anchor = anchorRect
        let corner = CGPoint(
            x: anchor.midX > bounds.midX ? platter.frame.maxX : platter.frame.minX,
            y: platter.frame.minY > anchor.minY ? platter.frame.minY : platter.frame.maxY)
        // The platter grows out of its corner nearest the button.
        let scale: CGFloat = 0.2
        let dx = (corner.x - platter.center.x) * (1 - scale)
        let dy = (corner.y - platter.center.y) * (1 - scale)
        platter.transform = CGAffineTransform(translationX: dx, y: dy).scaledBy(x: scale, y: scale)
        platter.alpha = 0
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: 0,
            options: [.allowUserInteraction]
        ) {
            self.platter.transform = .identity
            self.platter.alpha = 1
        }
    }

    /// Closes the menu, fading it out (animated) or at once.
    func dismiss(animated: Bool) {
        guard !isDismissing else { return }
        isDismissing = true
        if Self.current === self { Self.current = nil }
        onDismiss?()
        onDismiss = nil
        guard animated else {
            removeFromSuperview()
            return
        }
        isUserInteractionEnabled = false
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.curveEaseIn],
            animations: {
                self.platter.alpha = 0
                self.platter.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            },
            completion: { _ in self.removeFromSuperview() })
    }

    // MARK: Touches

    /// Inside the platter the rows take touches; anywhere else the menu does (and closes).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isDismissing, isUserInteractionEnabled else { return nil }
        if platter.frame.contains(point) { return super.hitTest(point, with: event) ?? platter }
        if let previewFrame, previewFrame.contains(point) { return nil }
        return self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A touch outside the menu closes it and goes no further (as in UIKit).
        guard let touch = touches.first, !platter.frame.contains(touch.location(in: self)) else { return }
        EventLog.current.record("menu \(menu.title.isEmpty ? "(untitled)" : menu.title) dismissed")
        dismiss(animated: true)
    }
}
