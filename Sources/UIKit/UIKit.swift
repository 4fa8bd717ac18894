// What `import UIKit` brings along, as Apple's SDK does: Foundation (`NSObject`, `CGFloat`, `CGRect`,
// `TimeInterval`, `Bundle`, `NSCoder`, `sqrt` through Glibc, …) and Dispatch (`DispatchQueue`).
@_exported import Dispatch
@_exported import Foundation
// UIKit's headers import UniformTypeIdentifiers (`UTType` is in the document picker's and item
// providers' signatures), so `import UIKit` brings `UTType` as on iOS (R334).
@_exported import UniformTypeIdentifiers
