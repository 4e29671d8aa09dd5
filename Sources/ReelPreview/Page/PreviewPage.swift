/// The preview page served by `reel preview`: its HTML, script and style, compiled into the binary so
/// that no URL path reaches the file system.
public enum PreviewPage {
    /// The page served at `/`.
    public static let html = """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Reel preview</title><link rel="stylesheet" href="/page.css"></head>
        <body>
        <h1>Reel preview</h1>
        <img id="frame" src="/frame.png?t=0&amp;scale=1" alt="frame">
        <script src="/page.js"></script>
        </body>
        </html>

        """
    /// The page's script, served at `/page.js`.
    public static let script = ""
    /// The page's style, served at `/page.css`.
    public static let style = ""
}
