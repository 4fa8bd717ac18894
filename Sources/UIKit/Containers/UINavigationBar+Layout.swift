import Foundation

extension UINavigationBar {
    /// The side margin of the bar's items and large title: 16 pt on phones narrower than 414 pt,
    /// 20 pt on the wider ones (UIKit's layout margins).
    var sideMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }

    /// The height of the prompt band of the top item (0 without a prompt).
    var promptBandHeight: CGFloat { shownItem?.prompt == nil || isSearchActive ? 0 : Self.promptHeight }

    /// The bar's whole height for its state: the status bar area, the prompt, the content and the
    /// large title band (R171).
    var fullHeight: CGFloat {
        topInset + promptBandHeight + barContentHeight + max(0, largeTitleBandHeight) + max(0, searchBandHeight)
    }

    /// The content area: below the status bar and the prompt, inside the safe area's sides.
    var contentRect: CGRect {
        let safe = safeAreaInsets
        return CGRect(
            x: safe.left, y: topInset + promptBandHeight, width: max(0, bounds.width - safe.left - safe.right),
            height: barContentHeight)
    }

    /// Lays out the bar's views (from `layoutSubviews`).
    func layOutBarContent() {
        // The background runs edge to edge; the items stay inside the safe area's sides (clear of
        // the sensor housing and the rounded corners in landscape).
        let content = contentRect
        for view in [backgroundView, edgeBackgroundView, previousBackgroundView, outgoingView, contentView] as [UIView]
        {
            view.frame = bounds
        }
        promptLabel.frame = CGRect(x: content.minX, y: topInset, width: content.width, height: promptBandHeight)
        previousPromptLabel.frame = promptLabel.frame
        // The back button, then the left items, from the left edge inwards.
        let size = backButton.sizeThatFits(.zero)
        backButton.frame = CGRect(
            x: content.minX, y: content.minY, width: min(size.width, Self.backMaxWidth), height: content.height)
        layOutBackIndicator()
        var leftEdge = backButton.isHidden ? content.minX + sideMargin : backButton.frame.maxX
        if !backButton.isHidden && !leftItemViews.isEmpty { leftEdge += Self.itemSpacing }
        for view in leftItemViews {
            let width = view.contentWidth
            view.frame = CGRect(x: leftEdge, y: content.minY, width: width, height: content.height)
            leftEdge = view.frame.maxX + Self.itemSpacing
        }
        if backButton.isHidden && leftItemViews.isEmpty { leftEdge = content.minX + sideMargin }
        // The right items from the right edge inwards (the first is the rightmost, as in UIKit).
        var rightEdge = content.maxX - sideMargin
        for view in rightItemViews {
            let width = view.contentWidth
            view.frame = CGRect(x: rightEdge - width, y: content.minY, width: width, height: content.height)
            rightEdge = view.frame.minX - Self.itemSpacing
        }
        // The title (or title view) centred on the bar, moved inwards when the items crowd it,
        // truncated to the room between them.
        let room = CGRect(
            x: leftEdge, y: content.minY, width: max(0, rightEdge - leftEdge), height: content.height)
        let titleSize: CGSize
        if let titleView = shownTitleView {
            var size = titleView.bounds.size
            if size == .zero { size = titleView.sizeThatFits(CGSize(width: room.width, height: content.height)) }
            titleSize = CGSize(width: min(size.width, room.width), height: min(size.height, content.height))
        } else {
            titleSize = CGSize(width: min(titleLabel.sizeThatFits(.zero).width, room.width), height: content.height)
        }
        let adjustment = resolvedAppearance(atScrollEdge: scrolledUnderProgress < 0.5).titlePositionAdjustment
        let centredX = content.midX - titleSize.width / 2
        let titleX = min(max(centredX, room.minX), max(room.minX, room.maxX - titleSize.width))
        let titleFrame = CGRect(
            x: titleX + adjustment.horizontal, y: content.midY - titleSize.height / 2 + adjustment.vertical,
            width: titleSize.width, height: titleSize.height)
        if let titleView = shownTitleView {
            titleView.frame = titleFrame
        } else {
            titleLabel.frame = titleFrame
        }
        // At rest the outgoing title waits where the title is (a cancelled transition leaves
        // nothing of itself behind); during a transition it keeps the leaving title's place.
        if previousTitleLabel.text == nil {
            previousTitleLabel.frame = titleFrame
        } else {
            previousTitleLabel.frame.size.height = content.height
            previousTitleLabel.frame.origin.y = content.minY
        }
        // The outgoing back label sits where the back button draws its title.
        let backTextWidth = min(
            previousBackLabel.sizeThatFits(.zero).width, Self.backMaxWidth - Self.backTitleInset - Self.backPadding)
        previousBackLabel.frame = CGRect(
            x: content.minX + Self.backTitleInset, y: content.minY, width: backTextWidth, height: content.height)
        layoutLargeTitle(content: content)
        layOutSearchBar()
    }

    /// The large title band under the content: its labels sit 8 pt above the band's bottom at
    /// the side margin, so the title rides up under the content as the band collapses and down
    /// as it stretches (R171).
    private func layoutLargeTitle(content: CGRect) {
        // The band is what the bar's height leaves below the content, so it follows the bar's
        // frame while that animates.
        let band = max(0, bounds.height - content.maxY - max(0, searchBandHeight))
        largeTitleClipView.frame = CGRect(x: 0, y: content.maxY, width: bounds.width, height: band)
        let height = max(41, largeTitleLabel.sizeThatFits(.zero).height)
        for label in [largeTitleLabel, previousLargeTitleLabel] {
            label.frame = CGRect(
                x: content.minX + sideMargin, y: band - 8 - height, width: max(0, content.width - 2 * sideMargin),
                height: height)
        }
    }

    /// The inline title's opacity at rest: hidden while the large title shows, fading in over the
    /// last 8 pt of its collapse (R171).
    var restingTitleAlpha: CGFloat {
        guard showsLargeTitle else { return 1 }
        return min(max(1 - largeTitleBandHeight / 8, 0), 1)
    }

    // MARK: Geometry of the transition

    /// Where a back button title drawn from `x` (bar coordinates) is centred.
    func backWordMidX(_ title: String?, textStartingAt x: CGFloat) -> CGFloat {
        let font = backButton.titleLabel?.font ?? .systemFont(ofSize: 17)
        // A truncated title ends at the button's widest text.
        let end = min(
            x + Self.textWidth(title ?? "", font: font), x + Self.backMaxWidth - Self.backTitleInset - Self.backPadding)
        return (x + end) / 2
    }

    /// The chevron at the back button's leading edge, centred on its height, in the title's colour
    /// (R203).
    func layOutBackIndicator() {
        let size = BarGlyph.chevronBackward.size
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        backIndicatorLayer.frame = CGRect(
            x: Self.backPadding, y: ((backButton.bounds.height - size.height) / 2).rounded(), width: size.width,
            height: size.height)
        backIndicatorLayer.strokeColor = backButton.currentTitleColor.cgColor
        // R291: a custom back indicator image takes the chevron's place, at its own size.
        let custom = shownBackIndicatorImage
        backIndicatorLayer.isHidden = custom != nil
        backIndicatorImageView.isHidden = custom == nil
        if let custom {
            backIndicatorImageView.image = custom
            backIndicatorImageView.tintColor = backButton.currentTitleColor
            let imageSize = custom.size
            backIndicatorImageView.frame = CGRect(
                x: Self.backPadding, y: ((backButton.bounds.height - imageSize.height) / 2).rounded(),
                width: imageSize.width, height: imageSize.height)
        }
        CATransaction.commit()
    }

    /// Where the back button's own title starts (bar coordinates; the bar must be laid out).
    var backTextMinX: CGFloat {
        guard let label = backButton.titleLabel else { return backButton.frame.minX + Self.backPadding }
        return backButton.frame.minX + label.frame.minX
    }

    /// The views of the top item that fade in place across a transition: its bar button items,
    /// its title view and its prompt.
    var fadingItemViews: [UIView] {
        var views: [UIView] = leftItemViews + rightItemViews
        if let shownTitleView { views.append(shownTitleView) }
        if !promptLabel.isHidden { views.append(promptLabel) }
        return views
    }

    /// Starts a transition away from what the bar shows: the title, back label, large title and
    /// prompt are copied into their outgoing labels, the item views and title view move into the
    /// outgoing layer (keeping their frames) and the background into the outgoing background, so
    /// the bar can show the incoming item while the outgoing one fades (R96, #13.9).
    func beginTransitionAway() {
        let backWasShown = !backButton.isHidden
        previousBackLabel.textColor = backButton.currentTitleColor
        previousBackLabel.text = backWasShown ? backButton.currentTitle : nil
        previousTitleLabel.text = shownTitleView == nil ? titleLabel.text : nil
        previousTitleLabel.font = titleLabel.font
        previousTitleLabel.textColor = titleLabel.textColor
        previousTitleLabel.frame = titleLabel.frame
        previousLargeTitleLabel.text = showsLargeTitle ? largeTitleLabel.text : nil
        previousLargeTitleLabel.font = largeTitleLabel.font
        previousLargeTitleLabel.textColor = largeTitleLabel.textColor
        previousPromptLabel.text = promptLabel.isHidden ? nil : promptLabel.text
        for view in leftItemViews + rightItemViews { outgoingView.addSubview(view) }
        if let shownTitleView { outgoingView.addSubview(shownTitleView) }
        leftItemViews = []
        rightItemViews = []
        shownTitleView = nil
        previousBackgroundView.backgroundColor = visibleBackgroundColor
        previousBackgroundView.hairline.backgroundColor = visibleHairlineColor
        UIView.performWithoutAnimation {
            previousBackgroundView.effectView.effect =
                (scrolledUnderProgress >= 0.5 ? backgroundView : edgeBackgroundView)
                .effectView.effect
        }
    }

    /// The colour the bar's background shows now (the standard and scroll-edge ones blended).
    var visibleBackgroundColor: UIColor {
        let progress = min(max(scrolledUnderProgress, 0), 1)
        return (backgroundView.backgroundColor ?? .clear).blended(
            over: edgeBackgroundView.backgroundColor ?? .clear, fraction: progress)
    }

    /// The colour the hairline shows now.
    var visibleHairlineColor: UIColor {
        let progress = min(max(scrolledUnderProgress, 0), 1)
        return (backgroundView.hairline.backgroundColor ?? .clear).blended(
            over: edgeBackgroundView.hairline.backgroundColor ?? .clear, fraction: progress)
    }

    /// Puts the bar back at rest: the top item in place, nothing outgoing or translated (after a
    /// transition, completed or cancelled, R96).
    func settle() {
        contentView.alpha = 1
        titleLabel.alpha = restingTitleAlpha
        titleLabel.transform = .identity
        outgoingView.alpha = 1
        for view in outgoingView.subviews
        where view !== previousTitleLabel && view !== previousBackLabel && view !== previousPromptLabel {
            view.removeFromSuperview()
            view.alpha = 1
            view.transform = .identity
        }
        for label in [previousTitleLabel, previousBackLabel, previousPromptLabel, previousLargeTitleLabel] {
            label.alpha = 0
            label.transform = .identity
            label.text = nil
        }
        for view in fadingItemViews {
            view.alpha = 1
            view.transform = .identity
        }
        largeTitleLabel.alpha = showsLargeTitle ? 1 : 0
        largeTitleLabel.transform = .identity
        previousBackgroundView.isHidden = true
        previousBackgroundView.alpha = 1
        backButton.alpha = 1
        backButton.transform = .identity
    }

    // MARK: Titles

    /// The back title `item` gives the item above it: its own (R170), or "Back" when that would
    /// not fit the back button.
    func backTitle(for item: UINavigationItem) -> String? {
        guard let title = item.backTitleForItemAbove else { return nil }
        let font = backButton.titleLabel?.font ?? .systemFont(ofSize: 17)
        let width = Self.textWidth(title, font: font)
        return width <= Self.backMaxWidth - Self.backTitleInset - Self.backPadding
            || item.backBarButtonItem?.title != nil
            || item.backButtonTitle != nil ? title : "Back"
    }

    /// The width of one line of text in `font`.
    static func textWidth(_ text: String, font: UIFont) -> CGFloat {
        TextLayout.size(
            of: TextContent(
                text: text, font: font, color: CGColor(gray: 0, alpha: 1), alignment: .left, numberOfLines: 1),
            width: nil
        ).width
    }
}

extension UIColor {
    /// This colour mixed into `base` at `fraction` (0: `base`, 1: this colour), mixed with
    /// premultiplied alpha, as a cross-fade of the two would show them.
    func blended(over base: UIColor, fraction: CGFloat) -> UIColor {
        let a = base.cgColor.components
        let b = cgColor.components
        let alpha = a[3] + (b[3] - a[3]) * fraction
        guard alpha > 0 else { return .clear }
        func mix(_ i: Int) -> CGFloat { (a[i] * a[3] + (b[i] * b[3] - a[i] * a[3]) * fraction) / alpha }
        return UIColor(red: mix(0), green: mix(1), blue: mix(2), alpha: alpha)
    }
}
