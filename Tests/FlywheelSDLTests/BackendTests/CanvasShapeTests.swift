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
        expectPixels(
            img,
            [
                (25, 40, .red),
                (10, 20, .red),  // first row/column inside
                (39, 59, .red),  // last inside
                (9, 40, .white),  // just outside
                (40, 40, .white), (25, 60, .white),
            ])
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
        expectPixels(img, [(50, 50, .blue), (50, 22, .blue), (5, 5, .white), (50, 18, .white)])
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
        expectPixels(
            img,
            [
                (70, 70, .green),  // inside the sector
                (53, 53, .white),  // in the hole
                (30, 70, .white),  // the next quadrant
                (70, 30, .white),  // the previous quadrant
                (85, 85, .white),  // beyond the outer radius
            ])
        let pie = try withSDL {
            try renderOnce {
                $0.fillWedge(
                    center: Point(x: 50, y: 50), innerRadius: 0, outerRadius: 40,
                    startAngle: -.pi / 2, endAngle: 0, color: .green)
            }
        }
        expectPixels(
            pie,
            [
                (60, 40, .green),
                (51, 49, .green),  // next to the centre
                (40, 40, .white),
            ])
    }

    @Test func fullTurnWedgeIsARing() throws {
        let img = try withSDL {
            try renderOnce { $0.fillRing(center: Point(x: 50, y: 50), innerRadius: 20, outerRadius: 40, color: .black) }
        }
        expectPixels(img, [(50, 50, .white), (50, 20, .black), (80, 50, .black), (50, 95, .white)])
    }

    @Test func strokesAndLinesDrawOnTheirPath() throws {
        let img = try withSDL {
            try renderOnce {
                $0.strokeRect(Rect(x: 10.5, y: 10.5, width: 40, height: 40), color: .black, width: 1)
                $0.drawLine(from: Point(x: 60, y: 80.5), to: Point(x: 95, y: 80.5), color: .red, width: 1)
                $0.strokeCircle(center: Point(x: 75, y: 30), radius: 15, color: .blue, width: 3)
            }
        }
        expectPixels(
            img,
            [
                (30, 10, .black),  // crisp 1 px top edge
                (30, 9, .white), (30, 11, .white),
                (30, 30, .white),  // not filled
                (80, 80, .red), (80, 79, .white),
                (90, 30, .blue),  // on the circle
                (75, 30, .white),  // its centre
            ])
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
        expectPixels(
            img,
            [
                (25, 25, .red), (45, 25, .blue), (19, 25, .white), (55, 25, .white),
                (85, 85, .green),  // clip popped
            ])
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
        expectPixels(img, [(69, 69, .red), (71, 60, .white), (2, 2, .blue)])
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
        expectPixels(img, [(26, 26, .white), (74, 74, .white), (74, 26, .white), (10, 50, .white)])
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
        expectPixels(img, [(20, 20, .red), (39, 39, .red), (41, 41, .white)])
    }
}
