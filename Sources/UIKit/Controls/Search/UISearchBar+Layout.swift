import Foundation

extension UISearchBar {
    /// The height of the row holding the field and the Cancel button.
    var fieldRowHeight: CGFloat { navigationBarSideMargin == nil ? Self.rowHeight : Self.navigationBarRowHeight }

    /// The bar's height for what it shows: the prompt, the field's row and the scope bar.
    var barHeight: CGFloat {
        (prompt == nil ? 0 : Self.promptHeight) + fieldRowHeight + (isScopeBarShown ? Self.scopeRowHeight : 0)
    }

    /// Lays out the prompt, the field (narrowed by the Cancel button while it shows) and the
    /// scope bar, inside the safe area's sides.
    func layOutBar() {
        backgroundView.frame = bounds
        backgroundImageView.frame = bounds
        let margin = navigationBarSideMargin ?? Self.sideMargin
        let left = safeAreaInsets.left + margin
        let right = bounds.width - safeAreaInsets.right - margin
        var y: CGFloat = 0
        promptLabel.isHidden = prompt == nil
        if prompt != nil {
            promptLabel.frame = CGRect(x: left, y: 0, width: max(0, right - left), height: Self.promptHeight)
            y = Self.promptHeight
        }
        let row = CGRect(x: left, y: y, width: max(0, right - left), height: fieldRowHeight)
        let cancelWidth = cancelButton.sizeThatFits(.zero).width
        let fieldRight = showsCancelButton ? right - cancelWidth - Self.cancelGap : right
        let fieldHeight = UISearchTextField.height
        searchTextField.frame = CGRect(
            x: left, y: row.midY - fieldHeight / 2, width: max(0, fieldRight - left), height: fieldHeight)
        // Hidden, the Cancel button waits just past the trailing edge, to slide in from there.
        cancelButton.frame = CGRect(
            x: showsCancelButton ? right - cancelWidth : bounds.width, y: row.minY, width: cancelWidth,
            height: row.height)
        cancelButton.alpha = showsCancelButton ? 1 : 0
        let scopeHeight: CGFloat = 32
        scopeBar.frame = CGRect(
            x: left, y: row.maxY + (Self.scopeRowHeight - scopeHeight) / 2 - 4, width: max(0, right - left),
            height: scopeHeight)
        scopeBar.alpha = isScopeBarShown ? 1 : 0
        scopeBar.isHidden = !isScopeBarShown
    }

    /// The background for the style: none in a navigation bar or when minimal; otherwise the bar
    /// tint, black for the black bar style, else the system background.
    func refreshBackground() {
        let drawsBackground = navigationBarSideMargin == nil && searchBarStyle != .minimal
        backgroundImageView.isHidden = !drawsBackground || backgroundImage == nil
        backgroundView.isHidden = !drawsBackground || backgroundImage != nil
        backgroundView.backgroundColor = barTintColor ?? (barStyle == .black ? .black : .systemBackground)
    }

    /// Lays out again, inside a 0.25 s animation when `animated` and in a window.
    func animateLayoutChange(_ animated: Bool) {
        setNeedsLayout()
        guard animated, window != nil else {
            layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.layoutIfNeeded()
        }
    }

    /// The bar's height changed: its owner (a navigation bar, a table header) lays out again.
    func invalidateBarSize() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        searchController?.searchBarSizeDidChange()
    }
}
