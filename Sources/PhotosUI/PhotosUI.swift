// `import PhotosUI` as on iOS: the system photo picker (`PHPickerViewController`, R333). Like
// Apple's, it brings UIKit (and through it Foundation and `NSItemProvider`, which UIKit carries
// here because swift-corelibs Foundation has none).
@_exported import UIKit
