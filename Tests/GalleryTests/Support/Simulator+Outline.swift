import Foundation
import Stagecraft
import UIKit

extension Simulator {
    /// The top of the view tree dump: the window and its descendants down to `depth` levels (the
    /// window's subviews are level 1). Enough to see containers and screens without their contents.
    func outline(depth: Int = 2) -> String {
        viewTreeDump().split(separator: "\n").filter { line in
            let indent = line.prefix { $0 == " " }.count / 2
            return indent <= depth
        }.joined(separator: "\n")
    }

    /// Advances one frame at a time for `seconds`, calling `sample` after each frame.
    func sampleFrames(for seconds: Double, _ sample: () -> Void) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            advance(frames: 1)
            sample()
        }
    }
}

extension UIView {
    /// The frame on screen now (model values with running animations applied).
    var presentedFrame: CGRect { layer.presentationProperties.frame }
}
