import Foundation

extension CAEmitterLayer {
    /// The cell an `emitterCells.NAME.key` key path names (the first cell of that `name`), with the key.
    func cell(forKeyPath keyPath: String) -> (cell: CAEmitterCell, key: String)? {
        let parts = keyPath.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[0] == "emitterCells",
            let cell = emitterCells?.first(where: { $0.name == parts[1] })
        else { return nil }
        return (cell, parts[2])
    }
}

extension CAEmitterCell {
    /// The value of a property by its Core Animation key (`"birthRate"`, `"color"`, `"enabled"` …);
    /// nil for other keys.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "name": return name
        case "enabled": return isEnabled
        case "birthRate": return birthRate
        case "lifetime": return lifetime
        case "lifetimeRange": return lifetimeRange
        case "emissionLatitude": return emissionLatitude
        case "emissionLongitude": return emissionLongitude
        case "emissionRange": return emissionRange
        case "velocity": return velocity
        case "velocityRange": return velocityRange
        case "xAcceleration": return xAcceleration
        case "yAcceleration": return yAcceleration
        case "zAcceleration": return zAcceleration
        case "scale": return scale
        case "scaleRange": return scaleRange
        case "scaleSpeed": return scaleSpeed
        case "spin": return spin
        case "spinRange": return spinRange
        case "color": return color
        case "alphaSpeed": return alphaSpeed
        case "alphaRange": return alphaRange
        case "contents": return contents
        case "contentsRect": return contentsRect
        default: return nil
        }
    }

    /// Sets a property by its Core Animation key, taking numbers of any type (`setValue(0, forKey:
    /// "birthRate")`); unknown keys and values of the wrong kind are ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        let number: Double? =
            switch value {
            case let v as Double: v
            case let v as Float: Double(v)
            case let v as CGFloat: Double(v)
            case let v as Int: Double(v)
            case let v as NSNumber: v.doubleValue
            default: nil
            }
        switch (key, number) {
        case ("enabled", _): if let v = value as? Bool { isEnabled = v } else if let number { isEnabled = number != 0 }
        case ("birthRate", let v?): birthRate = Float(v)
        case ("lifetime", let v?): lifetime = Float(v)
        case ("lifetimeRange", let v?): lifetimeRange = Float(v)
        case ("emissionLatitude", let v?): emissionLatitude = CGFloat(v)
        case ("emissionLongitude", let v?): emissionLongitude = CGFloat(v)
        case ("emissionRange", let v?): emissionRange = CGFloat(v)
        case ("velocity", let v?): velocity = CGFloat(v)
        case ("velocityRange", let v?): velocityRange = CGFloat(v)
        case ("xAcceleration", let v?): xAcceleration = CGFloat(v)
        case ("yAcceleration", let v?): yAcceleration = CGFloat(v)
        case ("zAcceleration", let v?): zAcceleration = CGFloat(v)
        case ("scale", let v?): scale = CGFloat(v)
        case ("scaleRange", let v?): scaleRange = CGFloat(v)
        case ("scaleSpeed", let v?): scaleSpeed = CGFloat(v)
        case ("spin", let v?): spin = CGFloat(v)
        case ("spinRange", let v?): spinRange = CGFloat(v)
        case ("alphaSpeed", let v?): alphaSpeed = Float(v)
        case ("alphaRange", let v?): alphaRange = Float(v)
        case ("color", _):
            if let v = value as? CGColor { color = v } else if let v = value as? UIColor { color = v.cgColor }
        case ("contents", _): contents = value
        case ("name", _): name = value as? String
        default: break
        }
    }
}
