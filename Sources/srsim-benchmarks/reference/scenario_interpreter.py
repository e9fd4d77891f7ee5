#!/usr/bin/env python3
"""A straightforward interpreter, in Python, of the subset of the scenario language the suite benchmark uses.

It is the reference the suite benchmark's speed is compared with (`srsim-benchmarks python`): it parses each file
(the screen and its scenarios), runs every scenario on VoiceOver and TalkBack with the same phrase order and words
as the Swift engine, checks the expected speech and states, and prints what `srsim run` prints: a PASS or FAIL line
per scenario, each failure, then `N passed, N failed`.

The subset: the kinds heading, text, button, switch (on, off), radio-group and radio (selected, unselected), stepper
(value, min, max, step) and row; the steps swipe right, swipe left, double tap and touch "LABEL", each with an
optional `-> "TEXT", ...` or `-> nothing`, inline or one line per reader; the checks `expect "LABEL" is STATE` and
`expect focus "LABEL"`; the readers voiceover and talkback. A file using anything else is reported as unsupported
(FILE:LINE:COLUMN: unsupported: ...) and not run, rather than guessed at.

    python3 scenario_interpreter.py PATH...            # files or folders (every *.scenario file in them)
    python3 scenario_interpreter.py --speech PATH...   # instead: one JSON line per file with every step's speech

Exit status: 0 when every scenario passed, 1 when one failed, 2 when a file had errors or unsupported syntax (with
--speech, 0 unless a file had errors or unsupported syntax: each scenario's line says whether it passed).
Standard library only.
"""

import json
import os
import re
import sys

# ---------------------------------------------------------------------------------------------------------------------
# Platform data: phrase order, role words, usage hints and state words, per reader (as the Swift phrase tables hold).

PHRASES = {
    "voiceover": {
        "display": "VoiceOver",
        "orders": {
            "text": (["name"], ["name"]),
            "heading": (["name", "role"], ["name", "role"]),
            "button": (["name", "role"], ["name", "disabled", "role"]),
            "switch": (["name", "state", "role", "usage"], ["name", "disabled", "role", "state"]),
            "radio": (["name", "state", "role"], ["name", "state", "disabled", "role"]),
            "stepper": (["name", "value", "direction", "role"], ["name", "value", "direction", "disabled", "role"]),
        },
        "roles": {"heading": "heading", "button": "button", "switch": "switch button", "radio": "button",
                  "stepper": "button"},
        "usage": {"switch": "double tap to toggle setting"},
        "states": {"on": "on", "off": "off", "selected": "selected", "unselected": "unselected"},
        "activation": {"on": "on", "off": "off", "selected": "selected", "unselected": "unselected"},
        "decrement": "decrement",
        "increment": "increment",
        "disabled": "dimmed",
        # VoiceOver does not move past the ends; TalkBack wraps on the second swipe.
        "wraps": False,
    },
    "talkback": {
        "display": "TalkBack",
        "orders": {
            "text": (["name"], ["name"]),
            "heading": (["name", "role"], ["name", "role"]),
            "button": (["name", "role", "usage"], ["name", "role", "disabled"]),
            "switch": (["state", "name", "role", "usage"], ["state", "name", "role", "disabled"]),
            "radio": (["state", "name", "role", "usage"], ["state", "name", "role", "disabled"]),
            "stepper": (["name", "value", "direction", "role", "usage"],
                        ["name", "value", "direction", "role", "disabled"]),
        },
        "roles": {"heading": "heading", "button": "button", "switch": "switch", "radio": "radio button",
                  "stepper": "button"},
        "usage": {"button": "double tap to activate", "switch": "double tap to toggle", "radio": "double tap to toggle",
                  "stepper": "double tap to activate"},
        "states": {"on": "On", "off": "Off", "selected": "Checked", "unselected": "Not checked"},
        "activation": {"on": "On", "off": "Off", "selected": "checked", "unselected": "not checked"},
        "decrement": "decrease",
        "increment": "increase",
        "disabled": "disabled",
        "wraps": True,
    },
}

# The kinds of the subset, the attributes each takes, and which are controls (a row takes its one control's role).
ATTRIBUTES = {
    "heading": set(), "text": set(), "button": set(), "row": set(), "radio-group": set(),
    "switch": {"on", "off"}, "radio": {"selected", "unselected"}, "stepper": {"value", "min", "max", "step"},
}
CONTROLS = {"switch", "radio", "button", "stepper"}
# The states an `expect "LABEL" is STATE` may check, per kind (any other is an error, as in the engine).
STATES = {"switch": ("on", "off"), "radio": ("selected", "unselected"), "stepper": ("value",)}
# Kinds and words of the full language that this reference does not interpret (reported as unsupported).
OTHER_KINDS = {"image", "icon", "checkbox", "group", "text-field", "slider", "segmented-control", "segment", "tab-bar",
               "tab", "link", "expandable", "menu", "option", "dialog"}
READERS = ("voiceover", "talkback")

TOKEN = re.compile(r'"((?:[^"\\\n]|\\.)*)"|->|,|[^\s",#]+')


class FileProblem(Exception):
    """An error or an unsupported construct at a place in the file: the file is reported and not run."""

    def __init__(self, line, column, message, unsupported=False):
        super().__init__(message)
        self.line, self.column, self.message, self.unsupported = line, column, message, unsupported


def normalized(text):
    """Speech as it is compared: case-insensitive, any run of spaces, commas and periods one separator."""
    return " ".join(text.lower().replace(",", " ").replace(".", " ").split())


def whole_number(text):
    """`text` as a whole number (ASCII digits, an optional leading minus), else None."""
    digits = text[1:] if text.startswith("-") else text
    if not digits or any(char < "0" or char > "9" for char in digits):
        return None
    return int(text)


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def utterances(spoken):
    return ", ".join(quoted(u) for u in spoken) if spoken else "nothing"


# ---------------------------------------------------------------------------------------------------------------------
# Lines and tokens.

class Line:
    """One non-blank line: its number, indentation and tokens (kind, text, column)."""
    __slots__ = ("number", "indent", "tokens")

    def __init__(self, number, indent, tokens):
        self.number, self.indent, self.tokens = number, indent, tokens


def tokenize(text):
    """Every non-blank, non-comment line of `text`, tokenized: words, strings, `->` and commas."""
    lines = []
    for number, raw in enumerate(text.split("\n"), 1):
        if raw.endswith("\r"):
            raw = raw[:-1]
        stripped = raw.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(raw) - len(stripped)
        if stripped[0] == "\t":
            raise FileProblem(number, indent + 1, "indent with spaces, not tabs")
        tokens = []
        position, end = indent, len(raw)
        while position < end:
            char = raw[position]
            if char == " " or char == "\t":
                position += 1
                continue
            if char == "#":
                break
            match = TOKEN.match(raw, position)
            if match is None:
                raise FileProblem(number, position + 1, "unterminated string")
            word = match.group(0)
            if word[0] == '"':
                body = match.group(1)
                if "\\" in body:
                    body = unescape(body, number, position + 1)
                tokens.append(("string", body, position + 1))
            elif word == "->":
                tokens.append(("arrow", word, position + 1))
            elif word == ",":
                tokens.append(("comma", word, position + 1))
            else:
                tokens.append(("word", word, position + 1))
            position = match.end()
        lines.append(Line(number, indent, tokens))
    return lines


def unescape(body, number, column):
    out, index = [], 0
    while index < len(body):
        char = body[index]
        if char == "\\":
            following = body[index + 1]
            if following not in '"\\':
                raise FileProblem(number, column + index + 1, "escape \\" + following + " is outside the subset",
                                  unsupported=True)
            out.append(following)
            index += 2
        else:
            out.append(char)
            index += 1
    return "".join(out)


# ---------------------------------------------------------------------------------------------------------------------
# The screen.

class Element:
    """An element of the screen: kind, label, initial state, children, and where it was declared."""
    __slots__ = ("index", "kind", "label", "children", "parent", "on", "selected", "value", "minimum", "maximum",
                 "step", "line", "column")

    def __init__(self, index, kind, label, line, column):
        self.index, self.kind, self.label, self.line, self.column = index, kind, label, line, column
        self.children, self.parent = [], None
        self.on = self.selected = False
        self.value = self.minimum = self.maximum = self.step = None


class Stop:
    """A focus stop: the element it speaks, and for a stepper which half (`decrement` or `increment`)."""
    __slots__ = ("element", "part", "name", "role", "control")

    def __init__(self, element, part, name, role, control):
        # `control` is the element whose state and action the stop has (a row's one control, or the element itself).
        self.element, self.part, self.name, self.role, self.control = element, part, name, role, control


def parse_element(line, index):
    tokens = line.tokens
    kind_token = tokens[0]
    kind = kind_token[1]
    if kind_token[0] != "word" or kind not in ATTRIBUTES:
        if kind in OTHER_KINDS:
            raise FileProblem(line.number, kind_token[2], "the element kind '%s' is outside the subset" % kind, True)
        raise FileProblem(line.number, kind_token[2], "unknown element kind '%s'" % kind_token[1])
    position = 1
    label = ""
    if position < len(tokens) and tokens[position][0] == "string":
        label = tokens[position][1]
        position += 1
    elif kind != "row":
        raise FileProblem(line.number, kind_token[2] + len(kind) + 1, "a %s needs a quoted label" % kind)
    element = Element(index, kind, label, line.number, kind_token[2])
    allowed = ATTRIBUTES[kind]
    while position < len(tokens):
        kind_of, word, column = tokens[position]
        if kind_of != "word":
            raise FileProblem(line.number, column, "expected an attribute")
        if word not in allowed:
            raise FileProblem(line.number, column, "the attribute '%s' on a %s is outside the subset" % (word, kind),
                              True)
        if word in ("on", "off"):
            element.on = word == "on"
        elif word in ("selected", "unselected"):
            element.selected = word == "selected"
        else:
            number = whole_number(tokens[position + 1][1]) if position + 1 < len(tokens) and \
                tokens[position + 1][0] == "word" else None
            if number is None:
                raise FileProblem(line.number, column, "'%s' needs a whole number" % word)
            setattr(element, {"value": "value", "min": "minimum", "max": "maximum", "step": "step"}[word], number)
            position += 1
        position += 1
    if kind == "stepper":
        element.minimum = 0 if element.minimum is None else element.minimum
        element.maximum = 100 if element.maximum is None else element.maximum
        element.step = 1 if element.step is None else element.step
        element.value = element.minimum if element.value is None else element.value
        if element.minimum > element.maximum:
            raise FileProblem(line.number, element.column, "min is above max")
        if not element.minimum <= element.value <= element.maximum:
            raise FileProblem(line.number, element.column, "the value is outside min...max")
        if element.step <= 0:
            raise FileProblem(line.number, element.column, "the step must be above 0")
    return element


class Screen:
    """The screen of a file: its elements, its focus stops in order, and where each element is focused."""

    def __init__(self, elements, top):
        self.elements = elements
        self.stops = []
        self.stop_of = {}  # element index -> index of the stop that holds it
        for element in top:
            self.add_stops(element)

    def add_stops(self, element):
        kind = element.kind
        if kind == "row":
            controls = [child for child in element.children if child.kind in CONTROLS]
            if len(controls) != 1 or any(child.children for child in element.children):
                raise FileProblem(element.line, element.column, "a row without exactly one control is outside the "
                                  "subset", True)
            control = controls[0]
            texts = [child.label for child in element.children if child.kind in ("text", "heading") and child.label]
            name = ", ".join(texts) if texts else (element.label or control.label)
            stop = Stop(element, None, name, control.kind, control)
            self.stops.append(stop)
            for held in [element] + element.children:
                self.stop_of[held.index] = len(self.stops) - 1
        elif kind == "stepper":
            self.stop_of[element.index] = len(self.stops)
            self.stops.append(Stop(element, "decrement", element.label, "stepper", element))
            self.stops.append(Stop(element, "increment", element.label, "stepper", element))
        elif kind == "radio-group":
            if element.label:
                self.stop_of[element.index] = len(self.stops)
                self.stops.append(Stop(element, None, element.label, "text", None))
            for child in element.children:
                self.add_stops(child)
        else:
            self.stop_of[element.index] = len(self.stops)
            self.stops.append(Stop(element, None, element.label, kind, element if kind in CONTROLS else None))

    def initial_state(self):
        """The mutable state of every element as declared: on or selected, or a stepper's value."""
        return [element.value if element.kind == "stepper" else
                (element.on if element.kind == "switch" else element.selected) for element in self.elements]


def build_screen(lines, start, end):
    """The screen from the lines after `screen "TITLE"` up to `end`, by indentation."""
    elements, top = [], []
    stack = []  # (indent, element)
    for line in lines[start:end]:
        while stack and stack[-1][0] >= line.indent:
            stack.pop()
        element = parse_element(line, len(elements))
        elements.append(element)
        if stack:
            parent = stack[-1][1]
            if parent.kind not in ("row", "radio-group"):
                raise FileProblem(line.number, line.tokens[0][2], "a %s holds no children" % parent.kind)
            if parent.kind == "radio-group" and element.kind != "radio":
                raise FileProblem(line.number, line.tokens[0][2], "only radios go inside a radio-group")
            if parent.kind == "row" and element.kind == "stepper":
                raise FileProblem(line.number, line.tokens[0][2], "a stepper cannot be inside a row")
            element.parent = parent
            parent.children.append(element)
        else:
            top.append(element)
        stack.append((line.indent, element))
    for element in elements:
        if element.kind == "radio-group":
            chosen = [radio for radio in element.children if radio.selected]
            if len(chosen) > 1:
                raise FileProblem(chosen[1].line, chosen[1].column, "two selected radios in one group")
        if element.kind == "radio" and element.parent is not None and element.parent.kind == "row":
            raise FileProblem(element.line, element.column, "a radio in a row is outside the subset", True)
    return Screen(elements, top)


def resolve(screen, label, line, column):
    """The element `label` names: a control before a text with the same label; none or two controls is an error."""
    wanted = normalized(label)
    found = [element for element in screen.elements if normalized(element.label) == wanted]
    controls = [element for element in found if element.kind in CONTROLS]
    if len(controls) == 1:
        return controls[0]
    if len(controls) > 1 or len(found) > 1:
        raise FileProblem(line, column, "%s names more than one element" % quoted(label))
    if not found:
        raise FileProblem(line, column, "no element is labelled %s" % quoted(label))
    if found[0].index not in screen.stop_of:
        raise FileProblem(line, column, "%s is not in any focus stop" % quoted(label))
    return found[0]


# ---------------------------------------------------------------------------------------------------------------------
# Scenarios.

class Step:
    """One step: an input (`swipe right`, `swipe left`, `double tap`, `touch`) with its expected speech per reader,
    or a check (`state` or `focus`)."""
    __slots__ = ("line", "action", "element", "state", "expected", "expected_lines")

    def __init__(self, line, action, element=None, state=None):
        self.line, self.action, self.element, self.state = line, action, element, state
        self.expected = {}        # reader -> list of utterances (absent: not checked)
        self.expected_lines = {}  # reader -> line of its expectation


class Scenario:
    __slots__ = ("name", "line", "readers", "steps")

    def __init__(self, name, line):
        self.name, self.line, self.readers, self.steps = name, line, [], []


def parse_expectation(tokens, position, line):
    """The utterances after `->` at `tokens[position]`: `nothing`, or strings separated by commas."""
    if position >= len(tokens):
        raise FileProblem(line.number, tokens[position - 1][2], "expected speech after '->'")
    if tokens[position] == ("word", "nothing", tokens[position][2]) and position + 1 == len(tokens):
        return []
    spoken = []
    while True:
        if position >= len(tokens) or tokens[position][0] != "string":
            column = tokens[position][2] if position < len(tokens) else tokens[-1][2]
            raise FileProblem(line.number, column, "expected a quoted utterance or 'nothing'")
        spoken.append(tokens[position][1])
        position += 1
        if position == len(tokens):
            return spoken
        if tokens[position][0] != "comma":
            raise FileProblem(line.number, tokens[position][2], "expected ',' between utterances")
        position += 1


def parse_step(line, screen):
    tokens = line.tokens
    words = [token[1] for token in tokens]
    first = tokens[0]
    if first[0] != "word":
        raise FileProblem(line.number, first[2], "expected a step")
    if words[0] == "expect":
        if len(tokens) == 3 and words[1] == "focus" and tokens[2][0] == "string":
            return Step(line.number, "focus", resolve(screen, tokens[2][1], line.number, tokens[2][2]))
        if len(tokens) >= 4 and tokens[1][0] == "string" and words[2] == "is":
            element = resolve(screen, tokens[1][1], line.number, tokens[1][2])
            state = None
            if len(tokens) == 4 and words[3] in ("on", "off", "selected", "unselected"):
                state = words[3]
            elif len(tokens) == 5 and words[3] == "value" and tokens[4][0] == "word":
                state = whole_number(words[4])
            if state is not None:
                fits = STATES.get(element.kind, ())
                if (isinstance(state, int) and "value" not in fits) or (isinstance(state, str) and state not in fits):
                    raise FileProblem(line.number, tokens[1][2], "%s %s cannot be '%s'" % (
                        quoted(element.label), element.kind, "value" if isinstance(state, int) else state))
                return Step(line.number, "state", element, state)
        raise FileProblem(line.number, first[2], "this check is outside the subset", True)
    if words[0] == "swipe" and len(words) >= 2 and words[1] in ("right", "left"):
        step, position = Step(line.number, "swipe " + words[1]), 2
    elif words[:2] == ["double", "tap"]:
        step, position = Step(line.number, "double tap"), 2
    elif words[0] == "touch" and len(tokens) >= 2 and tokens[1][0] == "string":
        element = resolve(screen, tokens[1][1], line.number, tokens[1][2])
        step, position = Step(line.number, "touch", element), 2
    else:
        raise FileProblem(line.number, first[2], "the step '%s' is outside the subset" % " ".join(words[:2]), True)
    if position < len(tokens):
        if tokens[position][0] != "arrow":
            raise FileProblem(line.number, tokens[position][2], "expected '->' or the end of the line")
        step.expected_lines["*"] = line.number
        step.expected["*"] = parse_expectation(tokens, position + 1, line)
    return step


def parse_file(text):
    """The screen and scenarios of a file; raises FileProblem at the first error or unsupported construct."""
    lines = tokenize(text)
    tops = [index for index, line in enumerate(lines) if line.indent == 0]
    if not tops or lines[tops[0]].tokens[0][1] != "screen":
        raise FileProblem(lines[0].number if lines else 1, 1, "a file starts with `screen \"TITLE\"`")
    tops.append(len(lines))
    screen = build_screen(lines, tops[0] + 1, tops[1])
    scenarios = []
    for start, end in zip(tops[1:], tops[2:]):
        head = lines[start]
        if head.tokens[0][1] != "scenario" or len(head.tokens) != 2 or head.tokens[1][0] != "string":
            raise FileProblem(head.number, 1, "expected `scenario \"NAME\"`")
        scenario = Scenario(head.tokens[1][1], head.number)
        body = lines[start + 1:end]
        if not body or body[0].tokens[0][1] != "using":
            raise FileProblem(head.number, 1, "a scenario starts with a `using` line")
        for kind_of, word, column in body[0].tokens[1:]:
            if kind_of == "comma":
                continue
            if word not in READERS:
                raise FileProblem(body[0].number, column, "the reader '%s' is outside the subset" % word, True)
            scenario.readers.append(word)
        step_indent = body[1].indent if len(body) > 1 else 0
        for line in body[1:]:
            if line.indent == step_indent:
                scenario.steps.append(parse_step(line, screen))
                continue
            step = scenario.steps[-1] if scenario.steps else None
            tokens = line.tokens
            if step is None or step.action in ("state", "focus") or line.indent < step_indent or len(tokens) < 2 \
                    or tokens[0][1] not in scenario.readers or tokens[1][0] != "arrow" or "*" in step.expected:
                raise FileProblem(line.number, line.indent + 1, "expected a step or `READER -> \"SPEECH\"`")
            step.expected[tokens[0][1]] = parse_expectation(tokens, 2, line)
            step.expected_lines[tokens[0][1]] = line.number
        scenarios.append(scenario)
    return screen, scenarios


# ---------------------------------------------------------------------------------------------------------------------
# Running.

def holds(stop, element):
    """Whether `stop` holds `element`: it is the stop's own (either half of a stepper), or merged into its row."""
    owner = stop.element
    return owner is element or (owner.kind == "row" and element.parent is owner)


def announce(stop, state, phrases):
    """What `phrases`' reader says when `stop` gets focus, given the elements' `state`."""
    control = stop.control
    role = stop.role
    disabled = False
    value = direction = None
    if role == "stepper":
        value = state[control.index]
        if stop.part == "decrement":
            direction, disabled = phrases["decrement"], value <= control.minimum
        else:
            direction, disabled = phrases["increment"], value >= control.maximum
    enabled_order, disabled_order = phrases["orders"][role]
    parts = []
    for slot in (disabled_order if disabled else enabled_order):
        if slot == "name":
            part = stop.name
        elif slot == "role":
            part = phrases["roles"][role]
        elif slot == "usage":
            part = phrases["usage"][role]
        elif slot == "state":
            if role == "switch":
                part = phrases["states"]["on" if state[control.index] else "off"]
            else:
                part = phrases["states"]["selected" if state[control.index] else "unselected"]
        elif slot == "value":
            part = str(value)
        elif slot == "direction":
            part = direction
        else:
            part = phrases["disabled"]
        if part:
            parts.append(part)
    return ", ".join(parts)


def activate(stop, state, screen, phrases):
    """A double tap on `stop`: changes the state and returns what is spoken."""
    control = stop.control
    if control is None:
        return []
    kind = control.kind
    if kind == "switch":
        state[control.index] = not state[control.index]
        return [phrases["activation"]["on" if state[control.index] else "off"]]
    if kind == "radio":
        if control.parent is not None:
            for sibling in control.parent.children:
                state[sibling.index] = False
        state[control.index] = True
        return [phrases["activation"]["selected"]]
    if kind == "stepper":
        value = state[control.index]
        if stop.part == "decrement":
            if value <= control.minimum:
                return []
            value = max(control.minimum, value - control.step)
        else:
            if value >= control.maximum:
                return []
            value = min(control.maximum, value + control.step)
        state[control.index] = value
        return [str(value)]
    return []  # a button does what the screen declares; here, nothing


def run_scenario(screen, scenario, reader, initial, on_step=None):
    """Runs `scenario` on a fresh `reader`; returns its failures as (step index, line, message, speech), speech being
    (expected, actual) for a speech failure. `on_step(index, spoken)` sees each step's speech."""
    phrases = PHRASES[reader]
    display = phrases["display"]
    state = list(initial)
    stops = screen.stops
    focus = None          # index of the focused stop
    pending_wrap = None   # TalkBack: the direction of a swipe that just hit an end
    failures = []
    for index, step in enumerate(scenario.steps):
        action = step.action
        spoken = []
        if action == "state":
            # The file was checked to ask only for a state the element's kind has (STATES).
            element, value = step.element, state[step.element.index]
            if element.kind == "stepper":
                actual, wanted = "value %d" % value, "value %d" % step.state
            else:
                actual, wanted = STATES[element.kind][0 if value else 1], step.state
            if actual != wanted:
                failures.append((index, step.line, "expected %s to be %s, but it is %s (%s)" % (
                    quoted(element.label), wanted, actual, display), None))
        elif action == "focus":
            if focus is None or not holds(stops[focus], step.element):
                where = "focus is on " + quoted(stops[focus].name) if focus is not None else "nothing is focused"
                failures.append((index, step.line, "expected focus on %s, but %s (%s)" % (
                    quoted(step.element.label), where, display), None))
        else:
            if action == "swipe right" or action == "swipe left":
                forward = action == "swipe right"
                # From the start (no focus), a swipe right lands on the first stop and a swipe left is at an end.
                if focus is None:
                    target = 0 if forward else -1
                else:
                    target = focus + 1 if forward else focus - 1
                if 0 <= target < len(stops):
                    focus, pending_wrap = target, None
                    spoken = [announce(stops[focus], state, phrases)]
                elif phrases["wraps"] and pending_wrap == action and stops:
                    focus, pending_wrap = (0 if forward else len(stops) - 1), None
                    spoken = [announce(stops[focus], state, phrases)]
                else:
                    pending_wrap = action
            else:
                pending_wrap = None
                if action == "double tap":
                    if focus is not None:
                        spoken = activate(stops[focus], state, screen, phrases)
                else:  # touch
                    focus = screen.stop_of[step.element.index]
                    spoken = [announce(stops[focus], state, phrases)]
            expected = step.expected.get(reader, step.expected.get("*"))
            if expected is not None and (len(expected) != len(spoken) or any(
                    normalized(a) != normalized(b) for a, b in zip(expected, spoken))):
                line = step.expected_lines.get(reader, step.expected_lines.get("*"))
                failures.append((index, line, "expected %s but %s said %s" % (
                    utterances(expected), display, utterances(spoken)), (expected, spoken)))
        if on_step is not None:
            on_step(index, spoken)
    return failures


# ---------------------------------------------------------------------------------------------------------------------
# Files and the summary.

def scenario_files(paths):
    """The files named, and every *.scenario file under the folders named, each folder's in sorted order."""
    found = []
    for path in paths:
        if os.path.isdir(path):
            inside = []
            for folder, _, names in os.walk(path):
                inside.extend(os.path.join(folder, name) for name in names if name.endswith(".scenario"))
            found.extend(sorted(inside))
        else:
            found.append(path)
    return found


def main(arguments):
    speech_mode = "--speech" in arguments
    paths = [argument for argument in arguments if argument != "--speech"]
    if not paths:
        sys.stderr.write("usage: scenario_interpreter.py [--speech] PATH...\n")
        return 64
    out = []
    write = sys.stdout.write
    passed = failed = broken = unsupported = 0
    for path in scenario_files(paths):
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as error:
            sys.stderr.write("error: %s: cannot read the file (%s)\n" % (path, error))
            broken += 1
            continue
        try:
            screen, scenarios = parse_file(text)
        except FileProblem as problem:
            word = "unsupported" if problem.unsupported else "error"
            out.append("%s:%d:%d: %s: %s" % (path, problem.line, problem.column, word, problem.message))
            if problem.unsupported:
                unsupported += 1
            else:
                broken += 1
            continue
        initial = screen.initial_state()
        record = [] if speech_mode else None
        for scenario in scenarios:
            failures = []
            if speech_mode:
                steps = [{"line": step.line} for step in scenario.steps]
                record.append({"name": scenario.name, "steps": steps})
            for reader in scenario.readers:
                hook = None
                if speech_mode:
                    def hook(index, spoken, steps=steps, reader=reader):
                        steps[index][reader] = spoken
                failures += run_scenario(screen, scenario, reader, initial, hook)
            readers = ", ".join(PHRASES[reader]["display"] for reader in scenario.readers)
            if speech_mode:
                record[-1]["passed"] = not failures
            if not failures:
                passed += 1
                out.append("PASS %s: %s (%s)" % (path, scenario.name, readers))
            else:
                failed += 1
                out.append("FAIL %s: %s (%s)" % (path, scenario.name, readers))
                # As `srsim run` prints them: step by step, each reader in turn, with the line and the speech.
                failures.sort(key=lambda failure: failure[0])
                source = text.split("\n")
                for _, line, message, speech in failures:
                    out.append("  %s:%d: %s" % (path, line, message))
                    out.append("    %d | %s" % (line, source[line - 1].rstrip()))
                    if speech is not None:
                        out.append("    expected: " + utterances(speech[0]))
                        out.append("    actual:   " + utterances(speech[1]))
        if speech_mode:
            write(json.dumps({"file": path, "scenarios": record}, ensure_ascii=False) + "\n")
            out = []
        elif len(out) > 512:
            write("\n".join(out) + "\n")
            out = []
    if speech_mode:
        return 2 if broken or unsupported else 0  # failed scenarios are in the output, marked "passed": false
    if broken:
        out.append("%d %s could not be parsed and did not run." % (broken, "file" if broken == 1 else "files"))
    if unsupported:
        out.append("%d %s used syntax outside this reference's subset and did not run." % (
            unsupported, "file" if unsupported == 1 else "files"))
    out.append("%d passed, %d failed" % (passed, failed))
    write("\n".join(out) + "\n")
    if broken or unsupported:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
