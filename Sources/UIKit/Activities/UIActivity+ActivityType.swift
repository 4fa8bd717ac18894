import Foundation

extension UIActivity {
    /// Names an activity: one of the system's (`.copyToPasteboard`, `.mail` …) or an app's own,
    /// conventionally a reverse-DNS string (R312).
    public struct ActivityType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The activity's identifier.
        public let rawValue: String

        /// Creates an activity type from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an activity type from its identifier (`UIActivity.ActivityType("com.example.x")`).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// Posts to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to X (Twitter).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posts to Sina Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sends the items in Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends the items in a mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints the items.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies the items to the general pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigns an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves images and videos to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adds a web page to Safari's Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posts to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posts to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posts to Tencent Weibo.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sends the items with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens a PDF or an ePub in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up the content as a PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Shares the items with SharePlay.
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        /// Invites people to collaborate with a link.
        public static let collaborationInviteWithLink = ActivityType(
            "com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Copies a collaboration link.
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        /// Adds a web page to the home screen.
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where an activity shows in the share sheet.
    public enum Category: Int, Sendable, CustomStringConvertible {
        /// An action on the items (Copy, Print): a row in the list under the apps.
        case action = 0
        /// Sharing with someone or somewhere (Messages, Mail): an icon in the row of apps.
        case share = 1

        public var description: String { self == .action ? "action" : "share" }
    }
}
