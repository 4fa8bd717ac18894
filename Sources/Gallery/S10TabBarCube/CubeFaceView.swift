// S10 "Tab bar cube". Not from the seed (its screens are plain colours): a caption at the top and a
// large number in the middle, so the turning faces can be told apart.
import Foundation
import UIKit

/// What a tab of the cube shows: the caption in the safe area and a big number in the middle.
@MainActor
final class CubeFaceView: UIView {
    private let caption: SceneCaptionView
    private let numberLabel = UILabel()

    init(number: String, caption: SceneCaptionView) {
        self.caption = caption
        super.init(frame: .zero)
        addSubview(caption)
        numberLabel.text = number
        numberLabel.font = .systemFont(ofSize: 160, weight: .bold)
        numberLabel.textColor = UIColor(white: 0, alpha: 0.75)
        numberLabel.textAlignment = .center
        addSubview(numberLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.layOut(atTopOf: self)
        let safe = bounds.inset(by: safeAreaInsets)
        numberLabel.frame = CGRect(x: safe.minX, y: safe.midY - 90, width: safe.width, height: 180)
    }
}
