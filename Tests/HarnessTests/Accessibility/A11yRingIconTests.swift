import FlywheelCore
import FlywheelSDL
import FlywheelTestSupport
import FlywheelUI
import Foundation
import Testing

@testable import HarnessKit

/// `smallRingIcon`: the audit opens each spinner and reads its ring. A spinner whose `radius`
/// leaves its icons under `Spinner.minimumRingIconSide` is reported by path with the size, one
/// whose ring leaves them no room as drawing none; one with room is not.
@Suite(.serialized) struct A11yRingIconTests {
    static let prefix = "Bottom Right › Planted"

    static func spinner(_ label: String, _ frame: Rect, radius: Double?) -> Spinner {
        let icon = Image(width: 8, height: 8, rgba: [UInt8](repeating: 90, count: 8 * 8 * 4), name: "dot")
        let items = (0..<12).map { SpinnerItem(title: "Item \($0)", icon: icon, value: $0) }
        let s = Spinner(values: items, frame: frame, spinnerMode: .spinnerOnly)
        s.radius = radius
        s.accessibilityLabel = label
        return s
    }

    @Test func ringIconsUnderTheMinimumAreReportedByPath() throws {
        try withSDL {
            // 44-pt spinners with 12 items: radius 60 leaves W = 60 − 44 − 16 = 0 (no icons);
            // radius 90 gives min(30, 2·30·tan 15°, π·90/12) = 16.1 pt; unset, the ring keeps
            // its icons at 24 pt in the 360×240 panel.
            let tight = Self.spinner("Tight", Rect(x: 290, y: 170, width: 44, height: 44), radius: 60)
            let small = Self.spinner("Small", Rect(x: 20, y: 20, width: 44, height: 44), radius: 90)
            let roomy = Self.spinner("Roomy", Rect(x: 158, y: 98, width: 44, height: 44), radius: nil)
            let problems = try A11yPlanting.audit([tight, small, roomy]).filter {
                $0.kind == .smallRingIcon && $0.path.hasPrefix(Self.prefix)
            }
            #expect(Set(problems.map(\.path)) == ["\(Self.prefix) › Tight", "\(Self.prefix) › Small"], "\(problems)")
            let t = problems.first { $0.path.hasSuffix("Tight") }
            let s = problems.first { $0.path.hasSuffix("Small") }
            #expect(t?.detail.hasPrefix("no ring icons drawn") == true, "\(String(describing: t))")
            #expect(s?.detail == "ring icons 16.1 pt across (needs 24)", "\(String(describing: s))")
            #expect(s?.minimumSide == Spinner.minimumRingIconSide)
            // Each was closed again.
            #expect(!tight.isOpen && !small.isOpen && !roomy.isOpen)
        }
    }
}
