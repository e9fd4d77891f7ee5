/// A self-contained HTML page showing a ``FocusOrderPicture``, with a switch for the keyboard's Tab order.
public struct FocusOrderPage: Sendable {
    /// The picture shown.
    public let picture: FocusOrderPicture

    /// A page for `picture`.
    public init(picture: FocusOrderPicture) {
        var options = picture.options
        options.explainsTabOrderOption = false  // the page has its own switch
        self.picture = FocusOrderPicture(report: picture.report, options: options)
    }

    /// The page: no network, no external files.
    public func html() -> String {
        var svg = SVGWriter()
        picture.write(into: &svg)
        let title = MarkupEscaping.xml("Focus order: \(picture.report.screen.title)")
        let checked = picture.options.showsTabOrder ? " checked" : ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <title>\(title)</title>
        <style>
        body { margin: 0; padding: 16px; font-family: \(FocusOrderPicture.fonts); background: #ffffff; color: #202124; }
        label { font-size: 18px; display: inline-flex; gap: 8px; align-items: center; margin: 0 0 12px 24px; }
        input { width: 20px; height: 20px; }
        svg { max-width: 100%; height: auto; }
        </style>
        </head>
        <body>
        <label><input type="checkbox" id="tab-order"\(checked)> Show the keyboard Tab order (press T)</label>
        <div id="picture">
        \(svg.text)</div>
        <script>
        "use strict";
        const box = document.getElementById("tab-order");
        function apply() {
          for (const group of document.querySelectorAll("g.tab-order")) {
            group.setAttribute("visibility", box.checked ? "visible" : "hidden");
          }
        }
        box.addEventListener("change", apply);
        document.addEventListener("keydown", (event) => {
          if (event.key === "t" || event.key === "T") { box.checked = !box.checked; apply(); }
        });
        apply();
        </script>
        </body>
        </html>

        """
    }
}
