internal import CSDL2
import Foundation
import Gallery
import Stagecraft
import UIKit

extension Bench {
    /// `--window`: every scene drawn into a real window at 2× through SDL's accelerated renderer
    /// (OpenGL; under Xvfb that is Mesa's llvmpipe), device frame included, as the host window draws
    /// it, without vsync so the cost shows: draw + present per frame, and whether it fits a 60 Hz frame.
    static func measureWindow(_ cases: [Case], options: Options) {
        guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else {
            print("window: no video (\(String(cString: SDL_GetError()))); run under a display or xvfb-run")
            return
        }
        guard let probe = try? Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 2) else { return }
        let size = probe.geometry.windowSize
        guard
            let window = SDL_CreateWindow(
                "stagecraft-bench", 0, 0, Int32(size.width * 2), Int32(size.height * 2), SDL_WINDOW_SHOWN.rawValue),
            let sdl = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
        else {
            print("window: \(String(cString: SDL_GetError()))")
            return
        }
        defer {
            SDL_DestroyRenderer(sdl)
            SDL_DestroyWindow(window)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(sdl, &info)
        print(
            "\nwindow: \(Int(size.width * 2))×\(Int(size.height * 2)) px (2×, device frame), \(String(cString: info.name)) renderer, no vsync"
        )
        // The floor of this path: clearing and presenting the window, nothing drawn.
        var empty: [Double] = []
        for _ in 0..<30 {
            let t0 = now()
            SDL_SetRenderDrawColor(sdl, 40, 40, 40, 255)
            SDL_RenderClear(sdl)
            SDL_RenderPresent(sdl)
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {}
            empty.append(now() - t0)
        }
        print("clear + present alone: p50 \(ms(percentile(empty, 0.5))) ms, p99 \(ms(percentile(empty, 0.99))) ms")
        let header: [(String, Int)] = [
            ("scene", 30), ("draw p50", 9), ("p99", 8), ("max", 8), ("fps", 6), ("60 Hz", 7),
        ]
        let widths = header.map(\.1)
        printRow(header.map(\.0), widths)
        var held = 0
        var total = 0
        for benchCase in cases {
            guard let sim = try? Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 2),
                let fonts = try? FontLibrary.shared()
            else { continue }
            sim.diagnosticLog.printsToConsole = false
            guard (try? benchCase.setup(sim)) != nil else { continue }
            var times: [Double] = []
            do {
                let renderer = Renderer(sdlRenderer: sdl, fonts: fonts)
                defer { renderer.releaseTextures() }
                for frame in 0..<(options.warmup + options.frames) {
                    sim.advance(frames: 1)
                    let t0 = now()
                    SDL_SetRenderDrawColor(sdl, 40, 40, 40, 255)
                    SDL_RenderClear(sdl)
                    sim.draw(with: renderer, includeDeviceFrame: true, pixelScale: 2)
                    SDL_RenderPresent(sdl)
                    var event = SDL_Event()
                    while SDL_PollEvent(&event) != 0 {}
                    if frame >= options.warmup { times.append(now() - t0) }
                }
            }
            let p99 = percentile(times, 0.99)
            let holds = p99 < 1.0 / 60
            total += 1
            if holds { held += 1 }
            printRow(
                [
                    String(benchCase.name.prefix(30)), ms(percentile(times, 0.5)), ms(p99), ms(times.max() ?? .nan),
                    String(format: "%.0f", Double(times.count) / times.reduce(0, +)), holds ? "yes" : "no",
                ], widths)
        }
        print("window: \(held) of \(total) scenes draw every frame (p99) within 16.7 ms")
    }
}
