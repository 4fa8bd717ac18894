import Gallery
import Stagecraft

// The host's command line on the gallery's scenes.
MainActor.assumeIsolated { HostCommand(catalog: Gallery.catalog, name: "stagecraft").run() }
