import Foundation

extension Path {
    /// A path from SVG path data (the `d` attribute of `<path>`), following the grammar of SVG 1.1
    /// and SVG 2, section "Path data".
    ///
    /// All commands are understood in absolute (upper case) and relative (lower case) form:
    /// M L H V C S Q T A Z. Arguments may repeat without repeating the command (extra pairs after
    /// a move are lines), numbers may be packed as SVG allows (`-1-2`, `.5.5`, `1e-3`) and arc
    /// flags written without separators (`a1 1 0 011 1`). The first command must be a move; empty
    /// or all-whitespace data is an empty path.
    ///
    /// S and T reflect the previous command's last control point about the current point when
    /// that command was a cubic (C, S) or a quadratic (Q, T) respectively, and use the current point
    /// otherwise. Arcs become cubic curves of at most a quarter turn through the spec's endpoint to
    /// centre conversion (SVG 1.1 appendix F.6.5), with radii scaled up when they are too small to
    /// reach the end point (F.6.6); an arc with a zero radius is a straight line and one ending
    /// where it starts is left out.
    ///
    /// Throws `SVGPathError` at the first character that does not fit the grammar, naming its UTF-8
    /// offset; numbers too large for a `Double` are errors too.
    public init(svgPathData: String) throws {
        var parser = SVGPathParser(Array(svgPathData.utf8))
        self = try parser.parse()
    }
}

/// A single-pass parser of SVG path data over its UTF-8 bytes.
struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    /// The current point, in absolute coordinates.
    private var current = CGPoint.zero
    /// The start of the current subpath, where Z returns to.
    private var subpathStart = CGPoint.zero
    /// The second control point of the previous command when it was C, c, S or s.
    private var previousCubicControl: CGPoint?
    /// The control point of the previous command when it was Q, q, T or t.
    private var previousQuadControl: CGPoint?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses the whole data.
    mutating func parse() throws -> Path {
        skipWhitespace()
        guard index < bytes.count else { return path }
        guard bytes[index] == UInt8(ascii: "M") || bytes[index] == UInt8(ascii: "m") else {
            let error = failure(expected: "a moveto command (M or m)")
            throw SVGPathError(offset: error.offset, message: error.message + "; path data must begin with one")
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { break }
            let command = bytes[index]
            guard SVGPathParser.isCommand(command) else {
                throw failure(expected: "a path command letter (M L H V C S Q T A Z)")
            }
            index += 1
            try parseArguments(of: command)
        }
        return path
    }

    // MARK: Commands

    /// Parses the argument sets following a command letter, one or more, and draws them.
    private mutating func parseArguments(of command: UInt8) throws {
        let isRelative = command >= UInt8(ascii: "a")
        let kind = command & ~0x20 // upper case
        if kind == UInt8(ascii: "Z") {
            path.closeSubpath()
            current = subpathStart
            previousCubicControl = nil; previousQuadControl = nil
            return
        }
        var isFirstSet = true
        repeat {
            skipWhitespace()
            // Relative coordinates are offsets from the current point. Absolute ones are used as
            // read (adding a zero would turn −0 into +0 and break bit-exact round trips).
            let origin = current
            func place(_ p: CGPoint) -> CGPoint { isRelative ? p + origin : p }
            var cubicControl: CGPoint?
            var quadControl: CGPoint?
            switch kind {
            case UInt8(ascii: "M"):
                let p = try place(coordinatePair())
                if isFirstSet {
                    path.move(to: p)
                    subpathStart = p
                } else {
                    path.addLine(to: p) // extra pairs after a move are lines
                }
                current = p
            case UInt8(ascii: "L"):
                let p = try place(coordinatePair())
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "H"):
                let x = try number()
                let p = CGPoint(x: isRelative ? x + current.x : x, y: current.y)
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "V"):
                let y = try number()
                let p = CGPoint(x: current.x, y: isRelative ? y + current.y : y)
                path.addLine(to: p)
                current = p
            case UInt8(ascii: "C"):
                let c1 = try place(coordinatePair())
                separator()
                let c2 = try place(coordinatePair())
                separator()
                let p = try place(coordinatePair())
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p
                cubicControl = c2
            case UInt8(ascii: "S"):
                let c2 = try place(coordinatePair())
                separator()
                let p = try place(coordinatePair())
                let c1 = previousCubicControl.map { current * 2 - $0 } ?? current
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p
                cubicControl = c2
            case UInt8(ascii: "Q"):
                let c = try place(coordinatePair())
                separator()
                let p = try place(coordinatePair())
                path.addQuadCurve(to: p, control: c)
                current = p
                quadControl = c
            case UInt8(ascii: "T"):
                let p = try place(coordinatePair())
                let c = previousQuadControl.map { current * 2 - $0 } ?? current
                path.addQuadCurve(to: p, control: c)
                current = p
                quadControl = c
            case UInt8(ascii: "A"):
                let rx = try number()
                separator()
                let ry = try number()
                separator()
                let rotation = try number()
                separator()
                let largeArc = try flag()
                separator()
                let sweep = try flag()
                separator()
                let p = try place(coordinatePair())
                addArc(radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep, to: p)
                current = p
            default:
                preconditionFailure("isCommand admitted a letter that is not a command")
            }
            previousCubicControl = cubicControl
            previousQuadControl = quadControl
            isFirstSet = false
        } while try anotherArgumentSet()
    }

    /// Draws an SVG elliptical arc from the current point to `end` as cubic curves.
    ///
    /// Follows SVG 1.1 appendix F.6: out-of-range radii are made positive and scaled up until the
    /// ellipse reaches `end` (F.6.6), then the centre and the angles follow from F.6.5.
    private mutating func addArc(radiusX: CGFloat, radiusY: CGFloat, rotationDegrees: CGFloat,
                                 largeArc: Bool, sweep: Bool, to end: CGPoint) {
        let start = current
        if start == end { return } // F.6.2: an arc ending where it starts is omitted
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 { path.addLine(to: end); return }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the start point in the ellipse's frame, relative to the chord's midpoint.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        // Work in units of the radii, so that no square of a radius can overflow:
        // (X, Y) = (x1 / rx, y1 / ry) and Λ = X² + Y² (F.6.6.2).
        var unitX = x1 / rx, unitY = y1 / ry
        let lambda = unitX * unitX + unitY * unitY
        // F.6.5.2 divided through by rx²·ry²: the centre is coefficient·(rx·Y, −ry·X) with
        // coefficient² = 1/Λ − 1. Radii that cannot reach (Λ > 1) are scaled up by √Λ (F.6.6.3),
        // which puts the centre on the chord's midpoint.
        var coefficient: CGFloat = 0
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale; ry *= scale
            unitX = x1 / rx; unitY = y1 / ry
        } else {
            coefficient = max(0, 1 / lambda - 1).squareRoot()
            if largeArc == sweep { coefficient = -coefficient }
        }
        let cx1 = coefficient * rx * unitY
        let cy1 = -coefficient * ry * unitX
        // F.6.5.3: the centre in user space.
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        // F.6.5.5-6: the start angle and the sweep, from the unit vectors to both ends.
        let ux = unitX - coefficient * unitY, uy = unitY + coefficient * unitX
        let vx = -unitX - coefficient * unitY, vy = -unitY + coefficient * unitX
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard center.isFinitePoint, theta1.isFinite, delta.isFinite, rx.isFinite, ry.isFinite else {
            // Radii so large against the chord that it vanishes in their units: the arc is
            // indistinguishable from the chord.
            path.addLine(to: end)
            return
        }
        path.addArcSegments(center: center, radii: CGSize(width: rx, height: ry), rotation: phi,
                            startAngle: theta1, sweep: delta, connect: false, end: end)
    }

    // MARK: Tokens

    /// Parses `x comma-wsp? y`.
    private mutating func coordinatePair() throws -> CGPoint {
        let x = try number()
        separator()
        let y = try number()
        return CGPoint(x: x, y: y)
    }

    /// Skips the optional separator between two arguments of one set: white space with at most
    /// one comma. The caller then requires an argument.
    private mutating func separator() {
        _ = skipCommaWhitespace()
    }

    /// After an argument set, skips a separator and says whether another set follows (the next
    /// character starts a number). A comma must be followed by one.
    private mutating func anotherArgumentSet() throws -> Bool {
        let sawComma = skipCommaWhitespace()
        if index < bytes.count && SVGPathParser.startsNumber(bytes[index]) { return true }
        if sawComma { throw failure(expected: "a number after ','") }
        return false
    }

    /// Parses a number: `sign? (digits ('.' digits?)? | '.' digits) exponent?`, where the exponent
    /// is `(e|E) sign? digits`.
    private mutating func number() throws -> CGFloat {
        let start = index
        if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
            index += 1
        }
        guard index < bytes.count, SVGPathParser.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") else {
            throw index == start ? failure(expected: "a number") : failure(expected: "a digit")
        }
        var digits = skipDigits()
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            digits += skipDigits()
        }
        if digits == 0 { throw failure(expected: "a digit") }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            if skipDigits() == 0 { throw failure(expected: "a digit of the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, message: "number '\(text)' at offset \(start) is too large")
        }
        return value
    }

    /// Parses an arc flag: a single `0` or `1`, which needs no separator after it.
    private mutating func flag() throws -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw failure(expected: "an arc flag (0 or 1)")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// Skips decimal digits and returns how many.
    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count && SVGPathParser.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    /// Skips SVG white space (space, tab, line feed, carriage return, form feed).
    private mutating func skipWhitespace() {
        while index < bytes.count && SVGPathParser.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips `wsp* (',' wsp*)?` and says whether it held a comma.
    private mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    // MARK: Errors

    /// An error at the current offset: "expected <what> at offset N, found <what is there>".
    private func failure(expected: String) -> SVGPathError {
        SVGPathError(offset: index,
                     message: "expected \(expected) at offset \(index), found \(describeCharacter(at: index))")
    }

    /// The character at `offset` quoted for a message, or "the end of the data".
    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the data" }
        let tail = bytes[offset..<min(offset + 4, bytes.count)]
        guard let scalar = String(decoding: tail, as: UTF8.self).unicodeScalars.first else {
            return "the end of the data"
        }
        if scalar.value >= 0x20 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if scalar.value > 0x7F && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control {
            return "'\(Character(scalar))' (\(code))"
        }
        return code
    }

    // MARK: Character classes

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C
    }

    private static func startsNumber(_ c: UInt8) -> Bool {
        isDigit(c) || c == UInt8(ascii: ".") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
    }

    private static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 { // lower case
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
             UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
             UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }
}
