/// Text that is not JSON: where and why.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String
    public var description: String { "line \(line), column \(column): \(message)" }
}
