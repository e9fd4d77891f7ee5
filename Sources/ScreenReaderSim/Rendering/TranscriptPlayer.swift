/// A self-contained HTML page that plays scenarios over a picture of the screen, for trainers: the focus moves on each
/// platform's picture, the current step and what each reader says show side by side, the keyboard drives it (space
/// plays or pauses, arrows step), and a "speak" switch reads each utterance with the browser's own speech synthesis,
/// a different voice or pitch per platform where the browser has them. No network, no external files.
public struct TranscriptPlayer: Sendable {
    /// The screen the scenarios run on.
    public let screen: Screen
    /// Each scenario's transcripts, one per reader it ran on.
    public let scenarios: [[Transcript]]
    /// One column instead of the picture beside the steps: for projectors and narrow windows.
    public let isNarrow: Bool

    /// A player for `scenarios` on `screen`.
    /// - Throws: ``FocusOrderError`` when the screen's order overrides cycle or name an unknown id.
    public init(screen: Screen, scenarios: [[Transcript]], isNarrow: Bool = false) throws(FocusOrderError) {
        self.screen = screen
        self.scenarios = scenarios.filter { !$0.isEmpty }
        self.isNarrow = isNarrow
        self.report = try FocusOrderReport(screen: screen)
    }

    private let report: FocusOrderReport

    /// The page.
    public func html() -> String {
        var svg = SVGWriter()
        FocusOrderPicture(report: report, options: .init(isNarrow: isNarrow, marksFocus: true)).write(into: &svg)
        let title = MarkupEscaping.xml("\(screen.title): what VoiceOver and TalkBack say")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <title>\(title)</title>
        <style>
        \(Self.stylesheet)
        </style>
        </head>
        <body class="\(isNarrow ? "narrow" : "wide")">
        <header>
        <h1 id="scenario-title">\(MarkupEscaping.xml(scenarios.first?.first?.title ?? screen.title))</h1>
        <p class="screen-title">Screen \u{201C}\(MarkupEscaping.xml(screen.title))\u{201D}</p>
        <div class="controls" role="toolbar" aria-label="Player">
        <button type="button" id="restart" title="Start over (Home)">\u{21BA} Start</button>
        <button type="button" id="back" title="Previous step (\u{2190})">\u{25C0} Back</button>
        <button type="button" id="play" title="Play or pause (space)">\u{25B6} Play</button>
        <button type="button" id="next" title="Next step (\u{2192})">Next \u{25B6}</button>
        <label title="Speak each utterance (S)"><input type="checkbox" id="speak"> Speak</label>
        <label title="Show the keyboard Tab order (T)"><input type="checkbox" id="tab-order"> Tab order</label>
        \(scenarioPicker)
        <span id="voice-note" class="note"></span>
        </div>
        <p class="keys">Keys: space play/pause \u{B7} \u{2190} \u{2192} step \u{B7} Home start \u{B7} PgUp PgDn scenario \u{B7} S speak \u{B7} T Tab order</p>
        </header>
        <main>
        <section class="now" aria-live="polite">
        <p id="step-line"><span id="step-number">Start</span> <span id="step-text"></span></p>
        <div id="readers"></div>
        </section>
        <section class="picture">
        \(svg.text)</section>
        <section class="all-steps">
        <h2>All steps</h2>
        \(stepLists)</section>
        </main>
        <script type="application/json" id="scenario-data">
        \(MarkupEscaping.scriptJSON(data))</script>
        <script>
        \(Self.script)
        </script>
        </body>
        </html>

        """
    }

    private var scenarioPicker: String {
        guard scenarios.count > 1 else { return "" }
        let options = scenarios.enumerated().map { offset, transcripts in
            "<option value=\"\(offset)\">\(MarkupEscaping.xml(transcripts[0].title))</option>"
        }
        return "<label>Scenario <select id=\"scenario\">" + options.joined() + "</select></label>"
    }

    /// Every scenario's steps as a list, readable without the script.
    private var stepLists: String {
        var html = ""
        for (number, transcripts) in scenarios.enumerated() {
            html += "<ol class=\"steps\" data-scenario=\"\(number)\"\(number == 0 ? "" : " hidden")>\n"
            let count = transcripts.map(\.entries.count).max() ?? 0
            for offset in 0..<count {
                let entries = transcripts.map { offset < $0.entries.count ? $0.entries[offset] : nil }
                guard let entry = entries.compactMap({ $0 }).first else { continue }
                html += "<li data-step=\"\(offset)\"><span class=\"step\">\(MarkupEscaping.xml(entry.text))</span>"
                for (transcript, readerEntry) in zip(transcripts, entries) {
                    guard let readerEntry else { continue }
                    let text = Self.summary(of: readerEntry, on: transcript)
                    html += " <span class=\"said \(transcript.reader.keyword)\"><b>\(MarkupEscaping.xml(transcript.reader.displayName)):</b> "
                        + MarkupEscaping.xml(text) + "</span>"
                }
                html += "</li>\n"
            }
            html += "</ol>\n"
        }
        return html
    }

    /// The most characters of a text field's value the player keeps per step: more than any field in a picture shows
    /// (a longer value keeps these and an ellipsis, so the picture still cuts it).
    static let longestKeptValue = 200

    /// `text` as the player keeps it for a picture's field: whole, or its first ``longestKeptValue`` characters and `…`.
    static func shownValue(_ text: String) -> String {
        guard let cut = text.index(text.startIndex, offsetBy: longestKeptValue, limitedBy: text.endIndex), cut < text.endIndex else {
            return text
        }
        return String(text[..<cut]) + "\u{2026}"
    }

    /// One reader's step in a few words: what it said, else what happened, else a check's outcome.
    static func summary(of entry: Transcript.Entry, on transcript: Transcript) -> String {
        var parts = entry.events.compactMap(\.utterance).map { "\u{201C}\($0)\u{201D}" }
        if parts.isEmpty {
            parts = entry.events.filter { $0.utterance == nil }.map { transcript.describe($0, after: entry.input) }
        }
        if let failure = entry.failure { parts.append("\u{2717} " + failure) }
        if parts.isEmpty { parts.append(entry.input == nil ? "\u{2713} passes" : "says nothing") }
        return parts.joined(separator: " \u{B7} ")
    }

    /// Every seed reader and every reader of the scenarios, each once, for the colours table.
    private var colouredReaders: [ReaderKind] {
        var readers = ReaderKind.allCases
        for transcript in scenarios.joined() where !readers.contains(transcript.reader) { readers.append(transcript.reader) }
        return readers
    }

    /// The scenarios as the script reads them: per step and reader, what was said, what else happened, where focus is.
    var data: JSONValue {
        .object([
            ("screen", .string(screen.title)),
            ("colours", .object(colouredReaders.map { ($0.keyword, .string(FocusOrderPicture.colours[ReaderKind($0.family)] ?? "#202124")) })),
            ("scenarios", .array(scenarios.map { transcripts in
                var focus = [String?](repeating: nil, count: transcripts.count)
                // Each reader's two-state controls as they stand after each step, for the picture.
                var states = [[(String, JSONValue)]](repeating: [], count: transcripts.count)
                // Each reader's text fields' and menus' values (masked for a secure field), and the dialogs and
                // menus open, after each step.
                var values = [[(String, JSONValue)]](repeating: [], count: transcripts.count)
                var open = [[Int]](repeating: [], count: transcripts.count)
                let count = transcripts.map(\.entries.count).max() ?? 0
                var steps: [JSONValue] = []
                for offset in 0..<count {
                    let entries = transcripts.map { offset < $0.entries.count ? $0.entries[offset] : nil }
                    guard let entry = entries.compactMap({ $0 }).first else { continue }
                    var readers: [JSONValue] = []
                    for (number, (transcript, readerEntry)) in zip(transcripts, entries).enumerated() {
                        guard let readerEntry else { continue }
                        var said: [JSONValue] = []
                        var happened: [JSONValue] = []
                        // A device profile's usage hint, its second utterance after a focus move, comes after a pause.
                        var pauses: [JSONValue] = []
                        for (place, event) in readerEntry.events.map(transcript.masked).enumerated() {
                            switch event {
                            case .spoken(let text):
                                if place >= 2, case .spoken = readerEntry.events[place - 1], case .focusMoved = readerEntry.events[place - 2] {
                                    pauses.append(.integer(said.count))
                                }
                                said.append(.string(text))
                            case .focusMoved(let stop):
                                focus[number] = "\(stop.element.index)/\(stop.part.rawValue)"
                                if !transcript.reader.speaks { happened.append(.string(transcript.describe(event, after: readerEntry.input))) }
                            case .stateChanged(let element, _, let to):
                                // Only the two-state controls are drawn in their states; a text field's text (which
                                // typing makes longer each step) is kept for every later step as its first characters
                                // only, all a picture's field shows, so the player grows linearly with the typing.
                                if element.kind.facts.value != .editedText {
                                    states[number].removeAll { $0.0 == String(element.index) }
                                    states[number].append((String(element.index), .string(to.description)))
                                }
                                if case .text(let text) = to {
                                    values[number].removeAll { $0.0 == String(element.index) }
                                    values[number].append((String(element.index), .string(Self.shownValue(text))))
                                }
                                happened.append(.string(transcript.describe(event, after: readerEntry.input)))
                            case .layerOpened(let element, _):
                                open[number].append(element.index)
                                happened.append(.string(transcript.describe(event, after: readerEntry.input)))
                            case .layerClosed(let element):
                                open[number].removeAll { $0 == element.index }
                                happened.append(.string(transcript.describe(event, after: readerEntry.input)))
                            default: happened.append(.string(transcript.describe(event, after: readerEntry.input)))
                            }
                        }
                        readers.append(.object([
                            ("reader", .string(transcript.reader.keyword)),
                            ("name", .string(transcript.reader.displayName)),
                            ("panel", .string(transcript.reader.platform == .ios ? "voiceover" : "talkback")),
                            ("said", .array(said)),
                        ] + (pauses.isEmpty ? [] : [("pauses", .array(pauses))]) + [
                            ("happened", .array(happened)),
                            ("failure", .optional(readerEntry.failure)),
                            ("focus", .optional(focus[number])),
                            ("states", .object(states[number])),
                            ("values", .object(values[number])),
                            ("open", .array(open[number].map { .integer($0) })),
                        ]))
                    }
                    let failed = entries.contains { $0?.failure != nil }
                    steps.append(.object([
                        ("text", .string(entry.text)),
                        ("check", entry.input == nil ? .string(failed ? "failed" : "passed") : .null),
                        ("readers", .array(readers)),
                    ]))
                }
                return .object([
                    ("title", .string(transcripts[0].title)),
                    ("readers", .array(transcripts.map { .object([
                        ("reader", .string($0.reader.keyword)), ("name", .string($0.reader.displayName)),
                        ("panel", .string($0.reader.platform == .ios ? "voiceover" : "talkback")),
                        ("speaks", .bool($0.reader.speaks)),
                    ]) })),
                    ("steps", .array(steps)),
                ])
            })),
        ])
    }

    static let stylesheet = """
    :root { color-scheme: light; --ink: #202124; --muted: #5f6368; --line: #dadce0; }
    * { box-sizing: border-box; }
    body { margin: 0; padding: 20px 28px 40px; font-family: \(FocusOrderPicture.fonts); color: var(--ink); background: #ffffff; font-size: 18px; }
    h1 { font-size: 30px; margin: 0 0 2px; }
    h2 { font-size: 20px; margin: 24px 0 8px; }
    .screen-title, .keys, .note { color: var(--muted); margin: 0 0 10px; font-size: 16px; }
    .controls { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin: 8px 0; }
    button, select { font: inherit; font-size: 18px; padding: 6px 14px; border: 2px solid #3c4043; border-radius: 10px; background: #ffffff; color: var(--ink); cursor: pointer; }
    button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #fbbc04; outline-offset: 2px; }
    #play.playing { background: #3c4043; color: #ffffff; }
    label { display: inline-flex; align-items: center; gap: 6px; font-size: 18px; }
    input[type=checkbox] { width: 20px; height: 20px; }
    main { display: grid; grid-template-columns: minmax(0, 1.6fr) minmax(320px, 1fr); grid-template-areas: "now now" "picture steps"; gap: 12px 28px; align-items: start; }
    body.narrow main { grid-template-columns: minmax(0, 1fr); grid-template-areas: "now" "picture" "steps"; }
    @media (max-width: 1100px) { main { grid-template-columns: minmax(0, 1fr); grid-template-areas: "now" "picture" "steps"; } }
    .now { grid-area: now; }
    .picture { grid-area: picture; }
    .picture svg { width: 100%; height: auto; }
    .all-steps { grid-area: steps; }
    #step-line { font-size: 24px; margin: 6px 0 12px; min-height: 1.4em; }
    #step-number { display: inline-block; min-width: 3.5em; font-weight: 700; color: var(--muted); }
    #step-text { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-weight: 700; }
    #step-text.hint { font-family: inherit; font-weight: 400; color: var(--muted); font-size: 20px; }
    .panel.unused { opacity: 0.35; }
    .panel.layer.closed { opacity: 0.45; }
    #step-text.passed::after { content: "  \\2713"; color: #137333; }
    #step-text.failed::after { content: "  \\2717"; color: #c5221f; }
    #readers { display: grid; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); gap: 16px; }
    body.narrow #readers { grid-template-columns: minmax(0, 1fr); }
    .reader { border: 3px solid var(--colour); border-radius: 14px; padding: 10px 16px 12px; }
    .reader h3 { margin: 0 0 4px; font-size: 18px; color: var(--colour); text-transform: uppercase; letter-spacing: 0.04em; }
    .reader .said { font-size: 28px; line-height: 1.3; margin: 2px 0; font-weight: 600; }
    .reader .said.silent { color: var(--muted); font-weight: 400; font-size: 20px; font-style: italic; }
    .reader .speaking { background: #fef7e0; border-radius: 6px; }
    .reader ul { margin: 4px 0 0; padding-left: 20px; color: #3c4043; font-size: 17px; }
    .reader .failure { color: #c5221f; font-weight: 700; }
    ol.steps { margin: 0; padding-left: 2.2em; font-size: 16px; }
    ol.steps li { padding: 3px 6px; border-radius: 6px; cursor: pointer; }
    ol.steps li.current { background: #fef7e0; outline: 2px solid #fbbc04; }
    ol.steps .step { font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-weight: 700; }
    ol.steps .said { display: block; color: #3c4043; }
    rect.ring { stroke: none; }
    rect.ring.current { stroke: #fbbc04; stroke-width: 6; }
    """

    static let script = """
    "use strict";
    const data = JSON.parse(document.getElementById("scenario-data").textContent);
    const $ = (id) => document.getElementById(id);
    const synth = ("speechSynthesis" in window) ? window.speechSynthesis : null;
    let scenario = 0, step = -1, playing = false, timer = null, voices = [];

    function pickVoices() {
      if (!synth) { $("voice-note").textContent = "This browser cannot speak; the page works silently."; return; }
      const all = synth.getVoices();
      const english = all.filter((v) => /^en/i.test(v.lang));
      const pool = english.length ? english : all;
      voices = pool;
      $("voice-note").textContent = pool.length ? "" : "No voices installed: the page works silently.";
    }
    function voiceFor(reader) {
      if (!voices.length) return null;
      const ios = reader === "voiceover";
      const preferred = voices.find((v) => ios ? /samantha|en-us|us english/i.test(v.name + " " + v.lang) : /google|en-gb|uk english/i.test(v.name + " " + v.lang));
      if (preferred && (ios || voices.length < 2 || preferred !== voiceFor("voiceover"))) return preferred;
      return voices[ios ? 0 : Math.min(1, voices.length - 1)];
    }
    if (synth) { pickVoices(); synth.addEventListener("voiceschanged", pickVoices); } else { pickVoices(); }

    function element(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }
    function current() { return data.scenarios[scenario]; }

    function render() {
      const sc = current();
      $("scenario-title").textContent = sc.title;
      const s = step >= 0 ? sc.steps[step] : null;
      $("step-number").textContent = s ? (step + 1) + " / " + sc.steps.length : "Start";
      $("step-text").textContent = s ? s.text : "Focus before the first item. Press \\u2192 to step, space to play.";
      $("step-text").className = s ? (s.check || "") : "hint";
      const readers = $("readers");
      readers.replaceChildren();
      for (const r of sc.readers) {
        const entry = s ? s.readers.find((x) => x.reader === r.reader) : null;
        const card = element("div", "reader");
        card.dataset.reader = r.reader;
        card.style.setProperty("--colour", data.colours[r.reader]);
        card.append(element("h3", null, r.name));
        const said = entry ? entry.said : [];
        if (said.length) {
          said.forEach((text, i) => { const p = element("p", "said", "\\u201C" + text + "\\u201D"); p.dataset.index = i; card.append(p); });
        } else {
          const quiet = !s ? "Waiting" : s.check ? (entry && entry.failure ? "\\u2717 The check fails" : "\\u2713 The check passes")
            : !r.speaks ? "Says nothing (keyboard, no screen reader)" : "Says nothing";
          card.append(element("p", "said silent", quiet));
        }
        const list = element("ul");
        for (const h of entry ? entry.happened : []) list.append(element("li", null, h));
        if (entry && entry.failure) list.append(element("li", "failure", "\\u2717 " + entry.failure));
        if (list.children.length) card.append(list);
        readers.append(card);
      }
      for (const panel of document.querySelectorAll("g.panel")) {
        panel.classList.toggle("unused", !sc.readers.some((r) => r.panel === panel.dataset.platform));
      }
      for (const ring of document.querySelectorAll("rect.ring.current")) ring.classList.remove("current");
      const readerOf = (node) => { const panel = node.closest("g.panel").dataset.platform; return s ? s.readers.find((x) => x.panel === panel) : null; };
      // A dialog's or menu's panel is lit while its reader has it open.
      for (const panel of document.querySelectorAll("g.panel.layer")) {
        const entry = readerOf(panel);
        panel.classList.toggle("closed", !(entry && entry.open.includes(Number(panel.dataset.layer))));
      }
      // Text typed into a field (bullets for a secure one) and a menu's chosen option, as each panel's reader left them.
      for (const text of document.querySelectorAll("text.value")) {
        if (text.dataset.initial === undefined) { text.dataset.initial = text.textContent; text.dataset.initialFill = text.getAttribute("fill"); }
        const entry = readerOf(text);
        const value = entry ? entry.values[text.dataset.element] : undefined;
        if (value === undefined) { text.textContent = text.dataset.initial; text.setAttribute("fill", text.dataset.initialFill); continue; }
        const fits = Number(text.dataset.fits);
        const shown = value === "" && text.dataset.placeholder !== undefined ? text.dataset.placeholder : value;
        text.textContent = shown.length > fits ? shown.slice(0, fits - 1) + "\\u2026" : shown;
        if (text.dataset.ink) text.setAttribute("fill", value === "" ? "#80868b" : text.dataset.ink);
      }
      // What a collapsed expandable holds is faded until its reader expands it.
      const stateIn = (node, element, entry) => {
        const wanted = entry ? entry.states[element] : undefined;
        if (wanted !== undefined) return wanted;
        const initial = node.closest("g.panel").querySelector("g.element[data-element=\\"" + element + "\\"] > g.variant[data-initial=\\"true\\"]");
        return initial ? initial.dataset.state : undefined;
      };
      for (const group of document.querySelectorAll("g.element[data-inside]")) {
        const entry = readerOf(group);
        const faded = group.dataset.inside.split(" ").some((e) => stateIn(group, e, entry) === "collapsed");
        if (faded) group.setAttribute("opacity", "0.3"); else group.removeAttribute("opacity");
      }
      // Controls show the state each panel's reader left them in (as declared before the first step).
      for (const group of document.querySelectorAll("g.element")) {
        const variants = group.querySelectorAll(":scope > g.variant");
        if (!variants.length) continue;
        const panel = group.closest("g.panel").dataset.platform;
        const entry = s ? s.readers.find((x) => x.panel === panel) : null;
        const wanted = entry ? entry.states[group.dataset.element] : undefined;
        variants.forEach((v) => {
          const show = wanted === undefined ? v.dataset.initial === "true" : v.dataset.state === wanted;
          v.setAttribute("display", show ? "inline" : "none");
        });
      }
      if (s) {
        for (const entry of s.readers) {
          if (!entry.focus) continue;
          // The ring is in the screen's panel or in the open dialog's or menu's own.
          const ring = document.querySelector("g.panel[data-platform=\\"" + entry.panel + "\\"] rect.ring[data-key=\\"" + entry.focus + "\\"]");
          if (ring) ring.classList.add("current");
        }
      }
      for (const list of document.querySelectorAll("ol.steps")) {
        list.hidden = Number(list.dataset.scenario) !== scenario;
        for (const item of list.children) item.classList.toggle("current", list.dataset.scenario == scenario && Number(item.dataset.step) === step);
      }
      document.body.dataset.scenario = scenario;
      document.body.dataset.step = step;
      if ($("scenario")) $("scenario").value = String(scenario);
    }

    function speakStep(done) {
      const s = step >= 0 ? current().steps[step] : null;
      const queue = [];
      if (s) for (const entry of s.readers) entry.said.forEach((text, i) => queue.push({ entry, text, i, pause: (entry.pauses || []).includes(i) }));
      if (!synth || !voices.length || !$("speak").checked || !queue.length) { if (done) timer = setTimeout(done, s ? 1600 : 600); return; }
      synth.cancel();
      // A watchdog: some browsers never report the end of speech; playing goes on regardless.
      let finished = false;
      const finish = () => { if (finished) return; finished = true; clearTimeout(timer); if (done) timer = setTimeout(done, 500); };
      const length = queue.reduce((sum, item) => sum + item.text.length, 0);
      if (done) timer = setTimeout(finish, 3000 + 150 * length);
      // An utterance after a pause (a device profile's usage hint) is queued when the one before it ends, 400 ms later.
      const utter = (item, n) => {
        const u = new SpeechSynthesisUtterance(item.text);
        const voice = voiceFor(item.entry.panel);
        if (voice) u.voice = voice;
        u.pitch = item.entry.panel === "voiceover" ? 1.0 : 1.3;
        u.rate = 1.05;
        const mark = () => document.querySelector(".reader[data-reader=\\"" + item.entry.reader + "\\"] .said[data-index=\\"" + item.i + "\\"]");
        u.onstart = () => { const p = mark(); if (p) p.classList.add("speaking"); };
        u.onend = u.onerror = () => {
          const p = mark(); if (p) p.classList.remove("speaking");
          if (n === queue.length - 1) finish();
          else if (queue[n + 1].pause) timer = setTimeout(() => speakFrom(n + 1), 400);
        };
        return u;
      };
      const speakFrom = (start) => {
        for (let n = start; n < queue.length; n++) {
          if (n > start && queue[n].pause) break;
          synth.speak(utter(queue[n], n));
        }
      };
      speakFrom(0);
    }

    function go(to, fromPlay) {
      clearTimeout(timer);
      if (synth && !fromPlay) synth.cancel();
      step = Math.max(-1, Math.min(to, current().steps.length - 1));
      render();
      speakStep(playing ? advance : null);
    }
    function advance() {
      if (!playing) return;
      if (step >= current().steps.length - 1) { setPlaying(false); return; }
      go(step + 1, true);
    }
    function setPlaying(on) {
      playing = on;
      $("play").classList.toggle("playing", on);
      $("play").textContent = on ? "\\u23F8 Pause" : "\\u25B6 Play";
      clearTimeout(timer);
      if (synth && !on) synth.cancel();
      if (on) { if (step >= current().steps.length - 1) step = -1; advance(); }
    }
    function chooseScenario(n) {
      setPlaying(false);
      scenario = (n + data.scenarios.length) % data.scenarios.length;
      go(-1);
    }
    function toggleTabOrder() {
      for (const g of document.querySelectorAll("g.tab-order")) g.setAttribute("visibility", $("tab-order").checked ? "visible" : "hidden");
    }

    $("restart").addEventListener("click", () => { setPlaying(false); go(-1); });
    $("back").addEventListener("click", () => { setPlaying(false); go(step - 1); });
    $("next").addEventListener("click", () => { setPlaying(false); go(step + 1); });
    $("play").addEventListener("click", () => setPlaying(!playing));
    $("tab-order").addEventListener("change", toggleTabOrder);
    // Turning speech on speaks the step shown (while playing, the next step speaks anyway); off stops at once.
    function speakSwitched() {
      if (!$("speak").checked) { if (synth) synth.cancel(); return; }
      if (!playing) speakStep(null);
    }
    $("speak").addEventListener("change", speakSwitched);
    if ($("scenario")) $("scenario").addEventListener("change", (e) => chooseScenario(Number(e.target.value)));
    for (const list of document.querySelectorAll("ol.steps")) {
      list.addEventListener("click", (e) => { const li = e.target.closest("li"); if (li) { setPlaying(false); go(Number(li.dataset.step)); } });
    }
    document.addEventListener("keydown", (e) => {
      if (e.target instanceof HTMLSelectElement || e.altKey || e.ctrlKey || e.metaKey) return;
      switch (e.key) {
        case " ": case "Spacebar": setPlaying(!playing); break;
        case "ArrowRight": case "ArrowDown": setPlaying(false); go(step + 1); break;
        case "ArrowLeft": case "ArrowUp": setPlaying(false); go(step - 1); break;
        case "Home": setPlaying(false); go(-1); break;
        case "End": setPlaying(false); go(current().steps.length - 1); break;
        case "PageDown": chooseScenario(scenario + 1); break;
        case "PageUp": chooseScenario(scenario - 1); break;
        case "s": case "S": $("speak").checked = !$("speak").checked; speakSwitched(); break;
        case "t": case "T": $("tab-order").checked = !$("tab-order").checked; toggleTabOrder(); break;
        default: return;
      }
      e.preventDefault();
    });
    render();
    """
}
