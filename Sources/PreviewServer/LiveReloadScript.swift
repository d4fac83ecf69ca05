import Foundation

/// The script `serve` adds to every HTML page it sends (never to the files `build` writes): it listens
/// on `/__precept/events`, reloads after a rebuild and shows an overlay listing a failed build's errors.
public enum LiveReloadScript {
    public static let path = "/__precept/live-reload.js"
    public static let eventsPath = "/__precept/events"

    static let tag = "<script src=\"\(path)\"></script>"
    static let closingBody = Array("</body>".utf8)

    /// `html` with the script tag before its last `</body>`, or at the end when there is none.
    public static func inject(into html: Data) -> Data {
        let bytes = [UInt8](html)
        let index = lastClosingBody(in: bytes[...]) ?? bytes.count
        var result = Data(bytes[..<index])
        result.append(Data(tag.utf8))
        result.append(Data(bytes[index...]))
        return result
    }

    /// Where `inject` would put the tag in `file`, found by reading backwards a piece at a time, so a large
    /// page is never held whole (a page without `</body>` is read once, end to start).
    static func insertionOffset(in file: OpenFile, pieceBytes: Int = 64 * 1024) -> Int {
        var buffer = [UInt8](repeating: 0, count: pieceBytes + closingBody.count - 1)
        var end = file.size
        while end > 0 {
            let start = max(0, end - pieceBytes)
            // Reaching past `end` finds a tag that starts in this piece and ends in the one after it.
            let count = min(file.size, end + closingBody.count - 1) - start
            let read = buffer.withUnsafeMutableBytes { file.read(at: start, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<count])) }
            guard let read else { break }
            if let index = lastClosingBody(in: buffer[..<read]) { return start + index }
            end = start
        }
        return file.size
    }

    /// The offset of the last `</body>` (any case) in `bytes`, from its start index.
    static func lastClosingBody(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.endIndex - closingBody.count
        while index >= bytes.startIndex {
            if zip(bytes[index..<(index + closingBody.count)], closingBody).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) {
                return index - bytes.startIndex
            }
            index -= 1
        }
        return nil
    }

    public static let source = """
        (function () {
          "use strict";
          var events = new EventSource("/__precept/events");
          events.addEventListener("reload", function () { window.location.reload(); });
          events.addEventListener("failure", function (event) { show(JSON.parse(event.data)); });
          function show(failure) {
            var overlay = document.getElementById("precept-error-overlay");
            if (!overlay) {
              overlay = document.createElement("div");
              overlay.id = "precept-error-overlay";
              overlay.setAttribute("role", "alert");
              overlay.setAttribute("style", "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
                "background:rgba(24,24,27,.95);color:#f4f4f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap");
              document.body.appendChild(overlay);
            }
            overlay.textContent = "";
            var title = document.createElement("h2");
            title.textContent = "Build failed \\u2014 showing the last good site";
            title.setAttribute("style", "color:#f87171;font-size:1.2rem;margin:0 0 1rem");
            overlay.appendChild(title);
            if (failure.fatal) { line(overlay, "error: " + failure.fatal); }
            (failure.diagnostics || []).forEach(function (d) {
              var where = d.file ? d.file + (d.line ? ":" + d.line + ":" + d.column : "") + ": " : "";
              line(overlay, where + d.severity + ": " + d.message + " [" + d.id + "]");
            });
          }
          function line(parent, text) {
            var item = document.createElement("div");
            item.textContent = text;
            item.setAttribute("style", "margin:0 0 .5rem");
            parent.appendChild(item);
          }
        })();

        """
}
