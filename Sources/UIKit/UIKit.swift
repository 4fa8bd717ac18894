// What `import UIKit` brings along, as Apple's SDK does: Foundation (`NSObject`, `CGFloat`, `CGRect`,
// `TimeInterval`, `Bundle`, `NSCoder`, `sqrt` through Glibc, …) and Dispatch (`DispatchQueue`).
@_exported import Dispatch
@_exported import Foundation
