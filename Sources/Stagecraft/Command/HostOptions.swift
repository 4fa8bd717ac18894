import Foundation
import UIKit

/// The host's command line, parsed (`HostCommand`).
struct HostOptions {
    var scene: String?
    var device = DeviceProfile.modernPhone
    /// Whether `--device` was given (a script's `device` line must then agree with it).
    var deviceGiven = false
    /// `--script FILE`: run this script headless.
    var script: String?
    var scale: CGFloat = 1
    /// How large the window draws the device (`--scale 1|2|fit`); never larger than the screen holds.
    var zoom = WindowZoom.fixed(1)
    var framesPerSecond: Double = 60
    var headless = false
    var screenshot: String?
    var wait: Double = 0
    var screenOnly = false
    var list = false
    var help = false
    var dumpTree = false
    var maxFrames: Int?
    var orientation: UIInterfaceOrientation = .portrait
    /// Whether `--orientation` was given (it then wins over the remembered one).
    var orientationGiven = false
    /// `--appearance light|dark`.
    var appearance: UIUserInterfaceStyle?
    /// `--content-size XS…AX5`.
    var contentSize: UIContentSizeCategory?
    /// `--settings FILE`: remember in this file (also headless).
    var settingsFile: String?
    /// `--no-settings`: neither read nor write the remembered settings.
    var noSettings = false

    /// The help text of the command `name` for a catalog titled `title`.
    static func usage(name: String, title: String) -> String {
        """
        usage: \(name) [options]

        Opens \(title): a simulated phone running UIKit view-controller transitions.

        options:
          --scene ID          start at a scene (see --list)
          --list              list the scenes and exit
          --device NAME       modern (393x852, default) or small (375x667)
          --scale 1|2|fit     1x or 2x (HiDPI) pixels per point, or fit: as large as the screen holds
                              (drawn at 2x); the window never outgrows the screen; default 1
          --orientation O     portrait (default), landscapeLeft or landscapeRight
          --fps N             refresh rate to pace frames to, 1...240; default: the display's, or 60
          --appearance A      light (default) or dark: the app's userInterfaceStyle
          --content-size C    Dynamic Type text size: XS, S, M, L (default), XL, XXL, XXXL, AX1...AX5
          --settings FILE     remember the scene, device, orientation and toggles in FILE (the window
                              uses $XDG_CONFIG_HOME/stagecraft/settings.json by default; headless and
                              CI runs remember nothing unless FILE is given)
          --no-settings       do not read or write the remembered settings
          --headless          no window: render with the software renderer
          --screenshot FILE   render a frame to FILE (PNG) and exit (implies --headless)
          --wait SECONDS      advance the virtual clock this long before the screenshot
          --screen-only       screenshot the screen alone, without the device frame
          --dump-tree         print the view tree (after --wait) and exit
          --script FILE       run a script headless (implies --headless; see docs/scripts.md); errors
                              print FILE:LINE: message and exit 1
          --frames N          quit the window after N frames (smoke tests)
          --help              show this help

        keys in the window:
        \(KeyCommand.allCases.map { "  \($0.keys.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))
        """
    }

    /// A bad command line, with what was wrong.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> HostOptions {
        var options = HostOptions()
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else {
                throw Failure(description: "\(name) needs a value")
            }
            return v
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--scene": options.scene = try value(argument)
            case "--list": options.list = true
            case "--device":
                let name = try value(argument)
                guard let device = DeviceProfile.named(name) else {
                    throw Failure(
                        description:
                            "unknown device '\(name)' (choose: \(DeviceProfile.all.map(\.id).joined(separator: ", ")))")
                }
                options.device = device
                options.deviceGiven = true
            case "--scale":
                let v = try value(argument)
                if v == "fit" {
                    options.scale = 2
                    options.zoom = .fit
                } else {
                    guard let s = Double(v), s == 1 || s == 2 else {
                        throw Failure(description: "--scale must be 1, 2 or fit, not '\(v)'")
                    }
                    options.scale = CGFloat(s)
                    options.zoom = .fixed(CGFloat(s))
                }
            case "--fps":
                let v = try value(argument)
                guard let f = Double(v), f >= 1, f <= 240 else {
                    throw Failure(description: "--fps must be a number from 1 to 240, not '\(v)'")
                }
                options.framesPerSecond = f
            case "--orientation":
                let v = try value(argument)
                let choices: [String: UIInterfaceOrientation] = [
                    "portrait": .portrait, "landscapeLeft": .landscapeLeft, "landscapeRight": .landscapeRight,
                ]
                guard let o = choices[v] else {
                    throw Failure(
                        description: "--orientation must be portrait, landscapeLeft or landscapeRight, not '\(v)'")
                }
                options.orientation = o
                options.orientationGiven = true
            case "--appearance":
                let v = try value(argument)
                switch v {
                case "light": options.appearance = .light
                case "dark": options.appearance = .dark
                default: throw Failure(description: "--appearance must be light or dark, not '\(v)'")
                }
            case "--content-size":
                let v = try value(argument)
                guard let category = UIContentSizeCategory(name: v) else {
                    throw Failure(
                        description:
                            "--content-size must be one of \(UIContentSizeCategory.shortNames.joined(separator: ", ")), not '\(v)'"
                    )
                }
                options.contentSize = category
            case "--settings": options.settingsFile = try value(argument)
            case "--no-settings": options.noSettings = true
            case "--headless": options.headless = true
            case "--screenshot":
                let path = try value(argument)
                guard path.lowercased().hasSuffix(".png") else {
                    throw Failure(
                        description: "--screenshot writes a PNG: the file name must end in .png, not '\(path)'")
                }
                options.screenshot = path
                options.headless = true
            case "--wait":
                let v = try value(argument)
                guard let w = Double(v), w >= 0, w <= Script.maximumSeconds else {
                    throw Failure(
                        description:
                            "--wait must be a number of seconds from 0 to \(Script.number(Script.maximumSeconds)), not '\(v)'"
                    )
                }
                options.wait = w
            case "--screen-only": options.screenOnly = true
            case "--script":
                options.script = try value(argument)
                options.headless = true
            case "--dump-tree":
                options.dumpTree = true
                options.headless = true
            case "--frames":
                let v = try value(argument)
                guard let n = Int(v), n > 0 else {
                    throw Failure(description: "--frames must be a positive whole number, not '\(v)'")
                }
                options.maxFrames = n
            case "--help", "-h": options.help = true
            default: throw Failure(description: "unknown option '\(argument)'")
            }
        }
        if options.headless, !options.help, !options.list, options.script == nil, options.screenshot == nil,
            !options.dumpTree
        {
            throw Failure(
                description: "--headless has nothing to do: add --screenshot FILE.png, --dump-tree or --script FILE")
        }
        if options.script != nil {
            let clashing = [
                options.screenshot != nil ? "--screenshot" : nil, options.dumpTree ? "--dump-tree" : nil,
                options.wait != 0 ? "--wait" : nil, options.maxFrames != nil ? "--frames" : nil,
            ].compactMap { $0 }
            if let first = clashing.first {
                throw Failure(
                    description:
                        "--script cannot be combined with \(first) (the script's screenshot, dump and wait commands do that)"
                )
            }
        }
        return options
    }
}
