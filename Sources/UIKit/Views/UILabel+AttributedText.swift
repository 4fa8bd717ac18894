import Foundation

extension UILabel {
    /// Takes the string and the attributes at location 0 of `attributed` (R299).
    func applyAttributedText(_ attributed: NSAttributedString?) {
        isApplyingAttributedText = true
        defer { isApplyingAttributedText = false }
        guard let attributed else {
            storedAttributedText = nil
            text = nil
            return
        }
        storedAttributedText = attributed.copy() as? NSAttributedString ?? attributed
        if attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
        }
        text = attributed.string
    }
}
