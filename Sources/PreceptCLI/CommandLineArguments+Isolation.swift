import PageIsolation
import SiteBuilder

extension CommandLineArguments {
    /// Pages run in worker processes of this executable unless `--in-process` is given.
    func applyIsolation(to request: inout BuildRequest) {
        request.isolation = inProcess ? .inProcess : .workers(executable: IsolationSettings.currentExecutable)
        request.pageTimeSeconds = pageTimeout
        request.pageMemoryMB = pageMemory
        request.jobs = jobs
    }
}
