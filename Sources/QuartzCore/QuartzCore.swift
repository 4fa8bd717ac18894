// `import QuartzCore` as on iOS. Core Animation's types (`CALayer`, `CABasicAnimation`,
// `CATransform3D`, `CACurrentMediaTime`, …) live in UIKit, whose views and animation blocks drive
// them through package-internal state, so this module re-exports UIKit. docs/api-coverage.md
// "Modules" says why.
@_exported import UIKit
