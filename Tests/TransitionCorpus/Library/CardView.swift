// A custom view as iOS code writes one for nibs and storyboards: designable, with inspectable
// properties, both initializers funnelling into a common setup, awakeFromNib and
// prepareForInterfaceBuilder overrides. The @IBOutlet a nib would connect is built in code.
import UIKit

/// A rounded card with a title.
@IBDesignable
class CardView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var borderWidth: CGFloat = 0 {
        didSet { layer.borderWidth = borderWidth }
    }

    @IBInspectable var borderColor: UIColor? {
        didSet { layer.borderColor = borderColor?.cgColor }
    }

    // porting.md: `@IBOutlet weak var titleLabel: UILabel!` → a label built in code.
    let titleLabel = UILabel()

    /// Whether `awakeFromNib` ran (a nib loaded the view).
    private(set) var wokeFromNib = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        wokeFromNib = true
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        titleLabel.text = "Card"
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        layer.cornerRadius = cornerRadius
        clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 16, width: bounds.width - 32, height: 22)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 120)
    }
}
