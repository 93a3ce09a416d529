// Temporary until the Spinner lands in FlywheelUI: SpinnerRecorder.swift replaces this file.
extension HarnessShell {
    var spinnerReports: [SpinnerReport] { [] }
}
