import Foundation
import Testing

@testable import PageIsolation

@Suite struct WorkerFramingTests {
    @Test func framesRoundTrip() {
        let payload = Array("hello".utf8)
        let framed = WorkerFraming.frame(payload)
        #expect(framed.prefix(4) == [0, 0, 0, 5])
        guard case .complete(let back) = WorkerFraming.parseFrame(framed) else {
            Issue.record("frame not parsed")
            return
        }
        #expect(back == payload)
        guard case .incomplete = WorkerFraming.parseFrame(Array(framed.prefix(6))) else {
            Issue.record("a partial frame should be incomplete")
            return
        }
        guard case .invalid = WorkerFraming.parseFrame([0xFF, 0xFF, 0xFF, 0xFF]) else {
            Issue.record("an absurd length should be invalid")
            return
        }
    }
}
