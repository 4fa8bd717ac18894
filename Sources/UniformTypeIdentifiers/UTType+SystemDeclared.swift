import Foundation

// The system-declared types (R334), Apple's names and identifiers.
extension UTType {
    /// The root of the physical hierarchy: every file, folder and data item.
    public static let item = UTType(uncheckedIdentifier: "public.item")
    /// The root of the content hierarchy: documents, images, audio, video.
    public static let content = UTType(uncheckedIdentifier: "public.content")
    /// Content made of other content (a PDF, a presentation).
    public static let compositeContent = UTType(uncheckedIdentifier: "public.composite-content")
    /// Bytes: every file that is not a folder.
    public static let data = UTType(uncheckedIdentifier: "public.data")
    /// A folder or a package.
    public static let directory = UTType(uncheckedIdentifier: "public.directory")
    /// A folder people see as a folder.
    public static let folder = UTType(uncheckedIdentifier: "public.folder")
    /// An archive of files (a zip).
    public static let archive = UTType(uncheckedIdentifier: "public.archive")
    /// A zip archive.
    public static let zip = UTType(uncheckedIdentifier: "public.zip-archive")
    /// Text of any encoding and markup.
    public static let text = UTType(uncheckedIdentifier: "public.text")
    /// Text without markup.
    public static let plainText = UTType(uncheckedIdentifier: "public.plain-text")
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(uncheckedIdentifier: "public.utf8-plain-text")
    /// Rich Text Format.
    public static let rtf = UTType(uncheckedIdentifier: "public.rtf")
    /// HTML.
    public static let html = UTType(uncheckedIdentifier: "public.html")
    /// XML.
    public static let xml = UTType(uncheckedIdentifier: "public.xml")
    /// JSON.
    public static let json = UTType(uncheckedIdentifier: "public.json")
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(uncheckedIdentifier: "public.comma-separated-values-text")
    /// Source code.
    public static let sourceCode = UTType(uncheckedIdentifier: "public.source-code")
    /// Swift source.
    public static let swiftSource = UTType(uncheckedIdentifier: "public.swift-source")
    /// A PDF document.
    public static let pdf = UTType(uncheckedIdentifier: "com.adobe.pdf")
    /// Any image.
    public static let image = UTType(uncheckedIdentifier: "public.image")
    /// A PNG image.
    public static let png = UTType(uncheckedIdentifier: "public.png")
    /// A JPEG image.
    public static let jpeg = UTType(uncheckedIdentifier: "public.jpeg")
    /// A HEIC image.
    public static let heic = UTType(uncheckedIdentifier: "public.heic")
    /// A GIF image.
    public static let gif = UTType(uncheckedIdentifier: "com.compuserve.gif")
    /// A TIFF image.
    public static let tiff = UTType(uncheckedIdentifier: "public.tiff")
    /// A WebP image.
    public static let webP = UTType(uncheckedIdentifier: "org.webmproject.webp")
    /// An SVG image.
    public static let svg = UTType(uncheckedIdentifier: "public.svg-image")
    /// Audio and video content.
    public static let audiovisualContent = UTType(uncheckedIdentifier: "public.audiovisual-content")
    /// A movie: video with or without sound.
    public static let movie = UTType(uncheckedIdentifier: "public.movie")
    /// Video without sound.
    public static let video = UTType(uncheckedIdentifier: "public.video")
    /// An MPEG-4 movie.
    public static let mpeg4Movie = UTType(uncheckedIdentifier: "public.mpeg-4")
    /// A QuickTime movie.
    public static let quickTimeMovie = UTType(uncheckedIdentifier: "com.apple.quicktime-movie")
    /// Audio.
    public static let audio = UTType(uncheckedIdentifier: "public.audio")
    /// MP3 audio.
    public static let mp3 = UTType(uncheckedIdentifier: "public.mp3")
    /// A URL.
    public static let url = UTType(uncheckedIdentifier: "public.url")
    /// A file URL.
    public static let fileURL = UTType(uncheckedIdentifier: "public.file-url")
    /// A contact card.
    public static let vCard = UTType(uncheckedIdentifier: "public.vcard")
    /// A spreadsheet.
    public static let spreadsheet = UTType(uncheckedIdentifier: "public.spreadsheet")
    /// A presentation.
    public static let presentation = UTType(uncheckedIdentifier: "public.presentation")
}
