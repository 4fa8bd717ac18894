import Foundation

/// The keyboard's notifications and their `userInfo` keys, with UIKit's names and string values
/// (R274). The notifications have no object; frames are in screen coordinates.
extension UIResponder {
    /// Posted inside the keyboard's animation block before it slides up.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard has slid up.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted inside the keyboard's animation block before it slides down.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard has slid down.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted inside the animation block before every change of the keyboard's frame.
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after every change of the keyboard's frame.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The frame before the change (`NSValue` of a `CGRect`, screen coordinates).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The frame after the change (`NSValue` of a `CGRect`, screen coordinates).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration (`NSNumber` of a `Double`: 0.25).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve (`NSNumber` of a `UIView.AnimationCurve` raw value: 7).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`NSNumber` of a `Bool`: true).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The centre before the change (`NSValue` of a `CGPoint`; deprecated on iOS).
    public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    /// The centre after the change (`NSValue` of a `CGPoint`; deprecated on iOS).
    public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    /// The keyboard's bounds (`NSValue` of a `CGRect`; deprecated on iOS).
    public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
