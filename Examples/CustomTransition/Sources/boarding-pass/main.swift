import BoardingPass
import Stagecraft

// The window (or, without a display, the frames of every scene), with the host's options:
// `boarding-pass --scene pass`, `--headless --screenshot out.png --wait 0.5`, `--help`.
MainActor.assumeIsolated { HostCommand(catalog: BoardingPass.catalog).run() }
