import Foundation

/// Minimises a function of a few variables without derivatives (Nelder and Mead's simplex, with
/// the usual reflection 1, expansion 2, contraction ½ and shrink ½).
///
/// ```swift
/// let best = NelderMead.minimise(start: [1, 1], step: [0.5, 0.5]) { p in
///     (p[0] - 3) * (p[0] - 3) + (p[1] + 1) * (p[1] + 1)
/// }
/// // best ≈ [3, -1]
/// ```
enum NelderMead {
    static func minimise(
        start: [Double], step: [Double], iterations: Int = 4000, _ f: ([Double]) -> Double
    ) -> [Double] {
        let n = start.count
        var simplex = [start]
        for i in 0..<n {
            var p = start
            p[i] += step[i]
            simplex.append(p)
        }
        func value(_ p: [Double]) -> Double {
            let v = f(p)
            return v.isFinite ? v : .infinity
        }
        var values = simplex.map(value)
        for _ in 0..<iterations {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            if abs(values[n] - values[0]) <= 1e-14 * (abs(values[0]) + 1e-300) { break }
            var centroid = [Double](repeating: 0, count: n)
            for p in simplex.dropLast() { for i in 0..<n { centroid[i] += p[i] / Double(n) } }
            func along(_ t: Double) -> [Double] { (0..<n).map { centroid[$0] + t * (simplex[n][$0] - centroid[$0]) } }
            let reflected = along(-1)
            let r = value(reflected)
            if r < values[0] {
                let expanded = along(-2)
                let e = value(expanded)
                (simplex[n], values[n]) = e < r ? (expanded, e) : (reflected, r)
            } else if r < values[n - 1] {
                (simplex[n], values[n]) = (reflected, r)
            } else {
                let contracted = r < values[n] ? along(-0.5) : along(0.5)
                let c = value(contracted)
                if c < min(r, values[n]) {
                    (simplex[n], values[n]) = (contracted, c)
                } else {
                    for j in 1...n {
                        simplex[j] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[j][$0] - simplex[0][$0]) }
                        values[j] = value(simplex[j])
                    }
                }
            }
        }
        let best = values.indices.min { values[$0] < values[$1] } ?? 0
        return simplex[best]
    }
}
