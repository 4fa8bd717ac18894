import Foundation

/// What the share sheet shows, worked out from the items and activities (R312): the preview, the
/// apps of the share row and the groups of action rows, each filtered by what the items allow and
/// by `excludedActivityTypes`. The system's activities come first, the app's after them.
@MainActor
struct ShareSheetContent {
    var preview: SharePreview
    var apps: [UIActivity]
    var actionGroups: [[UIActivity]]

    init(for sheet: UIActivityViewController) {
        let placeholders = sheet.placeholderItems
        let excluded = Set(sheet.excludedActivityTypes ?? [])
        func offered(_ activity: UIActivity) -> Bool {
            if let type = activity.activityType, excluded.contains(type) { return false }
            return activity.canPerform(withActivityItems: placeholders)
        }
        let custom = sheet.applicationActivities.filter(offered)
        apps = SystemActivity.apps().filter(offered) + custom.filter { $0.category == .share }
        var groups: [[UIActivity]] = SystemActivity.actionGroups().map { $0.filter(offered) }
        groups.append(custom.filter { $0.category == .action })
        actionGroups = groups.filter { !$0.isEmpty }
        preview = SharePreview(for: sheet, placeholders: placeholders)
    }
}

/// The header's preview of what is shared: a bold title, a grey subtitle and a thumbnail (R312).
@MainActor
struct SharePreview {
    var title: String
    var subtitle: String
    /// The item's own image (an image shared, or an item source's thumbnail).
    var thumbnail: UIImage?
    /// The glyph drawn on the grey square when there is no thumbnail.
    var placeholderGlyph: ShareIcon

    /// The thumbnail's side.
    static let thumbnailSide: CGFloat = 52

    init(for sheet: UIActivityViewController, placeholders: [Any]) {
        let subject = sheet.subject(for: nil)
        var thumbnail: UIImage?
        let suggested = CGSize(width: Self.thumbnailSide, height: Self.thumbnailSide)
        for case let source as UIActivityItemSource in sheet.activityItems {
            if let image = source.activityViewController(
                sheet, thumbnailImageForActivityType: nil, suggestedSize: suggested)
            {
                thumbnail = image
                break
            }
        }
        let first = placeholders.first
        var title = ""
        var subtitle = ""
        placeholderGlyph = .document
        switch first {
        case let url as URL where url.isFileURL:
            title = url.lastPathComponent
            subtitle = url.pathExtension.isEmpty ? "File" : url.pathExtension.uppercased() + " Document"
        case let url as URL:
            let host = url.host ?? url.absoluteString
            title = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
            subtitle = url.absoluteString
            placeholderGlyph = .link
        case let text as String:
            title = text
            subtitle = "Plain Text"
        case let text as NSAttributedString:
            title = text.string
            subtitle = "Rich Text"
        case let image as UIImage:
            title = "Image"
            subtitle = "PNG Image"
            thumbnail = thumbnail ?? image
        default:
            title = placeholders.isEmpty ? "No Items" : "Item"
        }
        title = title.split(whereSeparator: \.isNewline).first.map(String.init) ?? title
        if let subject { title = subject }
        if placeholders.count > 1 { subtitle = "\(placeholders.count) Items" }
        self.title = title
        self.subtitle = subtitle
        self.thumbnail = thumbnail
    }
}
