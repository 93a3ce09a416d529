import FlywheelCore
import FlywheelUI

/// A scene, or a view inside one (a panel), with controls to report: it lists one recorder per
/// control. The harness finds every one in the scene's tree, in drawing order.
public protocol ReportingScene: AnyObject {
    var controlRecorders: [any ControlRecorder] { get }
}
