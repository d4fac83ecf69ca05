extension HTTPServer {
    /// What the server holds right now; tests read it to bound memory and slots without timing anything.
    public struct Statistics: Sendable, Hashable {
        /// Connections still sending their request head (held by the head reader, not by a thread).
        public var idleConnections = 0
        /// Requests being answered, each on its own thread.
        public var activeRequests = 0
        /// Open live-reload event streams.
        public var eventStreams = 0
        /// Bytes of response bodies held in memory by responses being sent.
        public var bufferedBodyBytes = 0
        /// The most `bufferedBodyBytes` has been since the server started.
        public var peakBufferedBodyBytes = 0
        /// Idle connections closed to make room for newer ones or cut off at the head deadline.
        public var droppedIdleConnections = 0
    }
}
