// SwipeView while dragged, and reloadData, with 10 and 1,000,000 items (issue 12's benchmarks).
import Benchmark
import BenchmarkPictures
import FlywheelCore
import FlywheelSDL
import FlywheelUI

/// Coloured item views, recycled: a reused view only changes colour.
final class ColourItems: SwipeViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func numberOfItems(in swipeView: SwipeView) -> Int { count }

    func swipeView(_ swipeView: SwipeView, viewForItemAt index: Int, reusing view: View?) -> View? {
        let v = view ?? View(frame: Rect(x: 0, y: 0, width: 200, height: 600))
        let shade = Double(index % 10) / 10
        v.backgroundColor = Color(red: 0.3 + 0.6 * shade, green: 0.5, blue: 0.9 - 0.6 * shade)
        return v
    }
}

/// An 800×600 window filled by a swipe view of 200-pt items (four or five alive), held by the
/// pointer and dragged 3 pt per frame. With 10 items the drag goes back and forth over 600 pt
/// in the middle; with 1,000,000 it goes onwards (re-grabbing at the left edge). Both cross an
/// item boundary every 67 frames, so both recycle views at the same rate.
final class DraggedSwipe {
    let renderer: HeadlessRenderer
    let swipe: SwipeView
    let items: ColourItems
    private let onwards: Bool
    private var x = 700.0, direction = -1.0

    nonisolated(unsafe) private static var made: [Int: DraggedSwipe] = [:]

    static func shared(items: Int) throws -> DraggedSwipe {
        if let d = made[items] { return d }
        let d = try DraggedSwipe(items: items)
        made[items] = d
        return d
    }

    init(items count: Int) throws {
        renderer = try HeadlessRenderer(size: Size(width: 800, height: 600))
        items = ColourItems(count: count)
        onwards = count > 10
        swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        swipe.isPagingEnabled = false
        renderer.host.rootView.addSubview(swipe)
        swipe.dataSource = items
        renderer.run(frames: 5, fps: 60)
        if onwards { swipe.scrollOffset = Double(count / 2) }
        renderer.sendPointer(.down, at: Point(x: x, y: 300))
        for _ in 0..<800 { frame() }  // warm up: the pool fills, buffers grow
        precondition((4...5).contains(swipe.loadedItemViewCount), "live views: \(swipe.loadedItemViewCount)")
    }

    /// Moves the pointer 3 pt and renders a frame 1/240 s later.
    func frame() {
        x += direction * 3
        if !onwards, x < 100 || x > 700 { direction = -direction }
        if x < 20 {
            renderer.sendPointer(.up, at: Point(x: 20, y: 300))
            x = 780
            renderer.sendPointer(.down, at: Point(x: x, y: 300))
        }
        renderer.sendPointer(.move, at: Point(x: x, y: 300))
        renderer.clock.advance(by: 1.0 / 240)
        renderer.renderFrame()
    }
}

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

    for count in [10, 1_000_000] {
        Benchmark(
            "SwipeView: headless frame while dragged 3 pt/frame, \(count) items",
            configuration: .init(metrics: metrics, maxDuration: .seconds(4))
        ) { benchmark in
            let dragged = try DraggedSwipe.shared(items: count)
            benchmark.measureEach { dragged.frame() }
            blackHole(dragged.swipe.loadedItemViewCount)
        }
    }

    for count in [10, 1_000_000] {
        Benchmark(
            "SwipeView: reloadData and the layout pass that reloads, \(count) items",
            configuration: .init(metrics: metrics, scalingFactor: .kilo, maxDuration: .seconds(3))
        ) { benchmark in
            let host = ViewHost(size: Size(width: 800, height: 600), clock: VirtualClock())
            let swipe = SwipeView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
            let items = ColourItems(count: count)
            host.rootView.addSubview(swipe)
            swipe.dataSource = items
            swipe.scrollOffset = Double(count / 2)
            host.advance(to: 0)
            benchmark.measureEach {
                swipe.reloadData()
                swipe.layoutIfNeeded()
            }
            blackHole(swipe.loadedItemViewCount)
        }
    }
}
