import FlywheelCore
import Foundation

/// One slice of a run split across machines (`--shard K/N`): the K-th of N (1-based, as the CI
/// systems and the command line count), running every case whose number `owns`. The split
/// depends on the case number alone: the same K/N always runs the same cases, and the N shards
/// together run each case of one unsharded run exactly once.
///
/// ```swift
/// let shard = try Shard.parse("2/4")          // the second of four
/// (0..<10).filter(shard.owns)                 // [1, 5, 9]
/// Shard.whole.owns(7)                         // true: an unsharded run runs everything
/// ```
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1...total.
    public let index: Int
    public let total: Int

    /// The whole run (1/1).
    public static let whole = Shard(uncheckedIndex: 1, total: 1)

    /// The largest N accepted.
    public static let maximumTotal = 10_000

    private init(uncheckedIndex index: Int, total: Int) {
        self.index = index
        self.total = total
    }

    /// The K-th of N; refuses K outside 1...N and N outside 1...`maximumTotal`, naming `option`.
    public init(index: Int, total: Int, option: String = "--shard") throws(ShardError) {
        guard (1...Self.maximumTotal).contains(total) else {
            throw ShardError("\(option): the shard count \(total) is outside 1...\(Self.maximumTotal)")
        }
        guard (1...total).contains(index) else {
            throw ShardError("\(option): shard \(index) of \(total) is outside 1...\(total) (shards count from 1)")
        }
        self.init(uncheckedIndex: index, total: total)
    }

    /// "K/N", e.g. "2/4".
    public static func parse(_ text: String, option: String = "--shard") throws(ShardError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let n = Int(parts[1].trimmingCharacters(in: .whitespaces))
        else {
            throw ShardError("\(option): '\(OutsideText.quoted(text))' is not K/N (e.g. 2/4) or auto")
        }
        return try Shard(index: k, total: n, option: option)
    }

    /// Whether this shard runs the item at `position` of a list (scenes, renders): every N-th,
    /// starting at K-1.
    public func owns(_ position: Int) -> Bool { position % total == index - 1 }

    /// The items of `list` this shard runs, in order.
    public func slice<T>(_ list: [T]) -> [T] {
        list.enumerated().filter { owns($0.offset) }.map(\.element)
    }

    /// Whether this shard runs fuzz case `number`: dealt like the fuzzer's workers (`FuzzDeal`),
    /// so the slow drawn cases (one in 50) go round the shards too.
    public func ownsFuzzCase(_ number: Int) -> Bool {
        FuzzDeal.worker(of: number, jobs: total) == index - 1
    }

    /// "2/4".
    public var description: String { "\(index)/\(total)" }
}

/// A `--shard` value or a CI variable that cannot be used; the message names it.
public struct ShardError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
