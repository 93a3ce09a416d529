import FlywheelCore
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import FlywheelSDL

/// Shapes, clips, alpha and layers, checked by reading pixels back from the software renderer.
@Suite(.serialized) struct CanvasShapeTests {
    @Test func filledRectIsSolidInsideClearOutsideAndCrispOnPixelEdges() throws {
        let img = try withSDL {
            try renderOnce { $0.fillRect(Rect(x: 10, y: 20, width: 30, height: 40), color: .red) }
        }
        #expect(isColor(img.pixel(x: 25, y: 40), .red))
        #expect(isColor(img.pixel(x: 10, y: 20), .red))  // first row/column inside
        #expect(isColor(img.pixel(x: 39, y: 59), .red))  // last inside
        #expect(isColor(img.pixel(x: 9, y: 40), .white))  // just outside
        #expect(isColor(img.pixel(x: 40, y: 40), .white))
        #expect(isColor(img.pixel(x: 25, y: 60), .white))
    }

    @Test func halfPixelRectEdgeIsPartiallyCovered() throws {
        let img = try withSDL {
            try renderOnce { $0.fillRect(Rect(x: 10.5, y: 10, width: 20, height: 20), color: .black) }
        }
        #expect(isBlend(img.pixel(x: 10, y: 20), of: .black, and: .white))
        #expect(isColor(img.pixel(x: 11, y: 20), .black))
        #expect(isColor(img.pixel(x: 9, y: 20), .white))
    }

    /// A rectangle with fractional edges (a picker's row band, a scaled background) takes the
    /// rectangle fast path; it must give the pixels the general outline fill gives the same
    /// four corners, translucent and scaled too.
    @Test func fractionalRectMatchesTheSameOutlineFilled() throws {
        let colour = Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7)
        func draw(_ canvas: SDLCanvas, asPolygon: Bool) {
            canvas.pushTransform(Transform(scaleX: 1, y: 0.83).concatenating(Transform(translationX: 3.3, y: 7.6)))
            let r = Rect(x: 10.25, y: 20.6, width: 60.3, height: 37.45)
            if asPolygon {
                canvas.fillPolygon(
                    [
                        Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                        Point(x: r.minX, y: r.maxY),
                    ], color: colour)
            } else {
                canvas.fillRect(r, color: colour)
            }
            canvas.popTransform()
        }
        let (rect, outline) = try withSDL {
            (try renderOnce { draw($0, asPolygon: false) }, try renderOnce { draw($0, asPolygon: true) })
        }
        var largest = 0, partial = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = rect.pixel(x: x, y: y), b = outline.pixel(x: x, y: y)
                largest = max(
                    largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
                    abs(Int(a.a) - Int(b.a)))
                if a.r != 255, a.r != rect.pixel(x: 40, y: 40).r { partial += 1 }
            }
        }
        #expect(largest <= 1)
        #expect(partial > 100)  // the edges really are blended, on all four sides
        // Inside: the colour at 70 % over white.
        #expect(isColor(rect.pixel(x: 40, y: 40), Color(red: 0.44, green: 0.65, blue: 0.93, alpha: 1), tolerance: 2))
    }

    @Test func circleIsSolidInsideClearOutsideWithSoftEdge() throws {
        let img = try withSDL {
            try renderOnce { $0.fillCircle(center: Point(x: 50, y: 50), radius: 30, color: .blue) }
        }
        #expect(isColor(img.pixel(x: 50, y: 50), .blue))
        #expect(isColor(img.pixel(x: 50, y: 22), .blue))
        #expect(isColor(img.pixel(x: 5, y: 5), .white))
        #expect(isColor(img.pixel(x: 50, y: 18), .white))
        // Along the 45° diagonal the edge crosses pixels at many fractions: some must blend.
        var blended = 0
        for d in 18...24 {
            if isBlend(img.pixel(x: 50 + d, y: 50 - d), of: .blue, and: .white) { blended += 1 }
        }
        #expect(blended >= 1)
        #expect(isColor(img.pixel(x: 50 + 18, y: 50 - 18), .blue))  // r ≈ 25.5, inside
        #expect(isColor(img.pixel(x: 50 + 23, y: 50 - 23), .white))  // r ≈ 32.5, outside
    }

    @Test func wedgeCoversItsSectorOnly() throws {
        let img = try withSDL {
            // The quarter from 3 o'clock clockwise to 6 o'clock (y grows down), a ring 10...40.
            try renderOnce {
                $0.fillWedge(
                    center: Point(x: 50, y: 50), innerRadius: 10, outerRadius: 40,
                    startAngle: 0, endAngle: .pi / 2, color: .green)
            }
        }
        #expect(isColor(img.pixel(x: 70, y: 70), .green))  // inside the sector
        #expect(isColor(img.pixel(x: 53, y: 53), .white))  // in the hole
        #expect(isColor(img.pixel(x: 30, y: 70), .white))  // the next quadrant
        #expect(isColor(img.pixel(x: 70, y: 30), .white))  // the previous quadrant
        #expect(isColor(img.pixel(x: 85, y: 85), .white))  // beyond the outer radius
        let pie = try withSDL {
            try renderOnce {
                $0.fillWedge(
                    center: Point(x: 50, y: 50), innerRadius: 0, outerRadius: 40,
                    startAngle: -.pi / 2, endAngle: 0, color: .green)
            }
        }
        #expect(isColor(pie.pixel(x: 60, y: 40), .green))
        #expect(isColor(pie.pixel(x: 51, y: 49), .green))  // next to the centre
        #expect(isColor(pie.pixel(x: 40, y: 40), .white))
    }

    @Test func fullTurnWedgeIsARing() throws {
        let img = try withSDL {
            try renderOnce { $0.fillRing(center: Point(x: 50, y: 50), innerRadius: 20, outerRadius: 40, color: .black) }
        }
        #expect(isColor(img.pixel(x: 50, y: 50), .white))
        #expect(isColor(img.pixel(x: 50, y: 20), .black))
        #expect(isColor(img.pixel(x: 80, y: 50), .black))
        #expect(isColor(img.pixel(x: 50, y: 95), .white))
    }

    @Test func strokesAndLinesDrawOnTheirPath() throws {
        let img = try withSDL {
            try renderOnce {
                $0.strokeRect(Rect(x: 10.5, y: 10.5, width: 40, height: 40), color: .black, width: 1)
                $0.drawLine(from: Point(x: 60, y: 80.5), to: Point(x: 95, y: 80.5), color: .red, width: 1)
                $0.strokeCircle(center: Point(x: 75, y: 30), radius: 15, color: .blue, width: 3)
            }
        }
        #expect(isColor(img.pixel(x: 30, y: 10), .black))  // crisp 1 px top edge
        #expect(isColor(img.pixel(x: 30, y: 9), .white))
        #expect(isColor(img.pixel(x: 30, y: 11), .white))
        #expect(isColor(img.pixel(x: 30, y: 30), .white))  // not filled
        #expect(isColor(img.pixel(x: 80, y: 80), .red))
        #expect(isColor(img.pixel(x: 80, y: 79), .white))
        #expect(isColor(img.pixel(x: 90, y: 30), .blue))  // on the circle
        #expect(isColor(img.pixel(x: 75, y: 30), .white))  // its centre
    }

    @Test func clipRectClips() throws {
        let img = try withSDL {
            try renderOnce {
                $0.pushClip(Rect(x: 20, y: 20, width: 30, height: 30))
                $0.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), color: .red)
                $0.pushClip(Rect(x: 40, y: 0, width: 60, height: 100))  // intersects: 40...50
                $0.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), color: .blue)
                $0.popClip()
                $0.popClip()
                $0.fillRect(Rect(x: 80, y: 80, width: 10, height: 10), color: .green)
            }
        }
        #expect(isColor(img.pixel(x: 25, y: 25), .red))
        #expect(isColor(img.pixel(x: 45, y: 25), .blue))
        #expect(isColor(img.pixel(x: 19, y: 25), .white))
        #expect(isColor(img.pixel(x: 55, y: 25), .white))
        #expect(isColor(img.pixel(x: 85, y: 85), .green))  // clip popped
    }

    @Test func transformsComposeOnTheCPU() throws {
        let img = try withSDL {
            try renderOnce {
                $0.pushTransform(Transform(translationX: 50, y: 50))
                $0.pushTransform(Transform(scaleX: 2, y: 2))
                $0.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .red)  // -> (50,50)-(70,70)
                $0.popTransform()
                $0.popTransform()
                $0.popTransform()  // unbalanced pops are ignored
                $0.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), color: .blue)
            }
        }
        #expect(isColor(img.pixel(x: 69, y: 69), .red))
        #expect(isColor(img.pixel(x: 71, y: 60), .white))
        #expect(isColor(img.pixel(x: 2, y: 2), .blue))
    }

    @Test func alphaStackMultiplies() throws {
        let img = try withSDL {
            try renderOnce(background: .white) {
                $0.pushAlpha(0.5)
                $0.fillRect(Rect(x: 0, y: 0, width: 50, height: 80), color: .black)
                $0.pushAlpha(0.5)
                $0.fillRect(Rect(x: 50, y: 0, width: 50, height: 80), color: .black)
                $0.popAlpha()
                $0.popAlpha()
                $0.fillRect(Rect(x: 0, y: 90, width: 100, height: 10), color: .black.withAlpha(0.5))
            }
        }
        #expect(abs(Int(img.pixel(x: 25, y: 50).r) - 128) <= 3)  // 50 % black on white
        #expect(abs(Int(img.pixel(x: 75, y: 50).r) - 191) <= 3)  // 25 %
        #expect(abs(Int(img.pixel(x: 50, y: 95).r) - 128) <= 3)  // colour alpha, stack popped
    }

    @Test func layerUnderA45DegreeRotationClipsToTheRotatedSquare() throws {
        // A 40x40 container centred at (50,50), rotated 45°, clipping a child that overflows it.
        let img = try withSDL {
            try renderOnce {
                $0.pushTransform(
                    Transform(translationX: -20, y: -20).concatenating(Transform(rotation: .pi / 4))
                        .concatenating(Transform(translationX: 50, y: 50)))
                $0.beginLayer(bounds: Rect(x: 0, y: 0, width: 40, height: 40))
                $0.fillRect(Rect(x: -100, y: -100, width: 300, height: 300), color: .red)
                $0.endLayer()
                $0.popTransform()
            }
        }
        #expect(isColor(img.pixel(x: 50, y: 50), .red))
        #expect(isColor(img.pixel(x: 50, y: 25), .red))  // near the top corner (at y ≈ 21.7)
        // Inside the square's axis-aligned bounding box (21.7...78.3) but outside the diamond.
        #expect(isColor(img.pixel(x: 26, y: 26), .white))
        #expect(isColor(img.pixel(x: 74, y: 74), .white))
        #expect(isColor(img.pixel(x: 74, y: 26), .white))
        #expect(isColor(img.pixel(x: 10, y: 50), .white))
    }

    @Test func layerKeepsTranslucentContentAndAppliesItsAlphaOnce() throws {
        let img = try withSDL {
            try renderOnce(background: .white) {
                $0.pushAlpha(0.5)
                $0.pushTransform(Transform(rotation: 0.2))
                $0.beginLayer(bounds: Rect(x: 20, y: 0, width: 60, height: 60))
                $0.fillRect(Rect(x: 20, y: 0, width: 60, height: 60), color: .black)
                $0.endLayer()
                $0.popTransform()
                $0.popAlpha()
                $0.pushTransform(Transform(rotation: 0.2))
                $0.beginLayer(bounds: Rect(x: 20, y: 60, width: 60, height: 40))
                $0.fillRect(Rect(x: 20, y: 60, width: 60, height: 40), color: .black.withAlpha(0.5))
                $0.endLayer()
                $0.popTransform()
            }
        }
        // Layer alpha 0.5 over white: mid grey, not 25 % (alpha applied once, not twice).
        #expect(abs(Int(img.pixel(x: 45, y: 30).r) - 128) <= 4)
        // Translucent content inside a layer keeps its colour (un-premultiplied correctly).
        #expect(abs(Int(img.pixel(x: 40, y: 80).r) - 128) <= 4)
    }

    @Test func drawingOutsideAFrameAndZeroSizesAreHarmless() throws {
        try withSDL {
            let r = try HeadlessRenderer(size: Size(width: 20, height: 20))
            let c = r.canvas
            c.fillRect(Rect(x: 0, y: 0, width: 0, height: 10), color: .red)
            c.fillCircle(center: Point(x: 5, y: 5), radius: 0, color: .red)
            c.fillPolygon([Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1)], color: .red)
            c.fillWedge(center: .zero, innerRadius: 5, outerRadius: 5, startAngle: 0, endAngle: 1, color: .red)
            c.drawLine(from: Point(x: .nan, y: 0), to: Point(x: 3, y: 3), color: .red, width: 1)
            c.beginLayer(bounds: .zero)
            c.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), color: .red)
            c.endLayer()
            c.endLayer()  // unbalanced
            c.popClip(); c.popAlpha()
            r.renderFrame()
            #expect(isColor(r.snapshot().pixel(x: 10, y: 10), .white))
        }
    }

    @Test func highDPIScalesPointsToPixels() throws {
        let img = try withSDL {
            try renderOnce(size: Size(width: 50, height: 50), pixelScale: 2) {
                $0.fillRect(Rect(x: 10, y: 10, width: 10, height: 10), color: .red)
            }
        }
        #expect(img.width == 100 && img.height == 100)
        #expect(isColor(img.pixel(x: 20, y: 20), .red))
        #expect(isColor(img.pixel(x: 39, y: 39), .red))
        #expect(isColor(img.pixel(x: 41, y: 41), .white))
    }
}
