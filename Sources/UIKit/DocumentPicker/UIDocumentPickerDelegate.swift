import Foundation

/// Told what the document picker's user picked, or that they cancelled (R334). Every method is
/// optional (protocol-extension defaults). The picker has dismissed itself when it tells.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// The user picked `urls` (opened, or the exported files' new places).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled (Cancel, or the sheet swiped away).
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The user picked one document (iOS 8–10), called when the method above is not implemented.
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker:didPickDocumentsAtURLs: instead")
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Without an implementation the deprecated single-document method hears of the first URL,
    /// as UIKit calls it for delegates that have only that one.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
