import Foundation

/// The colour picker's view (R330): the header, the Grid / Spectrum / Sliders segmented control,
/// the chosen tab, the opacity slider (when the picker supports alpha) and the swatch.
@MainActor
final class ColorPickerView: UIView {
    private weak var controller: UIColorPickerViewController?
    let header = ColorPickerHeaderView()
    let tabs = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let grid = ColorGridView()
    let spectrum = ColorSpectrumView()
    let sliders = ColorSlidersView()
    let opacityCaption = UILabel()
    let opacity = ColorChannelSlider()
    let opacityField = UILabel()
    let swatch = ColorSwatchView()

    init(controller: UIColorPickerViewController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 800))
        backgroundColor = .systemBackground
        header.titleLabel.text = controller.shownTitle
        header.closeButton.onTap = { [weak controller] in controller?.close() }
        addSubview(header)
        tabs.selectedSegmentIndex = 0
        tabs.addAction(UIAction { [weak self] _ in self?.showSelectedTab() }, for: .valueChanged)
        addSubview(tabs)
        let pick: (PickerColor, Bool) -> Void = { [weak controller] color, continuously in
            controller?.userPicked(color, continuously: continuously)
        }
        grid.onPick = pick
        spectrum.onPick = pick
        sliders.onPick = pick
        for tab in [grid, spectrum, sliders] as [UIView] { addSubview(tab) }
        opacityCaption.text = "OPACITY"
        opacityCaption.font = ColorPickerMetrics.captionFont
        opacityCaption.textColor = .secondaryLabel
        addSubview(opacityCaption)
        opacity.showsCheckerboard = true
        opacity.accessibilityLabel = "Opacity"
        opacity.onChange = { [weak controller] value, continuously in
            guard let controller else { return }
            var color = controller.current
            color.alpha = value
            controller.userPicked(color, continuously: continuously, keepsOpacity: false)
        }
        addSubview(opacity)
        opacityField.font = ColorPickerMetrics.fieldFont
        opacityField.textAlignment = .center
        opacityField.backgroundColor = .tertiarySystemFill
        opacityField.layer.cornerRadius = 8
        opacityField.layer.masksToBounds = true
        addSubview(opacityField)
        addSubview(swatch)
        showSelectedTab()
        show(controller.current)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tab the segmented control selects shows; the others hide.
    func showSelectedTab() {
        grid.isHidden = tabs.selectedSegmentIndex != 0
        spectrum.isHidden = tabs.selectedSegmentIndex != 1
        sliders.isHidden = tabs.selectedSegmentIndex != 2
    }

    /// Shows `color` everywhere: the grid's mark, the spectrum's ring, the sliders, the opacity
    /// and the swatch.
    func show(_ color: PickerColor) {
        grid.show(color)
        spectrum.show(color)
        sliders.show(color)
        var opaque = color
        opaque.alpha = 1
        var clear = color
        clear.alpha = 0
        opacity.trackColors = [clear.uiColor, opaque.uiColor]
        opacity.thumbColor = color.uiColor
        opacity.value = color.alpha
        opacityField.text = "\(color.opacityPercent)%"
        swatch.color = color.uiColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ColorPickerMetrics.self
        let width = bounds.width - 2 * m.sideInset
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: m.headerHeight)
        tabs.frame = CGRect(x: m.sideInset, y: m.segmentedTop, width: width, height: m.segmentedHeight)
        let cell = (width / CGFloat(ColorGridPalette.columns)).rounded(.down)
        let gridSize = CGSize(
            width: cell * CGFloat(ColorGridPalette.columns), height: cell * CGFloat(ColorGridPalette.rows))
        let content = CGRect(origin: CGPoint(x: (bounds.width - gridSize.width) / 2, y: m.contentTop), size: gridSize)
        grid.frame = content
        spectrum.frame = content
        sliders.frame = CGRect(x: m.sideInset, y: m.contentTop, width: width, height: content.height)
        var y = content.maxY + 20
        let showsOpacity = controller?.supportsAlpha ?? true
        for view in [opacityCaption, opacity, opacityField] as [UIView] { view.isHidden = !showsOpacity }
        if showsOpacity {
            opacityCaption.frame = CGRect(x: m.sideInset, y: y, width: width, height: m.captionHeight)
            y = opacityCaption.frame.maxY + 2
            opacity.frame = CGRect(
                x: m.sideInset, y: y, width: width - m.fieldWidth - m.fieldGap, height: m.trackHeight)
            opacityField.frame = CGRect(
                x: opacity.frame.maxX + m.fieldGap, y: y, width: m.fieldWidth, height: m.trackHeight)
            y = opacity.frame.maxY + 20
        }
        swatch.frame = CGRect(x: m.sideInset, y: y, width: m.swatchSide, height: m.swatchSide)
    }
}
