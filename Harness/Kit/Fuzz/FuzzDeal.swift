/// Which worker process runs which fuzz case.
///
/// The cases are dealt in turn (with 2 jobs: 0, 1, 0, 1, …), but each block of
/// `FuzzCase.drawEvery` cases starts one worker further on than the block before. The first case
/// of each block is the one whose frames are drawn, several times slower than the others; dealt
/// plainly, every one of them fell to the same worker (with 2 jobs and blocks of 50 they are all
/// even) and that worker finished long after the rest. Dealt this way they go round the workers
/// like the others. What a case runs depends on the seed and its number alone, never on the
/// worker that runs it.
///
/// ```swift
/// FuzzDeal.worker(of: 50, jobs: 2)               // 1: the second drawn case goes to worker 1
/// FuzzDeal.nextCase(of: 0, from: 49, jobs: 2)    // 51: worker 0's first case at or after 49
/// ```
enum FuzzDeal {
    /// The worker (0..<jobs) that runs case `index`.
    static func worker(of index: Int, jobs: Int, block: Int = FuzzCase.drawEvery) -> Int {
        let jobs = max(1, jobs), block = max(1, block), index = max(0, index)
        return (index % block + index / block) % jobs
    }

    /// The first case at or after `index` that `worker` runs (`Int.max` for a worker outside
    /// `0..<jobs`). Every worker has a case in every `jobs` blocks, so the search ends.
    static func nextCase(of worker: Int, from index: Int, jobs: Int, block: Int = FuzzCase.drawEvery) -> Int {
        guard (0..<max(1, jobs)).contains(worker) else { return Int.max }
        var i = max(0, index)
        while self.worker(of: i, jobs: jobs, block: block) != worker { i += 1 }
        return i
    }
}
