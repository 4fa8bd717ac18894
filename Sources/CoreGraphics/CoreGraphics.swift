// `import CoreGraphics` as on iOS. The CG types this project has (`CGAffineTransform`, `CGVector`,
// `CGColor`, `CGImage`) live in UIKit beside the code that draws them, and `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect` come from Foundation on Linux, so this module re-exports UIKit (which
// re-exports Foundation). docs/api-coverage.md "Modules" says why.
@_exported import UIKit
