extension HTTPServer {
    /// Where the server listens and the limits that keep one client from starving the others.
    public struct Configuration: Sendable {
        public var host: String
        /// 0 picks a free port; `port` tells which.
        public var port: UInt16
        /// Requests being answered at once; one more is answered 503 (try again).
        public var maximumActiveRequests: Int
        /// Live-reload event streams open at once, a pool apart from the request slots; one more is refused with 503.
        public var maximumEventStreams: Int
        /// Connections still sending their request head; one more closes the oldest of them.
        public var maximumIdleConnections: Int
        public var maximumHeadBytes: Int
        /// How long a client may take, from connecting, to send its whole request head.
        public var headTimeout: Duration
        /// How long one write may wait on a client that has stopped reading before the connection is dropped.
        public var sendTimeout: Duration
        /// The pieces a file is read and sent in: the most memory one response holds.
        public var chunkBytes: Int

        public init(
            host: String = "127.0.0.1", port: UInt16 = 8000, maximumActiveRequests: Int = 64, maximumEventStreams: Int = 32,
            maximumIdleConnections: Int = 256, maximumHeadBytes: Int = 16 * 1024, headTimeout: Duration = .seconds(10),
            sendTimeout: Duration = .seconds(10), chunkBytes: Int = 64 * 1024
        ) {
            self.host = host
            self.port = port
            // At least one of each, so a pool is never full before anything is in it.
            self.maximumActiveRequests = max(maximumActiveRequests, 1)
            self.maximumEventStreams = max(maximumEventStreams, 1)
            self.maximumIdleConnections = max(maximumIdleConnections, 1)
            self.maximumHeadBytes = maximumHeadBytes
            self.headTimeout = headTimeout
            self.sendTimeout = sendTimeout
            self.chunkBytes = max(chunkBytes, 1)
        }
    }
}
