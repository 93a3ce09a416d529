import FlywheelCore
import Foundation
import Testing

@testable import FlywheelUI

@Suite struct SpinnerAPITests {
    @Test func defaultsAndModeSelection() {
        let s = Spinner()
        #expect(s.spinnerThreshold == 15 && s.spinnerMode == .both && s.isSoundOn && s.isHapticsOn)
        #expect(s.isCompensatingForContainerRotation && s.displayFont == .boldSystem(size: 20))
        s.values = (0..<14).map { SpinnerItem(icon: TestImages.square(seed: $0)) }
        #expect(s.opensAsSpinner)  // 15 > 14
        s.values.append(SpinnerItem(icon: TestImages.square(seed: 14)))
        #expect(!s.opensAsSpinner)  // 15 > 15 is false: picker
        s.spinnerMode = .spinnerOnly
        #expect(s.opensAsSpinner)
        #expect(SpinnerMode(legacyValue: 7) == .pickerOnly && SpinnerMode(legacyValue: -1) == .spinnerOnly)
    }

    @Test func selectedIndexClampsAndValueFollows() {
        let f = SpinnerFixture(count: 5, selected: 2)
        f.spinner.selectedIndex = 99
        #expect(f.spinner.selectedIndex == 4 && f.spinner.value?.value as? Int == 4)
        f.spinner.selectedIndex = -3
        #expect(f.spinner.selectedIndex == 0)
        #expect(f.t.log.filter { $0 == "valueChanged" }.count == 2)
        #expect(f.calls == ["selected:4", "selected:0"])
        #expect(f.feedback.played.isEmpty)  // no tick for changes from code
    }

    @Test func emptyAndSingleValueNeverOpen() {
        let f = SpinnerFixture(count: 1, selected: 0)
        f.spinner.isOpen = true
        #expect(!f.spinner.isOpen)
        f.tap(f.center)
        #expect(!f.spinner.isOpen)
        #expect(f.t.log == ["touchDown", "touchUpInside"])
        #expect(f.calls == ["single:Item 0"])
        f.spinner.values = []
        #expect(f.spinner.value == nil && f.spinner.selectedIndex == 0)
        f.spinner.isOpen = true
        #expect(!f.spinner.isOpen)
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        #expect(!canvas.commands.contains { $0.kind == .image })
    }

    @Test func hitAreaIsTheDiscNotItsSquare() {
        let f = SpinnerFixture()
        #expect(f.t.host.rootView.hitTest(Point(x: 200, y: 200)) === f.spinner)
        #expect(f.t.host.rootView.hitTest(Point(x: 178, y: 178)) !== f.spinner)  // corner of the square
    }
}

@Suite struct SpinnerOpenCloseTests {
    @Test func tapOpensAfterTheStateChangedThenSendsOneTouchUpInside() {
        let f = SpinnerFixture()
        f.tap(f.center)
        #expect(f.spinner.isOpen)
        #expect(f.calls == ["opened:6:true"])
        #expect(f.t.log == ["touchDown", "touchUpInside"])
        #expect(f.feedback.played.map(\.event) == [.open])
        let ring = try! #require(f.ring)
        #expect(
            f.container.subviews.firstIndex { $0 === ring }! < f.container.subviews.firstIndex { $0 === f.spinner }!)
        #expect(ring.frame == Rect(x: 0, y: 0, width: 400, height: 400))  // R = distance to the nearest edge
    }

    @Test func tapOnTheCentreClosesAndTheRingShrinksAway() {
        let f = SpinnerFixture()
        f.tap(f.center)
        f.settle(0.5)
        f.tap(f.center)
        #expect(!f.spinner.isOpen)
        #expect(f.calls == ["opened:6:true", "willClose", "closed:6:false", "chosen:6:false"])
        #expect(f.feedback.played.map(\.event) == [.open, .close])
        #expect(f.ring != nil)  // still shrinking
        f.settle(0.5)
        #expect(f.ring == nil)
    }

    @Test func vetoedCloseStaysOpenPlaysRefusedAndStillSendsTouchUpInside() {
        let f = SpinnerFixture()
        f.tap(f.center)
        f.allowsClose = false
        f.t.log.removeAll()
        f.tap(f.center)
        #expect(f.spinner.isOpen)
        #expect(f.calls == ["opened:6:true", "willClose"])
        #expect(f.t.log == ["touchDown", "touchUpInside"])
        #expect(f.feedback.played.last?.event == .refused)
    }

    @Test func tapOutsideTheRingCloses() {
        let f = SpinnerFixture()
        f.container.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        f.spinner.radius = 100
        f.spinner.isOpen = true
        f.t.host.advance(to: f.t.clock.now)
        f.tap(Point(x: 20, y: 20))
        #expect(!f.spinner.isOpen)
    }

    @Test func replacingValuesWhileOpenClosesClampsAndSendsValueChanged() {
        let f = SpinnerFixture(count: 12, selected: 10)
        f.spinner.isOpen = true
        f.t.log.removeAll()
        f.spinner.values = (0..<4).map { SpinnerItem(icon: TestImages.square(seed: $0), value: $0) }
        #expect(!f.spinner.isOpen && f.spinner.selectedIndex == 3)
        #expect(f.t.log == ["valueChanged"])
    }

    @Test func changingModeOrThresholdWhileOpenCloses() {
        let f = SpinnerFixture()
        f.spinner.isOpen = true
        f.spinner.spinnerThreshold = 3
        #expect(!f.spinner.isOpen)
        f.settle(0.5)
        f.spinner.isOpen = true
        f.spinner.spinnerMode = .both
        #expect(!f.spinner.isOpen)
    }

    @Test func removingAnOpenSpinnerLeavesNothingBehind() {
        let f = SpinnerFixture()
        f.spinner.isOpen = true
        #expect(f.t.host.pointerDownMonitorCount == 1)
        f.spinner.removeFromSuperview()
        #expect(f.t.host.pointerDownMonitorCount == 0)
        #expect(f.ring == nil)
        #expect(!f.spinner.isOpen)
    }

    @Test func radiusIsSettable() {
        let f = SpinnerFixture()
        f.spinner.radius = 120
        f.spinner.isOpen = true
        #expect(f.ring?.frame == Rect(x: 80, y: 80, width: 240, height: 240))
        f.spinner.radius = nil
        #expect(f.ring?.frame == Rect(x: 0, y: 0, width: 400, height: 400))
    }
}

@Suite struct SpinnerGeometryAndDrawingTests {
    @Test func iconSideFollowsTheOriginalFormula() {
        let f = SpinnerFixture(count: 12)
        let r = 200.0, w = r - 48 - 16
        #expect(abs(f.spinner.ringIconSide(radius: r) - min(w, 2 * w * tan(.pi / 12), .pi * r / 12)) < 1e-9)
        #expect(f.spinner.ringIconSide(radius: 50) == 0)  // W ≤ 0: no icons rather than negative ones
    }

    @Test func openRingDrawsTheSelectedItemOnTopAndFadesTheOpposite() {
        let f = SpinnerFixture.opened(count: 12, selected: 6)
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        let icons = canvas.commands.filter { $0.kind == .image && $0.imageName?.hasPrefix("square-") == true }
        let top = try! #require(icons.first { $0.imageName == "square-6" && $0.bounds.midY < 100 })
        #expect(abs(top.bounds.midX - 200) < 1)
        #expect(!icons.contains { $0.imageName == "square-0" })  // 180° away: opacity 0
        // Item 7 sits one step counter-clockwise (left of the top), item 5 clockwise (right).
        let left = try! #require(icons.first { $0.imageName == "square-7" })
        let right = try! #require(icons.first { $0.imageName == "square-5" })
        #expect(left.bounds.midX < 200 && right.bounds.midX > 200)
        // The disc is one circle faded by screen angle (the original's conic mask), not a wedge
        // per item; with the fade by item distance it is a wedge per visible item.
        #expect(canvas.commands.filter { $0.kind == .wedge }.isEmpty)
        let disc = try! #require(canvas.commands.first { $0.kind == .fadedCircle })
        let r = f.spinner.ringRadius
        #expect(disc.bounds == Rect(center: f.center, size: Size(width: 2 * r, height: 2 * r)))
        f.spinner.opacityFalloff = .byItemDistance
        let c2 = RecordingCanvas()
        f.t.host.render(in: c2)
        #expect(c2.commands.filter { $0.kind == .fadedCircle }.isEmpty)
        #expect(c2.commands.filter { $0.kind == .wedge }.count == 7)  // items within 3 of the top (1 − 0.25·d > 0)
    }

    @Test func centreIconStaysUprightInARotatedContainer() {
        let f = SpinnerFixture()
        f.container.rotation = .pi / 4
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        let centre = try! #require(canvas.commands.last { $0.kind == .image })
        #expect(abs(centre.rotation) < 1e-9)
        f.spinner.isCompensatingForContainerRotation = false
        let c2 = RecordingCanvas()
        f.t.host.render(in: c2)
        #expect(abs(c2.commands.last { $0.kind == .image }!.rotation - .pi / 4) < 1e-9)
    }

    @Test func tapStepsByTheRingsOwnHalvesInARotatedContainer() {
        let f = SpinnerFixture(count: 12, selected: 0)
        f.container.rotation = .pi / 2  // the ring's "right" half is now at the bottom
        f.spinner.isOpen = true
        f.settle(0.5)
        f.tap(Point(x: 200, y: 350))
        f.settle(1)
        #expect(f.spinner.selectedIndex == 1)
    }

    @Test func disabledItemsAndPressedCentreAreDimmed() {
        let f = SpinnerFixture(count: 4, selected: 1, disabled: [1])
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        let centre = try! #require(canvas.commands.last { $0.kind == .image })
        #expect(abs(centre.color!.alpha - 0.5) < 1e-9)
    }
}

@Suite struct SpinnerCenterImageAndFalloffTests {
    @Test func replaceCenterImageShowsTheSelectionWhileOpenAndPops() {
        let f = SpinnerFixture(count: 6, selected: 2)
        let globe = TestImages.square(seed: 99)
        f.spinner.centerImage = globe
        f.spinner.replaceCenterImage = true
        func centreImageName() -> String? {
            let canvas = RecordingCanvas()
            f.t.host.render(in: canvas)
            return canvas.commands.last { $0.kind == .image }?.imageName
        }
        #expect(centreImageName() == "square-99")
        f.spinner.isOpen = true
        #expect(f.spinner.centerScale == 0)  // the pop starts from nothing
        f.settle(0.5)
        #expect(f.spinner.centerScale == 1)
        #expect(centreImageName() == "square-2")
        f.spinner.isOpen = false
        f.settle(0.5)
        #expect(centreImageName() == "square-99")
        f.spinner.replaceCenterImage = false
        f.spinner.isOpen = true
        f.settle(0.5)
        #expect(centreImageName() == "square-99")  // a fixed centre image stays while open
    }

    @Test func falloffTablesMatchTheOriginalAndTheItemDistanceOption() {
        let byAngle = RingOpacityFalloff.byAngle
        #expect(byAngle.opacity(angleFromTop: 0, itemDistance: 0) == 1)
        #expect(abs(byAngle.opacity(angleFromTop: .pi / 2, itemDistance: 0) - 0.25) < 1e-12)
        #expect(abs(byAngle.opacity(angleFromTop: -.pi / 4, itemDistance: 0) - 0.475) < 1e-12)  // halfway 30°…60°
        #expect(byAngle.opacity(angleFromTop: .pi, itemDistance: 0) == 0)
        #expect(abs(byAngle.opacity(angleFromTop: 2 * .pi + .pi / 6, itemDistance: 0) - 0.55) < 1e-12)
        #expect(RingOpacityFalloff.byItemDistance.opacity(angleFromTop: 0, itemDistance: 2) == 0.5)
        #expect(RingOpacityFalloff.byItemDistance.opacity(angleFromTop: 0, itemDistance: 5) == 0)
        #expect(RingOpacityFalloff.none.opacity(angleFromTop: .pi, itemDistance: 9) == 1)
    }
}

@Suite struct SpinnerBadInputTests {
    @Test func allDisabledItemsOpenAndTheWheelRestsWhereItStops() {
        let f = SpinnerFixture.opened(count: 8, selected: 3, disabled: Set(0..<8))
        f.drag(from: 0, to: 100, duration: 0.1)
        f.settle(20)
        #expect(f.spinner.isOpen)
        #expect(f.spinner.ringPosition.isFinite)
        #expect((0..<8).contains(f.spinner.selectedIndex))
    }

    @Test func tenThousandValuesWithBothSwitchToThePicker() {
        let f = SpinnerFixture(count: 2, selected: 0)
        let icon = TestImages.square(seed: 1)
        f.spinner.spinnerMode = .both
        f.spinner.values = (0..<10_000).map { SpinnerItem(title: "Row \($0)", icon: icon) }
        f.spinner.center = Point(x: 200, y: 360)
        f.spinner.selectedIndex = 5_000
        f.spinner.isOpen = true
        #expect(f.spinner.shows == .picker)
        #expect(f.spinner.picker?.selectedIndex == 5_000)
        let canvas = RecordingCanvas()
        f.t.host.render(in: canvas)
        #expect(canvas.commands.filter { $0.kind == .text }.count < 40)  // only visible rows
    }

    @Test func nonFiniteAndOutOfRangeInputChangeNothingBad() {
        let f = SpinnerFixture(count: 5, selected: 2)
        f.spinner.radius = .nan
        #expect(f.spinner.ringRadius == 200)  // NaN radius falls back to the container
        f.spinner.radius = -5
        #expect(f.spinner.ringRadius == 0)
        f.spinner.radius = nil
        f.spinner.selectedIndex = Int.max
        #expect(f.spinner.selectedIndex == 4)
        f.spinner.isOpen = true
        f.t.pointer(.down, .nan, 200)
        f.t.pointer(.up, .nan, 200)
        f.settle(1)
        #expect(f.spinner.ringPosition.isFinite)
    }
}
