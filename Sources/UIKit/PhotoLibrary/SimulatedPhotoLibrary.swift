import Foundation

/// The photo library of the simulated iPhone (R331). The iOS Simulator's sample photos are
/// Apple's and not available here, so the library is twelve images drawn from formulas —
/// gradients and shapes, the same pixels on every run — oldest first, as Photos lists them:
/// a sunset, the sea, a forest, a starry night, dunes, a rose, stripes, a checkerboard, a
/// lavender square, a lemon, a mountain panorama (a panorama) and a screenshot of an app (a
/// screenshot). There are no videos. `UIImagePickerController` and `PHPickerViewController` show it.
package enum SimulatedPhotoLibrary {
    /// The photos, oldest first.
    package static let photos: [SimulatedPhoto] = [
        photo(1, 300, 400) { x, y, w, h in
            // Sunset: orange to purple, a yellow sun low in the middle.
            let t = Double(y) / Double(h)
            if hypot(Double(x - w / 2), Double(y - h * 3 / 5)) < Double(w) / 6 { return (255, 221, 87) }
            return mix((255, 140, 60), (96, 40, 130), t)
        },
        photo(2, 400, 300) { x, y, w, h in
            // The sea: sky blue above the horizon, deep blue below with white wave crests.
            let t = Double(y) / Double(h)
            if y < h / 3 { return mix((170, 215, 250), (120, 190, 245), t * 3) }
            let wave = sin(Double(x) / 18 + Double(y / 24) * 1.7) * 4
            if (y + Int(wave)) % 24 < 2 { return (235, 245, 255) }
            return mix((30, 110, 190), (10, 40, 100), (t - 1.0 / 3) * 1.5)
        },
        photo(3, 300, 400) { x, y, w, h in
            // A forest: rows of dark green triangles on a light green ground.
            let row = y / 80
            let cx = (x + (row % 2) * 30) % 60
            let inTree = abs(cx - 30) < (y % 80) * 30 / 80
            return inTree ? (24, 92, 48) : mix((190, 230, 170), (120, 190, 110), Double(y) / Double(h))
        },
        photo(4, 400, 300) { x, y, w, h in
            // A starry night with a moon.
            if hypot(Double(x - w * 3 / 4), Double(y - h / 4)) < 28 { return (250, 245, 220) }
            var seed = UInt32(truncatingIfNeeded: (x * 73_856_093) ^ (y * 19_349_663))
            seed = seed &* 2_654_435_761
            if seed >> 24 < 2 { return (255, 255, 255) }
            return mix((8, 12, 50), (30, 30, 90), Double(y) / Double(h))
        },
        photo(5, 400, 300) { x, y, w, h in
            // Dunes: a sand-coloured curve under a pale sky.
            let ridge = Double(h) * 0.55 + sin(Double(x) / Double(w) * 2 * .pi) * Double(h) * 0.12
            if Double(y) < ridge { return mix((250, 225, 180), (245, 200, 140), Double(y) / ridge) }
            return mix((225, 160, 90), (170, 105, 50), (Double(y) - ridge) / (Double(h) - ridge))
        },
        photo(6, 300, 300) { x, y, w, h in
            // A rose: pink rings.
            let d = hypot(Double(x - w / 2), Double(y - h / 2))
            return Int(d) / 14 % 2 == 0 ? (236, 72, 120) : (250, 170, 200)
        },
        photo(7, 300, 400) { x, y, _, _ in
            // Diagonal stripes, teal and white.
            (x + y) / 24 % 2 == 0 ? (0, 150, 150) : (240, 250, 250)
        },
        photo(8, 400, 400) { x, y, _, _ in
            // A red and white checkerboard.
            (x / 50 + y / 50) % 2 == 0 ? (220, 40, 40) : (250, 250, 250)
        },
        photo(9, 300, 400) { x, y, w, h in
            // A white square on lavender.
            if abs(x - w / 2) < w / 4, abs(y - h / 2) < w / 4 { return (255, 255, 255) }
            return mix((180, 150, 230), (120, 90, 190), Double(y) / Double(h))
        },
        photo(10, 400, 300) { x, y, w, h in
            // A green lemon slice on yellow.
            let d = hypot(Double(x - w / 2), Double(y - h / 2))
            if d < Double(h) / 3 { return d < Double(h) / 3 - 10 ? (190, 220, 60) : (120, 170, 40) }
            return (255, 214, 10)
        },
        photo(11, 800, 200, subtype: .panorama) { x, y, w, h in
            // A panorama: mountains against the evening sky.
            let peak = Double(h) * (0.45 + 0.2 * sin(Double(x) / 60) + 0.1 * sin(Double(x) / 23))
            if Double(y) > peak { return mix((70, 80, 110), (30, 35, 55), Double(y) / Double(h)) }
            return mix((250, 180, 120), (120, 150, 220), 1 - Double(y) / peak)
        },
        photo(12, 197, 426, subtype: .screenshot) { x, y, w, _ in
            // A screenshot: a white app with a bar, rows and a blue button.
            if y < 60 { return (247, 247, 247) }
            if y >= 60, y < 61 { return (200, 200, 204) }
            if y > 360, y < 390, x > 30, x < w - 30 { return (0, 122, 255) }
            if y > 80, y < 340, (y - 80) % 44 < 1 { return (220, 220, 224) }
            return (255, 255, 255)
        },
    ]

    /// The photo with `localIdentifier`, if the library has it.
    package static func photo(withIdentifier localIdentifier: String) -> SimulatedPhoto? {
        photos.first { $0.localIdentifier == localIdentifier }
    }

    nonisolated(unsafe) private static var images: [String: UIImage] = [:]
    private static let lock = NSLock()

    /// The photo's image, drawn the first time and kept.
    static func image(of photo: SimulatedPhoto) -> UIImage {
        lock.lock()
        defer { lock.unlock() }
        if let image = images[photo.localIdentifier] { return image }
        let image = photo.render()
        images[photo.localIdentifier] = image
        return image
    }

    /// A photo numbered `number` (its identifier and file name follow from it).
    private static func photo(
        _ number: Int, _ width: Int, _ height: Int, subtype: SimulatedPhoto.Subtype = .none,
        paint: @escaping @Sendable (Int, Int, Int, Int) -> (UInt8, UInt8, UInt8)
    ) -> SimulatedPhoto {
        SimulatedPhoto(
            localIdentifier: String(format: "B84E8479-475C-4727-A4A4-B77AA9980%03d/L0/001", number),
            name: String(format: "IMG_%04d", number), pixelWidth: width, pixelHeight: height, subtype: subtype,
            paint: paint)
    }

    /// `a` blended to `b` by `t` (0…1).
    private static func mix(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ t: Double) -> (UInt8, UInt8, UInt8) {
        let t = min(max(t, 0), 1)
        func channel(_ p: Int, _ q: Int) -> UInt8 { UInt8((Double(p) + (Double(q) - Double(p)) * t).rounded()) }
        return (channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
    }
}
